// The Moria player API (Moria 1.1) for edagym's cxx: seats: the settings
// (moria-player-api.md §2.3). The .cnf's are zeros while the player is
// constructed (not valid yet); the compiled-in constants are valid.
#ifndef Settings_hh
#define Settings_hh

#include "Structs.hh"
#include "SettingsBase.hh"

class Settings : public edagym_Settings<Settings, 10> {
 public:
  static string version() { return "Moria 1.1"; }
  int nb_players() const { return edagym_cfg_[0]; }
  int nb_rounds() const { return edagym_cfg_[1]; }
  int nb_dwarves() const { return edagym_cfg_[2]; }
  int nb_wizards() const { return edagym_cfg_[3]; }
  int max_nb_orcs() const { return edagym_cfg_[4]; }
  int nb_trolls() const { return edagym_cfg_[5]; }
  int treasure_value() const { return edagym_cfg_[6]; }
  int rock_resistance() const { return edagym_cfg_[7]; }
  int rows() const { return edagym_cfg_[8]; }
  int cols() const { return edagym_cfg_[9]; }

  int dwarves_health() const { return 100; }
  int wizards_health() const { return 50; }
  int orcs_health() const { return 75; }
  int trolls_health() const { return 500; }
  int min_damage_dwarves() const { return 20; }
  int max_damage_dwarves() const { return 40; }
  int min_damage_orcs() const { return 15; }
  int max_damage_orcs() const { return 30; }
  int min_damage_trolls() const { return 50; }
  int max_damage_trolls() const { return 150; }
  int ini_treasures() const { return 80; }
  int inv_prob_abyss() const { return 25; }
  int inv_prob_orc() const { return 50; }
};

#endif
