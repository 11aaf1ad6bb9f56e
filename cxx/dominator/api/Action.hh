// The Dominator player API (Dominator 4.0) for edagym's cxx: seats: the
// orders (dominator-player-api.md §2.5), in the player's own frame.
#ifndef Action_hh
#define Action_hh

#include "Structs.hh"
#include "edagym.hh"

// No default constructor, as in the original.
struct Movement {
  int id;
  Dir dir;
  Movement(int id, Dir dir) : id(id), dir(dir) {}
};

class Action {
 public:
  // Every call counts: the 1001st in a round aborts the player. A repeat
  // for a unit that has an order is dropped with a warning; the first
  // stands, even an invalid one (the engine drops that when the round is
  // resolved).
  void command(Movement m) {
    edagym_orders_.call("ERROR: Too many commands.");
    if (edagym_orders_.has(m.id)) {
      cerr << "warning: action already requested for unit " << m.id << endl;
      return;
    }
    edagym_orders_.add(m.id, int(m.dir));
  }
  void command(int id, Dir dir) { command(Movement(id, dir)); }

  virtual ~Action() {}

  // edagym: this round's orders, read by the runner after play().
  edagym::Orders edagym_orders_;
};

#endif
