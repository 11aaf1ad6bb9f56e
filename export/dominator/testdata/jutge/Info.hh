// Compile-test stub of the Dominator player API (written from the API notes).
#ifndef Info_hh
#define Info_hh

#include "Settings.hh"
#include "State.hh"

class Info : public Settings, public State {
 public:
  // Map-file character to cell: X wall, . empty, a digit an owned empty cell;
  // anything else aborts.
  static Cell char2cell(char c) {
    if (c == 'X') return Cell(Wall, -1, -1, false);
    if (c == '.') return Cell(Empty, -1, -1, false);
    _my_assert(c >= '0' and c <= '9', "bad cell character");
    return Cell(Empty, c - '0', -1, false);
  }
  // Overwrites the player's own grid in the original; never to be called.
  void read_grid(istream&) { stub_warn("read_grid called"); }
};

#endif
