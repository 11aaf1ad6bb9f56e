// The Mad Max player API (Mad_Max 1.6) for edagym's cxx: seats: the state
// a player sees (madmax-player-api.md §2.1), a fresh copy of the start of
// the round before every play(); every query is const and returns a copy.
// An invalid argument prints the original's warning on cerr and returns
// its default.
#ifndef State_hh
#define State_hh

#include "Structs.hh"
#include "GridState.hh"

class State : public edagym_GridState<Cell, Unit> {
 public:
  // The cities team pl owns now.
  int num_cities(int pl) const { return edagym_of_player(edagym_player(pl), edagym_cities_, pl, "score", -1); }

  int total_score(int pl) const { return edagym_of_player(edagym_player(pl), edagym_total_, pl, "total score", -1); }

  // Share of the CPU limit used: 0, as in a local Game.
  double status(int pl) const { return edagym_status(edagym_player(pl), pl, -2); }

  vector<int> warriors(int pl) const { return edagym_of_player(edagym_player(pl), edagym_lists_[Warrior], pl, "warriors", vector<int>()); }
  vector<int> cars(int pl) const { return edagym_of_player(edagym_player(pl), edagym_lists_[Car], pl, "cars", vector<int>()); }

  // The unit's team has its turn (round() % 4), or it is a car with fuel
  // on a Road. False, without a warning, for an invalid id.
  bool can_move(int id) const {
    if (id < 0 or id >= nb_units()) return false;
    const Unit& u = edagym_units_[id];
    if (u.player == edagym_round_ % 4) return true;
    return u.type == Car and u.food > 0 and edagym_in(u.pos.i, u.pos.j) and
           edagym_cells_[u.pos.i * edagym_cols_ + u.pos.j].type == Road;
  }

  State() {}
  virtual ~State() {}

  // edagym: filled by the runner before every play() (view.hh).
  vector<int> edagym_cities_, edagym_total_;
  vector<int> edagym_lists_[2][4];  // per unit type and team, ascending

  // edagym_refresh_lists makes the lists from the units.
  void edagym_refresh_lists() {
    for (int t = 0; t < 2; ++t)
      for (int p = 0; p < 4; ++p) edagym_lists_[t][p].clear();
    for (int id = 0; id < nb_units(); ++id) {
      const Unit& u = edagym_units_[id];
      if (ut_ok(u.type) and u.player >= 0 and u.player < 4) edagym_lists_[u.type][u.player].push_back(id);
    }
  }

 protected:
  bool edagym_player(int pl) const { return pl >= 0 and pl < int(edagym_total_.size()) and pl < 4; }
};

#endif
