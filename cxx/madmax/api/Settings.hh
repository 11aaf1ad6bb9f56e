// The Mad Max player API (Mad_Max 1.6) for edagym's cxx: seats: the
// settings (madmax-player-api.md §2.2), zeros while the player is
// constructed (not valid yet).
#ifndef Settings_hh
#define Settings_hh

#include "Structs.hh"

class Settings {
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
  bool player_ok(int pl) const { return pl >= 0 and pl < nb_players(); }
  bool pos_ok(int i, int j) const { return i >= 0 and i < rows() and j >= 0 and j < cols(); }
  bool pos_ok(Pos p) const { return pos_ok(p.i, p.j); }

  Settings() {
    for (int k = 0; k < 10; ++k) edagym_cfg_[k] = 0;
  }
  virtual ~Settings() {}

  // edagym: the ten settings in the order of the getters above.
  int edagym_cfg_[10];
};

#endif
