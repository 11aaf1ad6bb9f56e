// edagym.hh: what edagym adds to a game's Jutge API for its cxx: seats and
// a player file sees (through Player.hh): only the namespace edagym, made
// of the headers the originals' Utils.hh already includes, so that a file
// that compiles against the original API compiles here, and no name of it
// clashes with one of ours. The runner's own code (main.cc, io.hh,
// view.hh) is never in a player's translation unit.
#ifndef edagym_hh
#define edagym_hh

#include <iostream>
#include <vector>

namespace edagym {

// kMaxCalls is the statements' limit: the call past 1000 to the order
// function in one round aborts the player.
enum { kMaxCalls = 1000 };

struct Order {
  int id, dir;
  Order(int id, int dir) : id(id), dir(dir) {}
};

// too_many ends a player that called the order function more than
// kMaxCalls times in a round, as the originals' assertion does: message on
// cerr, then the runner reports it to the engine and the process ends
// (defined in main.cc).
void too_many(const char* message);

// warn writes the originals' warning for an invalid query, "warning: WHAT
// V", on cerr. Out of line, so that the queries a player calls in its
// loops (cell, unit) stay small enough to inline.
template <class T>
__attribute__((noinline)) void warn(const char* what, const T& v) {
  std::cerr << "warning: " << what << " " << v << std::endl;
}

// Orders is one round's orders as every original records them: each call
// counts; a unit's first recorded order stands (the originals keep it even
// when it is invalid, except Moria's, which drops a bad direction before it
// takes the unit's slot: the game's Action decides what to record).
class Orders {
 public:
  Orders() : calls_(0) {}

  // begin starts a round of a game with units unit ids.
  void begin(int units) {
    for (size_t k = 0; k < list_.size(); ++k)
      if (list_[k].id >= 0 and list_[k].id < int(seen_.size())) seen_[list_[k].id] = 0;
    list_.clear();
    calls_ = 0;
    if (int(seen_.size()) != units) seen_.assign(units < 0 ? 0 : units, 0);
  }

  // call counts one call of the order function; the one past kMaxCalls
  // ends the player with message.
  void call(const char* message) {
    if (++calls_ > kMaxCalls) too_many(message);
  }

  // open counts a call of the order function for unit id and reports
  // whether the unit may still take an order: not when it already has one
  // (the call is then dropped with the original's warning, "warning: WHAT
  // already requested for unit ID"). The call past kMaxCalls ends the
  // player with message.
  bool open(int id, const char* message, const char* what) {
    call(message);
    if (not has(id)) return true;
    std::cerr << "warning: " << what << " already requested for unit " << id << std::endl;
    return false;
  }

  // has reports whether unit id already has an order this round.
  bool has(int id) const {
    if (id >= 0 and id < int(seen_.size())) return seen_[id] != 0;
    for (size_t k = 0; k < list_.size(); ++k)
      if (list_[k].id == id) return true;
    return false;
  }

  // add records an order for a unit that has none.
  void add(int id, int dir) {
    if (id >= 0 and id < int(seen_.size())) seen_[id] = 1;
    list_.push_back(Order(id, dir));
  }

  const std::vector<Order>& list() const { return list_; }
  int calls() const { return calls_; }

 private:
  std::vector<Order> list_;
  std::vector<char> seen_;
  int calls_;
};

}  // namespace edagym

#endif
