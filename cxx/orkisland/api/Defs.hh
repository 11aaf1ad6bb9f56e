// The Ork Island player API (OrkIsland 1.0) for edagym's cxx: seats.
#ifndef Defs_hh
#define Defs_hh

#include "Utils.hh"

#define GAME_NAME OrkIsland
#define VERSION "1.0"

#endif
