// Compile-test stub of the Ork Island player API (written from the API notes).
#ifndef State_hh
#define State_hh

#include "Structs.hh"

class State {
 public:
  typedef vector<Pos> City;
  typedef pair<pair<int, int>, vector<Pos> > Path;

  int round() const { return stub_round_; }
  int total_score(int pl) const {
    if (pl < 0 or pl >= int(stub_score_.size())) { stub_warn("total_score"); return -1; }
    return stub_score_[pl];
  }
  double status(int pl) const {
    if (pl < 0 or pl >= int(stub_score_.size())) { stub_warn("status"); return -2; }
    return 0;
  }
  Cell cell(int i, int j) const {
    if (i < 0 or i >= stub_rows_ or j < 0 or j >= stub_cols_) { stub_warn("cell"); return Cell(); }
    return stub_cells_[i * stub_cols_ + j];
  }
  Cell cell(Pos p) const { return cell(p.i, p.j); }
  int nb_units() const { return int(stub_units_.size()); }
  Unit unit(int id) const {
    if (id < 0 or id >= nb_units()) { stub_warn("unit"); return Unit(); }
    return stub_units_[id];
  }
  int nb_cities() const { return int(stub_cities_.size()); }
  City city(int id) const {
    if (id < 0 or id >= nb_cities()) { stub_warn("city"); return City(); }
    return stub_cities_[id];
  }
  int city_owner(int id) const {
    if (id < 0 or id >= nb_cities()) { stub_warn("city_owner"); return -1; }
    return stub_city_owner_[id];
  }
  int nb_paths() const { return int(stub_paths_.size()); }
  Path path(int id) const {
    if (id < 0 or id >= nb_paths()) { stub_warn("path"); return Path(); }
    return stub_paths_[id];
  }
  int path_owner(int id) const {
    if (id < 0 or id >= nb_paths()) { stub_warn("path_owner"); return -1; }
    return stub_path_owner_[id];
  }
  vector<int> orks(int pl) {
    vector<int> v;
    if (pl < 0 or pl >= int(stub_score_.size())) { stub_warn("orks"); return v; }
    for (int id = 0; id < nb_units(); ++id)
      if (stub_units_[id].player == pl) v.push_back(id);
    return v;
  }

  virtual ~State() {}

  // Stub only: filled by the harness.
  int stub_round_, stub_rows_, stub_cols_;
  vector<int> stub_score_;
  vector<Cell> stub_cells_;
  vector<Unit> stub_units_;
  vector<City> stub_cities_;
  vector<int> stub_city_owner_;
  vector<Path> stub_paths_;
  vector<int> stub_path_owner_;
  mutable int stub_warnings_;

  State() : stub_round_(0), stub_rows_(0), stub_cols_(0), stub_warnings_(0) {}

 private:
  void stub_warn(const char* what) const {
    ++stub_warnings_;
    cerr << "warning: invalid argument to " << what << endl;
  }
};

#endif
