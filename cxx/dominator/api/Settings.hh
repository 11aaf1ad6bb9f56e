// The Dominator player API (Dominator 4.0) for edagym's cxx: seats: the
// settings (dominator-player-api.md §2.2), zeros while the player is
// constructed (not valid yet).
#ifndef Settings_hh
#define Settings_hh

#include "Structs.hh"
#include "SettingsBase.hh"

class Settings : public edagym_Settings<Settings, 13> {
 public:
  static string version() { return "Dominator 4.0"; }
  int nb_players() const { return edagym_cfg_[0]; }
  int nb_rounds() const { return edagym_cfg_[1]; }
  int nb_farmers() const { return edagym_cfg_[2]; }
  int nb_knights() const { return edagym_cfg_[3]; }
  int nb_witches() const { return edagym_cfg_[4]; }
  int farmers_health() const { return edagym_cfg_[5]; }
  int knights_health() const { return edagym_cfg_[6]; }
  int farmers_regen() const { return edagym_cfg_[7]; }
  int knights_regen() const { return edagym_cfg_[8]; }
  int damage_min() const { return edagym_cfg_[9]; }
  int damage_max() const { return edagym_cfg_[10]; }
  int rows() const { return edagym_cfg_[11]; }
  int cols() const { return edagym_cfg_[12]; }
};

#endif
