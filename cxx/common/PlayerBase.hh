// PlayerBase.hh: the class Player every player file derives from, as the
// originals declare it (Info, Random_generator, Action), included by each
// game's Player.hh after its Info.hh and Action.hh. The seat's me() is
// const unless the game's Player.hh defines EDAGYM_ME_NOT_CONST (Ork
// Island), and absent where it defines EDAGYM_NO_ME (Dominator: the state
// is rotated so that the player is player 0).
#ifndef PlayerBase_hh
#define PlayerBase_hh

#include "Random.hh"
#include "Registry.hh"

class Player : public Info, public Random_generator, public Action {
 public:
#if defined(EDAGYM_NO_ME)
#elif defined(EDAGYM_ME_NOT_CONST)
  int me() { return edagym_me_; }
#else
  int me() const { return edagym_me_; }
#endif

  virtual void play() = 0;

  Player() : edagym_me_(0) {}
  virtual ~Player() {}

  // edagym: the seat, set by the runner after the constructor.
  void edagym_seat(int me) { edagym_me_ = me; }

 private:
  int edagym_me_;
};

#endif
