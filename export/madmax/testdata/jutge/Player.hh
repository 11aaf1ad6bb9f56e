// Compile-test stub of the Mad Max player API (written from the API notes).
#ifndef Player_hh
#define Player_hh

#include "Info.hh"
#include "Action.hh"
#include "Random.hh"
#include "Registry.hh"

class Player : public Info, public Random_generator, public Action {
 public:
  int me() const { return stub_me_; } // const in Mad Max
  virtual void play() = 0;
  virtual ~Player() {}

  // Stub only: set by the harness.
  int stub_me_;
  Player() : stub_me_(0) {}

  // What the original warns about for an order: a repeat at once, the rest
  // when the round is resolved (id out of range, not my unit, a direction
  // outside 0..8, a unit that cannot move; None is dropped silently first).
  void stub_order(const Movement& m) {
    for (size_t k = 0; k + 1 < stub_commands_.size(); ++k)
      if (stub_commands_[k].id == m.id) {
        stub_warn("action already requested for unit", m.id);
        return;
      }
    if (m.id < 0 or m.id >= nb_units()) stub_warn("id out of range :", m.id);
    else if (stub_units_[m.id].player != me()) stub_warn("not own unit:", m.id, stub_units_[m.id].player);
    else if (not dir_ok(m.dir)) stub_warn("direction not valid:", int(m.dir));
    else if (m.dir != None and not can_move(m.id)) stub_warn("cannot move:", m.id, round());
  }
};

#endif
