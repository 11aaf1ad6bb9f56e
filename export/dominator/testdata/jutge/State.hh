// Compile-test stub of the Dominator player API (written from the API notes).
// The state is the rotated view one seat sees (the player is always player
// 0), filled by replay.hh from the dump the Go tests write.
#ifndef State_hh
#define State_hh

#include "Structs.hh"

class State {
 public:
  int round() const { return stub_round_; }
  // Off the board: a default Cell (Empty, so it looks walkable) and a warning.
  Cell cell(Pos p) const { return cell(p.i, p.j); }
  Cell cell(int i, int j) const {
    if (i < 0 or i >= stub_n_ or j < 0 or j >= stub_n_) {
      stub_warn("cell requested for position");
      return Cell();
    }
    return stub_cells_[i * stub_n_ + j];
  }
  int nb_units() const { return int(stub_units_.size()); }
  Unit unit(int id) const {
    if (id < 0 or id >= nb_units()) {
      stub_warn("unit requested for identifier");
      return Unit();
    }
    return stub_units_[id];
  }
  int land(int pl) const {
    if (pl < 0 or pl >= 4) { stub_warn("score requested for player"); return -1; }
    return stub_land_[pl];
  }
  int total_score(int pl) const {
    if (pl < 0 or pl >= 4) { stub_warn("total score requested for player"); return -1; }
    return stub_total_[pl];
  }
  double status(int pl) const {
    if (pl < 0 or pl >= 4) { stub_warn("status requested for player"); return -2; }
    return 0;
  }
  // Not const, as in the original.
  vector<int> farmers(int pl) { return stub_list(pl, 0, "farmers requested for player"); }
  vector<int> knights(int pl) { return stub_list(pl, 1, "knights requested for player"); }
  vector<int> witches(int pl) { return stub_list(pl, 2, "witches requested for player"); }

  // Public in the original, of no use to a player: here any call is a warning
  // (so that the tests fail), and the names hide others as they do there.
  void update_vectors_by_player() { stub_warn("update_vectors_by_player called"); }
  void update_haunted() { stub_warn("update_haunted called"); }
  State rotate(int) const {
    stub_warn("rotate called");
    return *this;
  }

  virtual ~State() {}

  // Stub only: filled by the harness.
  int stub_round_, stub_n_;
  vector<Cell> stub_cells_;
  vector<Unit> stub_units_;
  int stub_land_[4], stub_total_[4];
  vector<int> stub_lists_[4][3]; // per view player: farmers, knights, witches
  mutable int stub_warnings_;

  State() : stub_round_(0), stub_n_(0), stub_warnings_(0) {
    for (int k = 0; k < 4; ++k) stub_land_[k] = stub_total_[k] = 0;
  }

 protected:
  void stub_warn(const char* what) const {
    ++stub_warnings_;
    cerr << "warning: " << what << endl;
  }

 private:
  vector<int> stub_list(int pl, int t, const char* what) const {
    if (pl < 0 or pl >= 4) {
      stub_warn(what);
      return vector<int>();
    }
    return stub_lists_[pl][t];
  }
};

#endif
