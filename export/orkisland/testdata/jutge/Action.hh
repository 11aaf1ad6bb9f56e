// Compile-test stub of the Ork Island player API (written from the API notes).
#ifndef Action_hh
#define Action_hh

#include "Structs.hh"

struct Command {
  int id;
  Dir dir;
  Command(int id, Dir dir) : id(id), dir(dir) {}
};

class Action {
 public:
  // execute records every call; the original aborts on the call past 1000.
  void execute(Command m) {
    stub_calls_++;
    assert(stub_calls_ <= 1000);
    stub_commands_.push_back(m);
  }
  virtual ~Action() {}

  // Stub only: the commands of the current play(), cleared by the harness.
  int stub_calls_;
  vector<Command> stub_commands_;
  Action() : stub_calls_(0) {}
};

#endif
