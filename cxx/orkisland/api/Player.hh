// The Ork Island player API (OrkIsland 1.0) for edagym's cxx: seats: what a
// player file includes. The class Player is cxx/common/PlayerBase.hh.
#ifndef Player_hh
#define Player_hh

#include "Defs.hh"
#include "Info.hh"
#include "Action.hh"

#define EDAGYM_ME_NOT_CONST  // as in the original
#include "PlayerBase.hh"

#endif
