// Compile-test stub of the Mad Max player API (written from the API notes).
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
  // command records every call; the original aborts on the call past 1000
  // in a round (ERROR: Too many commands.).
  void command(Movement m) {
    stub_calls_++;
    _my_assert(stub_calls_ <= 1000, "Too many commands.");
    stub_commands_.push_back(m);
    stub_order(m);
  }
  void command(int id, Dir dir) { command(Movement(id, dir)); }
  virtual ~Action() {}

  // Stub only: the commands of the current play(), cleared by the harness,
  // and the check of each (Player: what the engine would warn about).
  int stub_calls_;
  vector<Movement> stub_commands_;
  virtual void stub_order(const Movement&) {}
  Action() : stub_calls_(0) {}
};

#endif
