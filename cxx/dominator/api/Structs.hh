// The Dominator player API (Dominator 4.0) for edagym's cxx: seats: the
// types at global scope (dominator-player-api.md §3).
#ifndef Structs_hh
#define Structs_hh

#include "Dir8.hh"  // Dir, dir_ok, Pos

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

// The letters of ut2char and char2ut: one a unit type, in order.
namespace edagym {
const char unit_letters[] = "fkw";
}
#include "UnitLetters.hh"

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
