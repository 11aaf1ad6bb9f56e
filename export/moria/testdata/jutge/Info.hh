// Compile-test stub of the Moria player API (written from the API notes).
#ifndef Info_hh
#define Info_hh

#include "Settings.hh"
#include "State.hh"

class Info : public Settings, public State {
 public:
  // A non-static const member, as in the original: O Outside, C Cave, T Cave
  // with a treasure, 0-3 a Cave of that clan, G Granite, A Abyss, R Rock with
  // rock_resistance() turns, a, b, ... Rock with 1, 2, ... turns; anything
  // else aborts.
  Cell char2cell(char c) const {
    switch (c) {
      case 'O': return Cell(Outside, -1, -1, 0, false);
      case 'C': return Cell(Cave, -1, -1, 0, false);
      case 'T': return Cell(Cave, -1, -1, 0, true);
      case 'G': return Cell(Granite, -1, -1, 0, false);
      case 'A': return Cell(Abyss, -1, -1, 0, false);
      case 'R': return Cell(Rock, -1, -1, rock_resistance(), false);
      default: break;
    }
    if (c >= '0' and c <= '3') return Cell(Cave, c - '0', -1, 0, false);
    if (c >= 'a' and c <= 'z') return Cell(Rock, -1, -1, c - 'a' + 1, false);
    _my_assert(false, "unknown cell char " << c);
    return Cell();
  }
  // Rebuilds only the player's own copy of the state; never needed.
  void read_grid(istream&) { _unreachable(); }
  void update_vectors_by_player() {}
};

#endif
