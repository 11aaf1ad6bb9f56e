// The Dominator player API (Dominator 4.0) for edagym's cxx: seats: what a
// player file includes. There is no me(): the state is rotated so that the
// player is player 0.
#ifndef Player_hh
#define Player_hh

#include "Info.hh"
#include "Action.hh"
#include "Random.hh"
#include "Registry.hh"

class Player : public Info, public Random_generator, public Action {
 public:
  virtual void play() = 0;

  virtual ~Player() {}

  // edagym: the seat is not shown to the player (the view is rotated).
  void edagym_seat(int) {}
};

#endif
