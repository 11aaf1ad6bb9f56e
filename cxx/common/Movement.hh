// Movement.hh: the orders of the three games whose Action is
// command(Movement) (Dominator, Mad Max, Moria: their player-api.md §2.5),
// included by each one's Action.hh. Checked at once, in this order: every
// call counts, and the 1001st in a round aborts the player; a repeat for a
// unit that has an accepted order is dropped with a warning (the first
// stands, even an invalid one: the engine drops that when the round is
// resolved). Where the game's Action.hh defines EDAGYM_CHECKS_DIRECTION
// (Moria), a direction outside 0..8 is then dropped with a warning and
// leaves the unit's slot free for a later order.
#ifndef Movement_hh
#define Movement_hh

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
  void command(Movement m) {
    if (not edagym_orders_.open(m.id, "ERROR: Too many commands.", "action")) return;
#ifdef EDAGYM_CHECKS_DIRECTION
    if (int(m.dir) < 0 or int(m.dir) > 8) {
      cerr << "warning: wrong direction " << int(m.dir) << endl;
      return;
    }
#endif
    edagym_orders_.add(m.id, int(m.dir));
  }
  void command(int id, Dir dir) { command(Movement(id, dir)); }

  virtual ~Action() {}

  // edagym: this round's orders, read by the runner after play().
  edagym::Orders edagym_orders_;
};

#endif
