// The eight-way directions of the three games whose originals number
// directions this way (Dominator, Mad Max, Moria; their player APIs §3),
// and their positions (Pos.hh): each game's Structs.hh includes it. Ork
// Island's four moves are its own.
#ifndef Dir8_hh
#define Dir8_hh

#include "Utils.hh"

// Counter-clockwise from south; even values orthogonal, odd diagonal.
enum Dir { Bottom, BR, Right, RT, Top, TL, Left, LB, None, DirSize };

inline bool dir_ok(Dir d) { return d >= Bottom and d <= None; }

namespace edagym {

// One step; None and values outside 0..8 stay.
inline void step(Dir d, int& i, int& j) {
  switch (d) {
    case Bottom: ++i; break;
    case BR: ++i; ++j; break;
    case Right: ++j; break;
    case RT: --i; ++j; break;
    case Top: --i; break;
    case TL: --i; --j; break;
    case Left: --j; break;
    case LB: ++i; --j; break;
    default: break;
  }
}

}  // namespace edagym

#include "Pos.hh"

#endif
