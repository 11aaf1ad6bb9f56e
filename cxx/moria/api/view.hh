// view.hh: the Moria part of the runner (cxx/common/main.cc): it reads the
// blocks cxx/moria/view.go writes into the API's state.
//
// Match block (after "M STATE ME"):
//   the 10 .cnf settings, in the order of Settings' getters
// Round block (after "R ROUND"):
//   NP, then each clan's nb_cells, then each clan's nb_treasures
//   the board (io.hh's Board), letters O (Outside), C (Cave), T (a Cave
//     with a treasure), 0-3 (a Cave of that clan; 4-7 with a treasure), G
//     (Granite), A (Abyss), a-z (a Rock with 1-26 turns)
//   the units (io.hh's Units): type player i j health each (type: Dwarf
//     0 ... Balrog 4; a dead orc's slot is 2 -1 -1 -1 0)
// A cell's unit is the unit standing on it: a living unit or the Balrog.
// The lists are the engine's: each clan's dwarves and wizards, the living
// orcs and the trolls, in ascending ids, and the Balrog. The player's
// state is updated in place (the cells and units that changed), or
// restored whole after the player changed it (read_grid,
// update_vectors_by_player).
#ifndef edagym_view_hh
#define edagym_view_hh

namespace edagym {

struct View {
  Grid<Cell, Unit> grid;  // the board with its units, and the units

  View() : grid(5) {}

  void match(Player* p, Input& in) {
    in.ints(p->edagym_cfg_, Settings::edagym_nb_cfg);
    p->edagym_rows_ = p->rows();
    p->edagym_cols_ = p->cols();
    if (p->rows() <= 0 or p->cols() <= 0 or p->rows() > 1000 or p->cols() > 1000) fail("bad board size");
    // The letters are char2cell's, but for R (a rock comes as its turns),
    // and 4-7 for the caves of 0-3 with a treasure.
    Letters<Cell>& letters = grid.letters;
    for (const char* c = "OCTGA0123"; *c; ++c) letters.set(*c, p->char2cell(*c));
    for (char c = 'a'; c <= 'z'; ++c) letters.set(c, p->char2cell(c));
    for (int k = 0; k < 4; ++k) {
      Cell c = p->char2cell(char('0' + k));
      c.treasure = true;
      letters.set(char('4' + k), c);
    }
  }

  // alive: a unit the API shows on its cell (the Balrog's health reads 0).
  static bool alive(const Unit& u) { return u.id >= 0 and (u.health > 0 or u.type == Balrog); }

  void round(Player* p, Input& in, int r) {
    p->edagym_round_ = r;
    int np = in.count(4);
    in.ints(p->edagym_nb_cells_, np);
    in.ints(p->edagym_nb_treasures_, np);
    int rows = p->edagym_rows_, cols = p->edagym_cols_;
    grid.read_board(in, rows, cols);
    grid.read_units(in, cols, alive);
    const Units& units = grid.units;
    vector<Unit>& us = grid.us;
    for (size_t k = 0; k < units.changed.size(); ++k) {
      int id = units.changed[k];
      const int* u = units.at(id);
      if (u[0] < 0 or u[0] > 4) fail("bad unit type");
      us[id] = Unit(UnitType(u[0]), id, u[1], u[4], Pos(u[2], u[3]));
      if (not alive(us[id])) continue;
      if (u[2] < 0 or u[2] >= rows or u[3] < 0 or u[3] >= cols) fail("a living unit off the board");
      grid.place(u[2] * cols + u[3], id);
    }
    grid.commit(p);
    p->edagym_refresh_lists();
  }
};

}  // namespace edagym

#endif
