// view.hh: the Dominator part of the runner (cxx/common/main.cc): it reads
// the blocks cxx/dominator/view.go writes into the API's state. A round
// block is the seat's view (rotated, players relative: the seat is 0), as
// the original hands it to the player.
//
// Match block (after "M STATE ME"):
//   the 13 settings, in the order of Settings' getters
// Round block (after "R ROUND"):
//   N, then the N×N board (io.hh's Board), letters X (wall), . (unowned),
//     0-3 (owner), and x , a-d for the same cells haunted
//   the land of players 0-3, then their total scores
//   the units (io.hh's Units): type player health i j flags list each,
//     flags 1 for an active witch plus 2 for a unit on the board; list is
//     the view player whose lists hold it (its player, but for a unit off
//     the board: the original's failed-respawn quirk, on no cell, its
//     player and position unrotated)
// The lists of each player's farmers, knights and witches are the ids in
// ascending order, as the original's. The player's state is updated in
// place (the cells and units that changed), or restored whole after the
// player changed it (update_haunted, read_grid, update_vectors_by_player).
#ifndef edagym_view_hh
#define edagym_view_hh

namespace edagym {

struct View {
  Grid<Cell, Unit> grid;  // the view: cells with their units, and the units

  // The letters are char2cell's, and x , a-d for the same cells haunted.
  View() : grid(7) {
    const char* plain = "X.0123";
    const char* spooky = "x,abcd";
    for (int k = 0; k < 6; ++k) {
      Cell c = Info::char2cell(plain[k]);
      grid.letters.set(plain[k], c);
      c.haunted = true;
      grid.letters.set(spooky[k], c);
    }
  }

  void match(Player* p, Input& in) { in.ints(p->edagym_cfg_, Settings::edagym_nb_cfg); }

  void round(Player* p, Input& in, int r) {
    p->edagym_round_ = r;
    long long n = in.integer();
    if (n < 1 or n > 1000) fail("bad board size");
    grid.read_board(in, int(n), int(n));
    in.ints(p->edagym_land_, 4);
    in.ints(p->edagym_total_, 4);
    grid.read_units(in, int(n), [n](const Unit& u) { return on(u, int(n)); });
    const Units& units = grid.units;
    vector<Unit>& us = grid.us;
    int nu = units.size();
    for (size_t k = 0; k < units.changed.size(); ++k) {
      int id = units.changed[k];
      const int* u = units.at(id);
      if (u[0] < 0 or u[0] > 2 or u[6] < 0 or u[6] > 3) fail("bad unit");
      us[id] = Unit(UnitType(u[0]), id, u[1], u[2], Pos(u[3], u[4]), (u[5] & 1) != 0);
      if (u[5] & 2) {
        if (u[3] < 0 or u[3] >= n or u[4] < 0 or u[4] >= n) fail("a unit off the board");
        grid.place(u[3] * int(n) + u[4], id);
      }
    }
    p->edagym_rows_ = p->edagym_cols_ = int(n);
    grid.commit(p);
    for (int k = 0; k < 4; ++k)
      for (int t = 0; t < 3; ++t) p->edagym_lists_[k][t].clear();
    for (int id = 0; id < nu; ++id) p->edagym_lists_[units.at(id)[6]][us[id].type].push_back(id);
  }

  // on: the unit stands on its cell (not off the board).
  static bool on(const Unit& u, int n) {
    return u.id >= 0 and u.pos.i >= 0 and u.pos.i < n and u.pos.j >= 0 and u.pos.j < n;
  }
};

}  // namespace edagym

#endif
