// The Moria player API (Moria 1.1) for edagym's cxx: seats: the
// orders (moria-player-api.md §2.5): command(Movement), shared with the
// other games that order by Movement (cxx/common/Movement.hh).
#ifndef Action_hh
#define Action_hh

#define EDAGYM_CHECKS_DIRECTION  // unlike the other games: Movement.hh

#include "Movement.hh"

#endif
