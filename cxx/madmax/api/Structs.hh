// The Mad Max player API (Mad_Max 1.6) for edagym's cxx: seats: the types
// at global scope (madmax-player-api.md §3).
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

// Cell types never change; city owners do.
enum CellType { Desert, Road, City, Water, Station, Wall, CellTypeSize };

struct Cell {
  CellType type;
  int owner;  // City cells: the owning team 0-3; otherwise -1
  int id;     // the unit on the cell, or -1
  Cell() : type(Desert), owner(-1), id(-1) {}
  Cell(CellType t, int owner, int id) : type(t), owner(owner), id(id) {}
};

enum UnitType { Warrior, Car, UnitTypeSize };

inline bool ut_ok(UnitType t) { return t >= Warrior and t < UnitTypeSize; }

// w, c; anything else aborts.
inline char ut2char(UnitType t) {
  switch (t) {
    case Warrior: return 'w';
    case Car: return 'c';
    default: _unreachable();
  }
  return 'x';
}

inline UnitType char2ut(char c) {
  switch (c) {
    case 'w': return Warrior;
    case 'c': return Car;
    default: _unreachable();
  }
  return UnitTypeSize;
}

struct Unit {
  UnitType type;
  int id;
  int player;  // the current owner
  int food;    // a warrior's food, or a car's fuel
  int water;   // a warrior's water; 0 for a car
  Pos pos;
  Unit() : type(Warrior), id(-1), player(-1), food(0), water(0), pos(0, 0) {}
  Unit(UnitType t, int id, int pl, int food, int water, Pos p = Pos(0, 0))
      : type(t), id(id), player(pl), food(food), water(water), pos(p) {}
};

#endif
