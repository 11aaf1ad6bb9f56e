// The Moria player API (Moria 1.1) for edagym's cxx: seats: the types at
// global scope (moria-player-api.md §3).
#ifndef Structs_hh
#define Structs_hh

#include "Utils.hh"

// Counter-clockwise from south; even values orthogonal (wizards), odd
// diagonal (dwarves only).
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

enum CellType { Outside, Cave, Abyss, Granite, Rock, CellTypeSize };

struct Cell {
  CellType type;
  int owner;      // the clan that conquered this Cave, or -1
  int id;         // the unit on the cell, or -1
  int turns;      // a Rock's digs still needed; 0 otherwise
  bool treasure;  // a Cave holding a treasure
  Cell() : type(Cave), owner(-1), id(-1), turns(0), treasure(false) {}
  Cell(CellType t, int owner, int id, int turns, bool treasure)
      : type(t), owner(owner), id(id), turns(turns), treasure(treasure) {}
};

enum UnitType { Dwarf, Wizard, Orc, Troll, Balrog, UnitTypeSize };

// d w o t b; anything else aborts.
inline char ut2char(UnitType t) {
  switch (t) {
    case Dwarf: return 'd';
    case Wizard: return 'w';
    case Orc: return 'o';
    case Troll: return 't';
    case Balrog: return 'b';
    default: _unreachable();
  }
  return 'x';
}

inline UnitType char2ut(char c) {
  switch (c) {
    case 'd': return Dwarf;
    case 'w': return Wizard;
    case 'o': return Orc;
    case 't': return Troll;
    case 'b': return Balrog;
    default: _unreachable();
  }
  return UnitTypeSize;
}

struct Unit {
  UnitType type;
  int id;
  int player;  // the clan 0-3, or -1 for Sauron's units
  int health;  // meaningless for the Balrog
  Pos pos;
  Unit() : type(Dwarf), id(-1), player(-1), health(0), pos(-1, -1) {}
  // No default position.
  Unit(UnitType t, int id, int pl, int health, Pos p) : type(t), id(id), player(pl), health(health), pos(p) {}
};

#endif
