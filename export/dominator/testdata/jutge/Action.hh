// Compile-test stub of the Dominator player API (written from the API notes).
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
  // command records every call. The original aborts on the 1001st call of a
  // round.
  void command(Movement m) {
    stub_calls_++;
    _my_assert(stub_calls_ <= 1000, "Too many commands.");
    if (stub_accept(m)) stub_commands_.push_back(m);
  }
  void command(int id, Dir dir) { command(Movement(id, dir)); }
  virtual ~Action() {}

  // Stub only: the commands of the current play(), cleared by the harness.
  int stub_calls_;
  vector<Movement> stub_commands_;
  Action() : stub_calls_(0) {}

 protected:
  // Stub only: Player checks an order against the state, warns as the
  // original would, and returns false for one the original drops at once.
  virtual bool stub_accept(const Movement& m) = 0;
};

#endif
