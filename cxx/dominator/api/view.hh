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
  Cell table[256];  // each letter's cell
  bool known[256];
  Board board;
  Units units;
  Grid<Cell, Unit> grid;  // the view: cells with their units, and the units

  View() : units(7) {
    const char* plain = "X.0123";
    const char* spooky = "x,abcd";
    for (int c = 0; c < 256; ++c) known[c] = false;
    for (int k = 0; k < 6; ++k) {
      Cell c = Info::char2cell(plain[k]);
      table[(unsigned char)plain[k]] = c;
      c.haunted = true;
      table[(unsigned char)spooky[k]] = c;
      known[(unsigned char)plain[k]] = known[(unsigned char)spooky[k]] = true;
    }
  }

  void match(Player* p, Input& in) {
    for (int k = 0; k < Settings::edagym_nb_cfg; ++k) p->edagym_cfg_[k] = int(in.integer());
  }

  Cell decode(int c) const {
    if (not known[(unsigned char)c]) fail("bad cell letter");
    return table[(unsigned char)c];
  }

  void round(Player* p, Input& in, int r) {
    p->edagym_round_ = r;
    long long n = in.integer();
    if (n < 1 or n > 1000) fail("bad board size");
    board.read(in, int(n), int(n));
    for (int k = 0; k < 4; ++k) p->edagym_land_[k] = int(in.integer());
    for (int k = 0; k < 4; ++k) p->edagym_total_[k] = int(in.integer());
    units.read(in);
    grid.letters(board, int(n * n), [this](int c) { return decode(c); });
    int nu = units.size();
    vector<Unit>& us = grid.us;
    us.resize(nu);
    for (size_t k = 0; k < units.changed.size(); ++k) {  // leave the old cells
      int id = units.changed[k];
      if (on(us[id], int(n))) grid.leave(us[id].pos.i * int(n) + us[id].pos.j, id);
    }
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
    grid.commit(p, units, board.whole);
    for (int k = 0; k < 4; ++k)
      for (int t = 0; t < 3; ++t) p->edagym_lists_[k][t].clear();
    for (int id = 0; id < nu; ++id) p->edagym_lists_[units.at(id)[6]][us[id].type].push_back(id);
  }

  // on: the unit stands on its cell (not off the board).
  bool on(const Unit& u, int n) const {
    return u.id >= 0 and u.pos.i >= 0 and u.pos.i < n and u.pos.j >= 0 and u.pos.j < n;
  }
};

}  // namespace edagym

#endif
