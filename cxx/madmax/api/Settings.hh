// The Mad Max player API (Mad_Max 1.6) for edagym's cxx: seats: the
// settings (madmax-player-api.md §2.2), zeros while the player is
// constructed (not valid yet).
#ifndef Settings_hh
#define Settings_hh

#include "Structs.hh"
#include "SettingsBase.hh"

class Settings : public edagym_Settings<Settings, 10> {
 public:
  static string version() { return "Mad_Max 1.6"; }
  int nb_players() const { return edagym_cfg_[0]; }
  int nb_rounds() const { return edagym_cfg_[1]; }
  int nb_cities() const { return edagym_cfg_[2]; }
  int nb_warriors() const { return edagym_cfg_[3]; }
  int nb_cars() const { return edagym_cfg_[4]; }
  int warriors_health() const { return edagym_cfg_[5]; }
  int cars_fuel() const { return edagym_cfg_[6]; }
  int damage() const { return edagym_cfg_[7]; }
  int rows() const { return edagym_cfg_[8]; }
  int cols() const { return edagym_cfg_[9]; }
};

#endif
