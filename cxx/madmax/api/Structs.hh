// The Mad Max player API (Mad_Max 1.6) for edagym's cxx: seats: the types
// at global scope (madmax-player-api.md §3).
#ifndef Structs_hh
#define Structs_hh

#include "Dir8.hh"  // Dir, dir_ok, Pos

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

// The letters of ut2char and char2ut: one a unit type, in order.
namespace edagym {
const char unit_letters[] = "wc";
}
#include "UnitLetters.hh"

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
