// Compile-test stub of the Moria player API (written from the API notes).
#ifndef Action_hh
#define Action_hh

#include "Structs.hh"

// No default constructor, as in the original.
struct Movement {
  int id;
  Dir dir;
  Movement(int id, Dir dir) : id(id), dir(dir) {}
};

class Action {
 public:
  // command checks what the original checks at once, in its order: the
  // 1001st call of a round aborts; a repeat for a unit that already has an
  // accepted order is dropped with a warning; a direction outside 0..8 is
  // dropped with a warning (the unit keeps its slot). Stub only: what the
  // original checks when the round is resolved (a dead or unknown unit, a
  // unit not mine, a diagonal for a wizard) is checked here too
  // (stub_resolve_, a warning each).
  void command(Movement m) {
    ++stub_calls_;
    if (stub_calls_ > 1000) {
      cerr << "ERROR: Too many commands." << endl;
      abort();
    }
    for (size_t k = 0; k < stub_commands_.size(); ++k)
      if (stub_commands_[k].id == m.id) {
        stub_action_warn("action already requested for unit " + int_to_string(m.id));
        return;
      }
    if (int(m.dir) < 0 or int(m.dir) > 8) {
      stub_action_warn("wrong direction " + int_to_string(int(m.dir)));
      return;
    }
    stub_commands_.push_back(m);
    stub_resolve_(m);
  }
  void command(int id, Dir dir) { command(Movement(id, dir)); }
  virtual ~Action() {}

  // Stub only: the calls and accepted commands of the current play(),
  // cleared by the harness.
  int stub_calls_;
  vector<Movement> stub_commands_;
  Action() : stub_calls_(0) {}
  virtual void stub_action_warn(const string& what) = 0;
  virtual void stub_resolve_(const Movement& m) = 0;
};

#endif
