// The Ork Island player API (OrkIsland 1.0) for edagym's cxx: seats: what a
// player file includes.
#ifndef Player_hh
#define Player_hh

#include "Defs.hh"
#include "Info.hh"
#include "Action.hh"
#include "Random.hh"
#include "Registry.hh"

class Player : public Info, public Random_generator, public Action {
 public:
  // Not const, as in the original.
  int me() { return edagym_me_; }

  virtual void play() = 0;

  Player() : edagym_me_(0) {}
  virtual ~Player() {}

  // edagym: the seat, set by the runner after the constructor.
  void edagym_seat(int me) { edagym_me_ = me; }

 private:
  int edagym_me_;
};

#endif
