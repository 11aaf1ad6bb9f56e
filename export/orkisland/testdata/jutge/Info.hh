// Compile-test stub of the Ork Island player API (written from the API notes).
#ifndef Info_hh
#define Info_hh

#include "Settings.hh"
#include "State.hh"

class Info : public Settings, public State {};

#endif
