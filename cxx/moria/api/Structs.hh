// The Moria player API (Moria 1.1) for edagym's cxx: seats: the types at
// global scope (moria-player-api.md §3).
#ifndef Structs_hh
#define Structs_hh

#include "Dir8.hh"  // Dir, dir_ok, Pos: orthogonal for wizards, diagonal for dwarves only

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

// The letters of ut2char and char2ut: one a unit type, in order.
namespace edagym {
const char unit_letters[] = "dwotb";
}
#include "UnitLetters.hh"

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
