// The Mad Max player API (Mad_Max 1.6) for edagym's cxx: seats: what a
// player file includes. The class Player is cxx/common/PlayerBase.hh.
#ifndef Player_hh
#define Player_hh

#include "Info.hh"
#include "Action.hh"

#include "PlayerBase.hh"

#endif
