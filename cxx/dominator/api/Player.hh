// The Dominator player API (Dominator 4.0) for edagym's cxx: seats: what a
// player file includes. The class Player is cxx/common/PlayerBase.hh.
#ifndef Player_hh
#define Player_hh

#include "Info.hh"
#include "Action.hh"

#define EDAGYM_NO_ME  // the state is rotated so that the player is player 0
#include "PlayerBase.hh"

#endif
