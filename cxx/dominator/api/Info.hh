// The Dominator player API (Dominator 4.0) for edagym's cxx: seats.
#ifndef Info_hh
#define Info_hh

#include "Settings.hh"
#include "State.hh"

class Info : public Settings, public State {
 public:
  // Map-file character to cell: X wall, . empty, a digit an owned empty
  // cell; anything else fails an assertion.
  static Cell char2cell(char c) {
    if (c == 'X') return Cell(Wall, -1, -1, false);
    if (c == '.') return Cell(Empty, -1, -1, false);
    _my_assert(c >= '0' and c <= '9', string("Unknown cell character ") + c);
    return Cell(Empty, c - '0', -1, false);
  }

  // Overwrites this copy's grid with rows() lines of map characters (never
  // needed by a player).
  void read_grid(istream& is) { edagym_read_grid(is, *this); }
};

#endif
