// Compile-test stub of the Moria player API (written from the API notes).
// Every query is const and returns a copy; an invalid argument prints the
// original's warning (and counts it in stub_warnings_) and returns what the
// original returns: a default Cell (a free Cave) off the board, a default
// Unit (a Dwarf of player -1 at (-1, -1)) for a dead or unknown unit, -1
// for a count of an invalid player, empty lists.
#ifndef State_hh
#define State_hh

#include "Structs.hh"

class State {
 public:
  int round() const { return stub_round_; }
  Cell cell(Pos p) const { return cell(p.i, p.j); }
  Cell cell(int i, int j) const {
    if (i < 0 or i >= stub_rows_ or j < 0 or j >= stub_cols_) {
      stub_warn("cell requested for position (" + int_to_string(i) + ", " + int_to_string(j) + ")");
      return Cell();
    }
    return stub_cells_[i * stub_cols_ + j];
  }
  int nb_units() const { return int(stub_units_.size()); }
  // Valid for a living unit (health > 0) or the Balrog.
  Unit unit(int id) const {
    if (id < 0 or id >= nb_units() or (stub_units_[id].health <= 0 and stub_units_[id].type != Balrog)) {
      stub_warn("unit requested for identifier " + int_to_string(id));
      return Unit();
    }
    return stub_units_[id];
  }
  int nb_cells(int pl) const {
    if (not stub_player_ok(pl)) {
      stub_warn("num_cells requested for player " + int_to_string(pl));
      return -1;
    }
    return stub_nb_cells_[pl];
  }
  int nb_treasures(int pl) const {
    if (not stub_player_ok(pl)) {
      stub_warn("treasures requested for player " + int_to_string(pl));
      return -1;
    }
    return stub_nb_treasures_[pl];
  }
  // -1 for an invalid player (not -2 as in the other games).
  double status(int pl) const {
    if (not stub_player_ok(pl)) {
      stub_warn("status requested for player " + int_to_string(pl));
      return -1;
    }
    return 0;
  }
  vector<int> dwarves(int pl) const { return stub_list(pl, Dwarf, "dwarves"); }
  vector<int> wizards(int pl) const { return stub_list(pl, Wizard, "wizards"); }
  // The orcs alive now (empty at round 0).
  vector<int> orcs() const {
    vector<int> v;
    for (int id = 0; id < nb_units(); ++id)
      if (stub_units_[id].type == Orc and stub_units_[id].health > 0) v.push_back(id);
    return v;
  }
  vector<int> trolls() const {
    vector<int> v;
    for (int id = 0; id < nb_units(); ++id)
      if (stub_units_[id].type == Troll) v.push_back(id);
    return v;
  }
  int balrog_id() const {
    for (int id = 0; id < nb_units(); ++id)
      if (stub_units_[id].type == Balrog) return id;
    return -1;
  }

  virtual ~State() {}

  // Stub only: filled by the harness (replay.hh).
  int stub_round_, stub_rows_, stub_cols_;
  vector<int> stub_nb_cells_, stub_nb_treasures_;
  vector<Cell> stub_cells_;
  vector<Unit> stub_units_;
  mutable int stub_warnings_;

  State() : stub_round_(0), stub_rows_(0), stub_cols_(0), stub_warnings_(0) {}

  void stub_warn(const string& what) const {
    ++stub_warnings_;
    cerr << "warning: " << what << endl;
  }

 private:
  bool stub_player_ok(int pl) const { return pl >= 0 and pl < int(stub_nb_cells_.size()); }
  vector<int> stub_list(int pl, UnitType t, const char* what) const {
    vector<int> v;
    if (not stub_player_ok(pl)) {
      stub_warn(string(what) + " requested for player " + int_to_string(pl));
      return v;
    }
    for (int id = 0; id < nb_units(); ++id)
      if (stub_units_[id].type == t and stub_units_[id].player == pl) v.push_back(id);
    return v;
  }
};

#endif
