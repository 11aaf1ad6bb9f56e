// The Ork Island player API (OrkIsland 1.0) for edagym's cxx: seats.
#ifndef Info_hh
#define Info_hh

#include "Settings.hh"
#include "State.hh"

class Info : public Settings, public State {};

#endif
