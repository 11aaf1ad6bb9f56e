// The Moria player API (Moria 1.1) for edagym's cxx: seats: the state a
// player sees (moria-player-api.md §2.2), a fresh copy of the start of the
// round before every play(); every query is const and returns a copy. An
// invalid argument prints the original's warning on cerr and returns its
// default.
#ifndef State_hh
#define State_hh

#include "Structs.hh"
#include "GridState.hh"

class State : public edagym_GridState<Cell, Unit> {
 public:
  // Rounds already played: 0 in the first play().

  // The unit table, dead orcs' slots included.
  // Valid for a living unit (health > 0) or the Balrog; a dead orc's id
  // gives the default Unit (a Dwarf of player -1 at (-1, -1)).
  Unit unit(int id) const {
    if (id < 0 or id >= nb_units() or (edagym_units_[id].health <= 0 and edagym_units_[id].type != Balrog)) {
      edagym::warn("unit requested for identifier", id);
      return Unit();
    }
    return edagym_units_[id];
  }

  int nb_cells(int pl) const { return edagym_of_player(edagym_player(pl), edagym_nb_cells_, pl, "num_cells", -1); }

  int nb_treasures(int pl) const { return edagym_of_player(edagym_player(pl), edagym_nb_treasures_, pl, "treasures", -1); }

  // Share of the CPU limit used: 0, as in a local Game; -1 (not -2 as in
  // the other games) for an invalid player.
  double status(int pl) const { return edagym_status(edagym_player(pl), pl, -1); }

  vector<int> dwarves(int pl) const { return edagym_of_player(edagym_player(pl), edagym_lists_[Dwarf], pl, "dwarves", vector<int>()); }
  vector<int> wizards(int pl) const { return edagym_of_player(edagym_player(pl), edagym_lists_[Wizard], pl, "wizards", vector<int>()); }

  // The orcs alive now (none at round 0).
  vector<int> orcs() const { return edagym_orcs_; }
  vector<int> trolls() const { return edagym_trolls_; }
  int balrog_id() const { return edagym_balrog_; }

  State() : edagym_balrog_(-1) {}
  virtual ~State() {}

  // edagym: filled by the runner before every play() (view.hh).
  vector<int> edagym_nb_cells_, edagym_nb_treasures_;
  vector<int> edagym_lists_[2][4];  // dwarves and wizards of each clan, ascending
  vector<int> edagym_orcs_, edagym_trolls_;
  int edagym_balrog_;

  // edagym_refresh_lists makes the lists from the units as the engine
  // builds them (refreshLists): dwarves and wizards by clan, the living
  // orcs, the trolls, in ascending ids.
  void edagym_refresh_lists() {
    for (int t = 0; t < 2; ++t)
      for (int c = 0; c < 4; ++c) edagym_lists_[t][c].clear();
    edagym_orcs_.clear();
    edagym_trolls_.clear();
    edagym_balrog_ = -1;
    for (int id = 0; id < int(edagym_units_.size()); ++id) {
      const Unit& u = edagym_units_[id];
      switch (u.type) {
        case Dwarf:
        case Wizard:
          if (u.player >= 0 and u.player < 4) edagym_lists_[u.type][u.player].push_back(id);
          break;
        case Orc:
          if (u.health > 0) edagym_orcs_.push_back(id);
          break;
        case Troll: edagym_trolls_.push_back(id); break;
        case Balrog: edagym_balrog_ = id; break;
        default: break;
      }
    }
  }

 protected:
  bool edagym_player(int pl) const { return pl >= 0 and pl < int(edagym_nb_cells_.size()) and pl < 4; }
};

#endif
