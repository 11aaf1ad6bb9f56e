// The Ork Island player API (OrkIsland 1.0) for edagym's cxx: seats: the
// types at global scope (orkisland-player-api.md §3).
#ifndef Structs_hh
#define Structs_hh

#include "Utils.hh"

enum Dir { BOTTOM, RIGHT, TOP, LEFT, NONE, DIR_SIZE };

inline bool dir_ok(Dir d) { return d >= BOTTOM and d <= NONE; }

namespace edagym {

// One step; NONE (and a value that is no direction) stays.
inline void step(Dir d, int& i, int& j) {
  switch (d) {
    case BOTTOM: ++i; break;
    case RIGHT: ++j; break;
    case TOP: --i; break;
    case LEFT: --j; break;
    default: break;
  }
}

}  // namespace edagym

#include "Pos.hh"

enum CellType { WATER, GRASS, FOREST, SAND, CITY, PATH, CELL_TYPE_SIZE };

const char wATER = 'W';
const char gRASS = '.';
const char fOREST = 'F';
const char sAND = 'S';
const char cITY = 'C';
const char pATH = 'P';

// W . F S C P to a type; any other character fails an assertion.
inline CellType char2CellType(char c) {
  switch (c) {
    case wATER: return WATER;
    case gRASS: return GRASS;
    case fOREST: return FOREST;
    case sAND: return SAND;
    case cITY: return CITY;
    case pATH: return PATH;
    default: _my_assert(false, string("Unknown cell type ") + c);
  }
  return CELL_TYPE_SIZE;
}

// 'X' for a type that is none of the six.
inline char CellType2char(CellType t) {
  switch (t) {
    case WATER: return wATER;
    case GRASS: return gRASS;
    case FOREST: return fOREST;
    case SAND: return sAND;
    case CITY: return cITY;
    case PATH: return pATH;
    default: return 'X';
  }
}

struct Cell {
  CellType type;
  int unit_id;  // the ork on the cell, or -1
  int city_id;  // CITY cells only, else -1
  int path_id;  // PATH cells only, else -1
  Cell() : type(CELL_TYPE_SIZE), unit_id(-1), city_id(-1), path_id(-1) {}
  Cell(CellType t, int unit_id, int city_id, int path_id) : type(t), unit_id(unit_id), city_id(city_id), path_id(path_id) {}
};

struct Unit {
  int id;
  int player;  // the current owner
  Pos pos;
  int health;
  Unit() : id(-1), player(-1), pos(0, 0), health(0) {}
  Unit(int id, int pl, Pos p = Pos(0, 0), int health = 0) : id(id), player(pl), pos(p), health(health) {}
};

#endif
