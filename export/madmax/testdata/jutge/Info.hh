// Compile-test stub of the Mad Max player API (written from the API notes).
#ifndef Info_hh
#define Info_hh

#include "Settings.hh"
#include "State.hh"

class Info : public Settings, public State {
 public:
  // Map characters: 0-3 a city of that owner, . Desert, R Road, W Water,
  // S Station, X Wall; anything else aborts.
  static Cell char2cell(char c) {
    if (c >= '0' and c <= '3') return Cell(City, c - '0', -1);
    switch (c) {
      case '.': return Cell(Desert, -1, -1);
      case 'R': return Cell(Road, -1, -1);
      case 'W': return Cell(Water, -1, -1);
      case 'S': return Cell(Station, -1, -1);
      case 'X': return Cell(Wall, -1, -1);
    }
    _unreachable();
    return Cell();
  }
  // Only rebuild the player's own copy in the original; never to be called.
  void read_grid(istream&) { _unreachable(); }
  void update_vectors_by_player() {}
};

#endif
