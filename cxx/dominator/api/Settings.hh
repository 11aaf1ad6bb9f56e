// The Dominator player API (Dominator 4.0) for edagym's cxx: seats: the
// settings (dominator-player-api.md §2.2), zeros while the player is
// constructed (not valid yet).
#ifndef Settings_hh
#define Settings_hh

#include "Structs.hh"

class Settings {
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
  bool player_ok(int pl) const { return pl >= 0 and pl < nb_players(); }
  bool pos_ok(int i, int j) const { return i >= 0 and i < rows() and j >= 0 and j < cols(); }
  bool pos_ok(Pos p) const { return pos_ok(p.i, p.j); }

  Settings() {
    for (int k = 0; k < 13; ++k) edagym_cfg_[k] = 0;
  }
  virtual ~Settings() {}

  // edagym: the thirteen settings in the order of the getters above.
  int edagym_cfg_[13];
};

#endif
