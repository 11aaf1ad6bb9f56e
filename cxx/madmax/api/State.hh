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

  vector<int> warriors(int pl) const { return edagym_list(pl, Warrior, "warriors"); }
  vector<int> cars(int pl) const { return edagym_list(pl, Car, "cars"); }

  // The unit's team has its turn (round() % 4), or it is a car with fuel
  // on a Road. False, without a warning, for an invalid id.
  bool can_move(int id) const {
    if (id < 0 or id >= nb_units()) return false;
    const Unit& u = edagym_units_[id];
    if (u.player == edagym_round_ % 4) return true;
    return u.type == Car and u.food > 0 and edagym_in(u.pos.i, u.pos.j) and
           edagym_cells_[u.pos.i * edagym_cols_ + u.pos.j].type == Road;
  }

  State() : edagym_dirty_(false) {}
  virtual ~State() {}

  // edagym: filled by the runner before every play() (view.hh).
  bool edagym_dirty_;  // the player changed its copy: restore it whole
  vector<int> edagym_cities_, edagym_total_;
  vector<int> edagym_lists_[2][4];  // per unit type and team, ascending

 protected:
  bool edagym_player(int pl) const { return pl >= 0 and pl < int(edagym_total_.size()) and pl < 4; }

 private:
  vector<int> edagym_list(int pl, UnitType t, const char* what) const {
    if (not edagym_player(pl)) {
      cerr << "warning: " << what << " requested for player " << pl << endl;
      return vector<int>();
    }
    return edagym_lists_[t][pl];
  }
};

#endif
