// The Mad Max player API (Mad_Max 1.6) for edagym's cxx: seats: the state
// a player sees (madmax-player-api.md §2.1), a fresh copy of the start of
// the round before every play(); every query is const and returns a copy.
// An invalid argument prints the original's warning on cerr and returns
// its default.
#ifndef State_hh
#define State_hh

#include "Structs.hh"
#include "edagym.hh"

class State {
 public:
  int round() const { return edagym_round_; }

  // Off the board: a default Cell (a Desert: it looks walkable).
  Cell cell(Pos p) const { return cell(p.i, p.j); }
  Cell cell(int i, int j) const {
    if (not edagym_in(i, j)) {
      edagym::warn("cell requested for position", Pos(i, j));
      return Cell();
    }
    return edagym_cells_[i * edagym_cols_ + j];
  }

  int nb_units() const { return int(edagym_units_.size()); }

  Unit unit(int id) const {
    if (id < 0 or id >= nb_units()) {
      edagym::warn("unit requested for identifier", id);
      return Unit();
    }
    return edagym_units_[id];
  }

  // The cities team pl owns now.
  int num_cities(int pl) const {
    if (not edagym_player(pl)) {
      cerr << "warning: score requested for player " << pl << endl;
      return -1;
    }
    return edagym_cities_[pl];
  }

  int total_score(int pl) const {
    if (not edagym_player(pl)) {
      cerr << "warning: total score requested for player " << pl << endl;
      return -1;
    }
    return edagym_total_[pl];
  }

  // Share of the CPU limit used: 0, as in a local Game.
  double status(int pl) const {
    if (not edagym_player(pl)) {
      cerr << "warning: status requested for player " << pl << endl;
      return -2;
    }
    return 0;
  }

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

  State() : edagym_round_(0), edagym_rows_(0), edagym_cols_(0), edagym_dirty_(false) {}
  virtual ~State() {}

  // edagym: filled by the runner before every play() (view.hh).
  int edagym_round_, edagym_rows_, edagym_cols_;
  vector<Cell> edagym_cells_;
  vector<Unit> edagym_units_;
  bool edagym_dirty_;  // the player changed its copy: restore it whole
  vector<int> edagym_cities_, edagym_total_;
  vector<int> edagym_lists_[2][4];  // per unit type and team, ascending

 protected:
  bool edagym_player(int pl) const { return pl >= 0 and pl < int(edagym_total_.size()) and pl < 4; }
  bool edagym_in(int i, int j) const { return i >= 0 and i < edagym_rows_ and j >= 0 and j < edagym_cols_; }

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
