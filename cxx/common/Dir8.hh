// The eight-way directions and the positions of the three games whose
// originals number directions this way (Dominator, Mad Max, Moria; their
// player APIs §3): each game's Structs.hh includes it. Ork Island's four
// moves are its own.
#ifndef Dir8_hh
#define Dir8_hh

#include "Utils.hh"

// Counter-clockwise from south; even values orthogonal, odd diagonal.
enum Dir { Bottom, BR, Right, RT, Top, TL, Left, LB, None, DirSize };

inline bool dir_ok(Dir d) { return d >= Bottom and d <= None; }

struct Pos {
  int i, j;
  Pos() : i(0), j(0) {}
  Pos(int i, int j) : i(i), j(j) {}
  bool operator==(const Pos& p) const { return i == p.i and j == p.j; }
  bool operator!=(const Pos& p) const { return not(*this == p); }
  bool operator<(const Pos& p) const { return i != p.i ? i < p.i : j < p.j; }
  // One step; None and values outside 0..8 leave the position unchanged.
  Pos& operator+=(Dir d) {
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
    return *this;
  }
  Pos operator+(Dir d) const {
    Pos p = *this;
    p += d;
    return p;
  }
  Pos& operator+=(Pos p) {
    i += p.i;
    j += p.j;
    return *this;
  }
  Pos operator+(Pos p) const { return Pos(i + p.i, j + p.j); }
};

inline ostream& operator<<(ostream& os, const Pos& p) { return os << "(" << p.i << ", " << p.j << ")"; }

#endif
