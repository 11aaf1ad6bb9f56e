// The Mad Max player API (Mad_Max 1.6) for edagym's cxx: seats: the
// orders (madmax-player-api.md §2.5): command(Movement), shared with the
// other games that order by Movement (cxx/common/Movement.hh).
#ifndef Action_hh
#define Action_hh

#include "Movement.hh"

#endif
