// The Dominator player API (Dominator 4.0) for edagym's cxx: seats: the
// state a player sees (dominator-player-api.md §2.0-2.1): a fresh copy of
// the start of the round, rotated so that the player is player 0 with its
// home quadrant at the top left. Queries return copies; an invalid argument
// prints the original's warning on cerr and returns its default.
#ifndef State_hh
#define State_hh

#include "Structs.hh"
#include "GridState.hh"

class State : public edagym_GridState<Cell, Unit> {
 public:
  int land(int pl) const { return edagym_of_player(edagym_player(pl), edagym_land_, pl, "score", -1); }

  int total_score(int pl) const { return edagym_of_player(edagym_player(pl), edagym_total_, pl, "total score", -1); }

  // Share of the CPU limit used: 0, as in a local Game.
  double status(int pl) const { return edagym_status(edagym_player(pl), pl, -2); }

  // Not const, as in the original: the ids of what pl owns now, ascending.
  vector<int> farmers(int pl) { return edagym_list(pl, Farmer, "farmers"); }
  vector<int> knights(int pl) { return edagym_list(pl, Knight, "knights"); }
  vector<int> witches(int pl) { return edagym_list(pl, Witch, "witches"); }

  // Rebuild the lists from the units (of this copy: no visible change).
  void update_vectors_by_player() {
    edagym_dirty_ = true;
    for (int k = 0; k < 4; ++k)
      for (int t = 0; t < 3; ++t) edagym_lists_[k][t].clear();
    for (int id = 0; id < nb_units(); ++id) {
      const Unit& u = edagym_units_[id];
      if (edagym_player(u.player) and ut_ok(u.type)) edagym_lists_[u.player][u.type].push_back(id);
    }
  }

  // Recompute which witches are active (no other witch within Manhattan
  // distance 2) and the cells they haunt (within distance 2, walls too).
  void update_haunted() {
    edagym_dirty_ = true;
    for (size_t c = 0; c < edagym_cells_.size(); ++c) edagym_cells_[c].haunted = false;
    for (int id = 0; id < nb_units(); ++id) {
      Unit& w = edagym_units_[id];
      if (w.type != Witch or not edagym_in(w.pos.i, w.pos.j)) continue;
      w.active = true;
      for (int di = -2; di <= 2; ++di)
        for (int dj = -2; dj <= 2; ++dj) {
          int i = w.pos.i + di, j = w.pos.j + dj;
          if (abs(di) + abs(dj) > 2 or (di == 0 and dj == 0) or not edagym_in(i, j)) continue;
          int o = edagym_cells_[i * edagym_cols_ + j].id;
          if (o >= 0 and o < nb_units() and edagym_units_[o].type == Witch) w.active = false;
        }
    }
    for (int id = 0; id < nb_units(); ++id) {
      const Unit& w = edagym_units_[id];
      if (w.type != Witch or not w.active or not edagym_in(w.pos.i, w.pos.j)) continue;
      for (int di = -2; di <= 2; ++di)
        for (int dj = -2; dj <= 2; ++dj) {
          int i = w.pos.i + di, j = w.pos.j + dj;
          if (abs(di) + abs(dj) <= 2 and edagym_in(i, j)) edagym_cells_[i * edagym_cols_ + j].haunted = true;
        }
    }
  }

  // The copy turned k more quarter turns: what the seat k places after
  // this one sees. Player k' of the result is player k' + k here.
  State rotate(int k) const {
    k = ((k % 4) + 4) % 4;
    State s(*this);
    int n = edagym_rows_;
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        Pos q = edagym_from(Pos(i, j), k);
        Cell c = edagym_cells_[q.i * n + q.j];
        if (c.owner >= 0) c.owner = (c.owner - k + 4) % 4;
        s.edagym_cells_[i * n + j] = c;
      }
    for (int id = 0; id < nb_units(); ++id) {
      const Unit& u = edagym_units_[id];
      if (not edagym_in(u.pos.i, u.pos.j) or edagym_cells_[u.pos.i * n + u.pos.j].id != id) continue;
      Unit& v = s.edagym_units_[id];
      if (v.player >= 0) v.player = (v.player - k + 4) % 4;
      v.pos = edagym_to(u.pos, k);
    }
    for (int p = 0; p < 4; ++p) {
      int q = (p + k) % 4;
      s.edagym_land_[p] = edagym_land_[q];
      s.edagym_total_[p] = edagym_total_[q];
      for (int t = 0; t < 3; ++t) s.edagym_lists_[p][t] = edagym_lists_[q][t];
    }
    return s;
  }

  State() {
    for (int k = 0; k < 4; ++k) edagym_land_[k] = edagym_total_[k] = 0;
  }
  virtual ~State() {}

  // edagym: filled by the runner before every play() (view.hh).
  int edagym_land_[4], edagym_total_[4];
  vector<int> edagym_lists_[4][3];  // per view player: farmers, knights, witches

 private:
  bool edagym_player(int pl) const { return pl >= 0 and pl < 4; }

  vector<int> edagym_list(int pl, UnitType t, const char* what) const {
    return edagym_answers(edagym_player(pl), pl, what) ? edagym_lists_[pl][t] : vector<int>();
  }

  // The cell of this copy that cell p of the copy turned k times shows.
  Pos edagym_from(Pos p, int k) const {
    int n = edagym_rows_;
    switch (k) {
      case 1: return Pos(n - 1 - p.j, p.i);
      case 2: return Pos(n - 1 - p.i, n - 1 - p.j);
      case 3: return Pos(p.j, n - 1 - p.i);
    }
    return p;
  }

  // Where cell p of this copy is in the copy turned k times.
  Pos edagym_to(Pos p, int k) const {
    int n = edagym_rows_;
    switch (k) {
      case 1: return Pos(p.j, n - 1 - p.i);
      case 2: return Pos(n - 1 - p.i, n - 1 - p.j);
      case 3: return Pos(n - 1 - p.j, p.i);
    }
    return p;
  }
};

#endif
