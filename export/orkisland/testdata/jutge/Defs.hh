// Compile-test stub of the Ork Island player API (written from the API notes).
#ifndef Defs_hh
#define Defs_hh

#include "Utils.hh"

#define GAME_NAME OrkIsland
#define VERSION "1.0"

#endif
