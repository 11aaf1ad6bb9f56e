// The Ork Island player API (OrkIsland 1.0) for edagym's cxx: seats: the
// commands (orkisland-player-api.md §2.5).
#ifndef Action_hh
#define Action_hh

#include "Structs.hh"
#include "edagym.hh"

// No default constructor, as in the original.
struct Command {
  int id;
  Dir dir;
  Command(int id, Dir dir) : id(id), dir(dir) {}
};

class Action {
 public:
  // Every call counts: the one past 1000 in a round aborts the player. A
  // later command for a unit that has one is ignored with a warning; the
  // first stands, also an invalid one (the engine drops it when the round
  // is resolved).
  void execute(Command m) {
    if (edagym_orders_.open(m.id, "error: Too many commands.", "command")) edagym_orders_.add(m.id, int(m.dir));
  }

  virtual ~Action() {}

  // edagym: this round's commands, read by the runner after play().
  edagym::Orders edagym_orders_;
};

#endif
