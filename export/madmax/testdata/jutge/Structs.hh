// Compile-test stub of the Mad Max player API (written from the API notes).
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
  Pos operator+(Dir d) const { Pos p = *this; p += d; return p; }
  Pos& operator+=(Pos p) { i += p.i; j += p.j; return *this; }
  Pos operator+(Pos p) const { return Pos(i + p.i, j + p.j); }
};

inline ostream& operator<<(ostream& os, const Pos& p) { return os << "(" << p.i << ", " << p.j << ")"; }

// Not the order of edagym's planes (Desert, City, Road, ...): Road is 1 here.
enum CellType { Desert, Road, City, Water, Station, Wall, CellTypeSize };

struct Cell {
  CellType type;
  int owner; // the owning team of a City cell, -1 otherwise
  int id;    // the unit on the cell, -1 if none
  Cell() : type(Desert), owner(-1), id(-1) {}
  Cell(CellType t, int owner, int id) : type(t), owner(owner), id(id) {}
};

enum UnitType { Warrior, Car, UnitTypeSize };

inline bool ut_ok(UnitType t) { return t == Warrior or t == Car; }

inline char ut2char(UnitType t) {
  if (t == Warrior) return 'w';
  if (t == Car) return 'c';
  _unreachable();
  return 0;
}

inline UnitType char2ut(char c) {
  if (c == 'w') return Warrior;
  if (c == 'c') return Car;
  _unreachable();
  return UnitTypeSize;
}

struct Unit {
  UnitType type;
  int id;
  int player;
  int food;  // a warrior's food, or a car's fuel
  int water; // a warrior's water, 0 for a car
  Pos pos;
  Unit() : type(Warrior), id(-1), player(-1), food(0), water(0), pos(0, 0) {}
  Unit(UnitType t, int id, int pl, int food, int water, Pos p = Pos(0, 0))
      : type(t), id(id), player(pl), food(food), water(water), pos(p) {}
};

#endif
