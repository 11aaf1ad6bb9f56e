// The Dominator player API (Dominator 4.0) for edagym's cxx: seats: the
// orders (dominator-player-api.md §2.5), in the player's own frame: command(Movement), shared with the
// other games that order by Movement (cxx/common/Movement.hh).
#ifndef Action_hh
#define Action_hh

#include "Movement.hh"

#endif
