// Compile-test stub of the Ork Island player API (written from the API notes).
#ifndef Player_hh
#define Player_hh

#include "Defs.hh"
#include "Info.hh"
#include "Action.hh"
#include "Random.hh"
#include "Registry.hh"

class Player : public Info, public Random_generator, public Action {
 public:
  int me() { return stub_me_; }
  virtual void play() = 0;
  virtual ~Player() {}

  // Stub only: set by the harness.
  int stub_me_;
  Player() : stub_me_(0) {}
};

#endif
