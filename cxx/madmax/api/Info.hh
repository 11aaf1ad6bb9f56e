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
  void read_grid(istream& is) { edagym_read_grid(is, *this); }

  // Rebuilds the warrior and car lists from the units (of this copy: no
  // visible change).
  void update_vectors_by_player() {
    edagym_dirty_ = true;
    edagym_refresh_lists();
  }
};

#endif
