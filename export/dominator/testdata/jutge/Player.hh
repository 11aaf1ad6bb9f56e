// Compile-test stub of the Dominator player API (written from the API notes).
#ifndef Player_hh
#define Player_hh

#include "Info.hh"
#include "Action.hh"
#include "Random.hh"
#include "Registry.hh"

// There is no me(): the state a player sees is rotated so that it is player
// 0 (its seat is private to the original Player).
class Player : public Info, public Random_generator, public Action {
 public:
  virtual void play() = 0;
  virtual ~Player() {}

 protected:
  // Stub only: the original drops a repeated order for a unit at once (the
  // first stands) and, when the round is resolved, an order for an id out
  // of range, a unit the player does not own, a direction outside 0..8 or a
  // diagonal one for a farmer or a witch; each with a warning, which the
  // harness counts.
  bool stub_accept(const Movement& m) {
    for (size_t k = 0; k < stub_commands_.size(); ++k)
      if (stub_commands_[k].id == m.id) {
        stub_warn("action already requested for unit");
        return false;
      }
    if (m.id < 0 or m.id >= nb_units()) stub_warn("id out of range");
    else if (stub_units_[m.id].player != 0) stub_warn("not own unit");
    else if (int(m.dir) < 0 or int(m.dir) > 8) stub_warn("direction not valid");
    else if (int(m.dir) % 2 == 1 and stub_units_[m.id].type != Knight) stub_warn("not horizontal or vertical dir");
    return true;
  }
};

#endif
