// Compile-test stub of the Moria player API (written from the API notes).
#ifndef Player_hh
#define Player_hh

#include "Info.hh"
#include "Action.hh"
#include "Random.hh"
#include "Registry.hh"

class Player : public Info, public Random_generator, public Action {
 public:
  int me() const { return stub_me_; }
  virtual void play() = 0;
  virtual ~Player() {}

  // Stub only: set by the harness.
  int stub_me_;
  Player() : stub_me_(0) {}

  void stub_action_warn(const string& what) { stub_warn(what); }
  // What the original checks at resolution, as warnings.
  void stub_resolve_(const Movement& m) {
    if (m.id < 0 or m.id >= nb_units() or (stub_units_[m.id].health <= 0 and stub_units_[m.id].type != Balrog)) {
      stub_warn("id out of range or dead unit:" + int_to_string(m.id));
      return;
    }
    const Unit& u = stub_units_[m.id];
    if (u.player != me()) {
      stub_warn("not own unit: " + int_to_string(m.id) + " " + int_to_string(u.player) + " " + int_to_string(me()));
      return;
    }
    if (u.type == Wizard and int(m.dir) % 2 == 1) stub_warn("direction not valid for a wizard: " + int_to_string(int(m.dir)));
  }
};

#endif
