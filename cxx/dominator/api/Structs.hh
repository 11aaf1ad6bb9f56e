// The Dominator player API (Dominator 4.0) for edagym's cxx: seats: the
// types at global scope (dominator-player-api.md §3).
#ifndef Structs_hh
#define Structs_hh

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

enum CellType { Empty, Wall, CellTypeSize };

struct Cell {
  CellType type;
  int owner;     // the player whose farmer last painted it, or -1
  int id;        // the unit on it, or -1
  bool haunted;  // within Manhattan distance 2 of an active witch
  Cell() : type(Empty), owner(-1), id(-1), haunted(false) {}
  Cell(CellType t, int owner, int id, bool haunted) : type(t), owner(owner), id(id), haunted(haunted) {}
};

enum UnitType { Farmer, Knight, Witch, UnitTypeSize };

inline bool ut_ok(UnitType t) { return t >= Farmer and t < UnitTypeSize; }

// f, k, w; anything else aborts.
inline char ut2char(UnitType t) {
  switch (t) {
    case Farmer: return 'f';
    case Knight: return 'k';
    case Witch: return 'w';
    default: _unreachable();
  }
  return 'x';
}

inline UnitType char2ut(char c) {
  switch (c) {
    case 'f': return Farmer;
    case 'k': return Knight;
    case 'w': return Witch;
    default: _unreachable();
  }
  return UnitTypeSize;
}

struct Unit {
  UnitType type;
  int id;
  int player;  // the current owner, in the view's numbering
  int health;  // -1 for witches
  Pos pos;     // view coordinates
  bool active; // witches: no other witch within Manhattan distance 2
  Unit() : type(Farmer), id(-1), player(-1), health(0), pos(0, 0), active(false) {}
  Unit(UnitType t, int id, int pl, int health, Pos p = Pos(0, 0), bool active = false)
      : type(t), id(id), player(pl), health(health), pos(p), active(active) {}
};

#endif
