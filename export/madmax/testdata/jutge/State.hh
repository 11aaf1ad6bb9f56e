// Compile-test stub of the Mad Max player API (written from the API notes).
// Every query is const, as in the original; invalid arguments warn on cerr
// (which fails the export tests) and return the documented defaults.
#ifndef State_hh
#define State_hh

#include "Structs.hh"

class State {
 public:
  int round() const { return stub_round_; }
  Cell cell(int i, int j) const {
    if (i < 0 or i >= stub_rows_ or j < 0 or j >= stub_cols_) {
      stub_warn("cell requested for position", i, j);
      return Cell(); // looks like an empty walkable Desert
    }
    return stub_cells_[i * stub_cols_ + j];
  }
  Cell cell(Pos p) const { return cell(p.i, p.j); }
  int nb_units() const { return int(stub_units_.size()); }
  Unit unit(int id) const {
    if (id < 0 or id >= nb_units()) { stub_warn("unit requested for identifier", id); return Unit(); }
    return stub_units_[id];
  }
  int num_cities(int pl) const {
    if (pl < 0 or pl >= int(stub_num_cities_.size())) { stub_warn("score requested for player", pl); return -1; }
    return stub_num_cities_[pl];
  }
  int total_score(int pl) const {
    if (pl < 0 or pl >= int(stub_score_.size())) { stub_warn("total score requested for player", pl); return -1; }
    return stub_score_[pl];
  }
  double status(int pl) const {
    if (pl < 0 or pl >= int(stub_score_.size())) { stub_warn("status requested for player", pl); return -2; }
    return 0;
  }
  vector<int> warriors(int pl) const { return of_type(pl, Warrior, "warriors requested for player"); }
  vector<int> cars(int pl) const { return of_type(pl, Car, "cars requested for player"); }
  // The owner's turn (round % 4), or a car with fuel on a Road cell; false
  // for an invalid id, without a warning.
  bool can_move(int id) const {
    if (id < 0 or id >= nb_units()) return false;
    const Unit& u = stub_units_[id];
    if (u.player == stub_round_ % 4) return true;
    return u.type == Car and u.food > 0 and stub_cells_[u.pos.i * stub_cols_ + u.pos.j].type == Road;
  }

  virtual ~State() {}

  // Stub only: filled by the harness (replay.hh).
  int stub_round_, stub_rows_, stub_cols_;
  vector<int> stub_score_, stub_num_cities_;
  vector<Cell> stub_cells_;
  vector<Unit> stub_units_;
  mutable int stub_warnings_;

  State() : stub_round_(0), stub_rows_(0), stub_cols_(0), stub_warnings_(0) {}

 protected:
  void stub_warn(const char* what, int a, int b = -1000000) const {
    ++stub_warnings_;
    cerr << "warning: " << what << " " << a;
    if (b != -1000000) cerr << " " << b;
    cerr << endl;
  }

 private:
  vector<int> of_type(int pl, UnitType t, const char* what) const {
    vector<int> v;
    if (pl < 0 or pl >= int(stub_score_.size())) { stub_warn(what, pl); return v; }
    for (int id = 0; id < nb_units(); ++id)
      if (stub_units_[id].player == pl and stub_units_[id].type == t) v.push_back(id);
    return v;
  }
};

#endif
