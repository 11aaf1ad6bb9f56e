// Compile-test stub of the Mad Max player API (written from the API notes).
#ifndef Settings_hh
#define Settings_hh

#include "Structs.hh"

class Settings {
 public:
  static string version() { return "Mad_Max 1.6"; }
  int nb_players() const { return stub_cfg_[0]; }
  int nb_rounds() const { return stub_cfg_[1]; }
  int nb_cities() const { return stub_cfg_[2]; }
  int nb_warriors() const { return stub_cfg_[3]; }
  int nb_cars() const { return stub_cfg_[4]; }
  int warriors_health() const { return stub_cfg_[5]; }
  int cars_fuel() const { return stub_cfg_[6]; }
  int damage() const { return stub_cfg_[7]; }
  int rows() const { return stub_cfg_[8]; }
  int cols() const { return stub_cfg_[9]; }
  bool player_ok(int pl) const { return pl >= 0 and pl < nb_players(); }
  bool pos_ok(int i, int j) const { return i >= 0 and i < rows() and j >= 0 and j < cols(); }
  bool pos_ok(Pos p) const { return pos_ok(p.i, p.j); }

  virtual ~Settings() {}

  // Stub only: the ten settings in the order of the getters above.
  vector<int> stub_cfg_;
};

#endif
