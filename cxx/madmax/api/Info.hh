// The Mad Max player API (Mad_Max 1.6) for edagym's cxx: seats.
#ifndef Info_hh
#define Info_hh

#include "Settings.hh"
#include "State.hh"

class Info : public Settings, public State {
 public:
  // Map characters: 0-3 a City of that owner, . Desert, R Road, W Water,
  // S Station, X Wall; anything else fails an assertion.
  static Cell char2cell(char c) {
    switch (c) {
      case '.': return Cell(Desert, -1, -1);
      case 'R': return Cell(Road, -1, -1);
      case 'W': return Cell(Water, -1, -1);
      case 'S': return Cell(Station, -1, -1);
      case 'X': return Cell(Wall, -1, -1);
      default: break;
    }
    _my_assert(c >= '0' and c <= '3', string("Unknown cell character ") + c);
    return Cell(City, c - '0', -1);
  }

  // Overwrites this copy's grid with rows() lines of map characters (never
  // needed by a player).
  void read_grid(istream& is) {
    edagym_dirty_ = true;
    for (int i = 0; i < edagym_rows_; ++i) {
      string s;
      is >> s;
      for (int j = 0; j < edagym_cols_ and j < int(s.size()); ++j) edagym_cells_[i * edagym_cols_ + j] = char2cell(s[j]);
    }
  }

  // Rebuilds the warrior and car lists from the units (of this copy: no
  // visible change).
  void update_vectors_by_player() {
    edagym_dirty_ = true;
    for (int t = 0; t < 2; ++t)
      for (int p = 0; p < 4; ++p) edagym_lists_[t][p].clear();
    for (int id = 0; id < nb_units(); ++id) {
      const Unit& u = edagym_units_[id];
      if (ut_ok(u.type) and u.player >= 0 and u.player < 4) edagym_lists_[u.type][u.player].push_back(id);
    }
  }
};

#endif
