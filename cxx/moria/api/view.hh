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
  Board board;
  Units units;
  vector<Cell> cells;  // the board with its units
  vector<Unit> us;
  vector<int> touched;

  View() : units(5) {}

  void match(Player* p, Input& in) {
    for (int k = 0; k < Settings::edagym_nb_cfg; ++k) p->edagym_cfg_[k] = int(in.integer());
    p->edagym_rows_ = p->rows();
    p->edagym_cols_ = p->cols();
    if (p->rows() <= 0 or p->cols() <= 0 or p->rows() > 1000 or p->cols() > 1000) fail("bad board size");
  }

  static Cell decode(int x) {
    switch (x) {
      case 'O': return Cell(Outside, -1, -1, 0, false);
      case 'C': return Cell(Cave, -1, -1, 0, false);
      case 'T': return Cell(Cave, -1, -1, 0, true);
      case 'G': return Cell(Granite, -1, -1, 0, false);
      case 'A': return Cell(Abyss, -1, -1, 0, false);
    }
    if (x >= '0' and x <= '7') return Cell(Cave, (x - '0') % 4, -1, 0, x >= '4');
    if (x >= 'a' and x <= 'z') return Cell(Rock, -1, -1, x - 'a' + 1, false);
    fail("bad cell letter");
    return Cell();
  }

  // alive: a unit the API shows on its cell (the Balrog's health reads 0).
  static bool alive(const Unit& u) { return u.id >= 0 and (u.health > 0 or u.type == Balrog); }

  void round(Player* p, Input& in, int r) {
    p->edagym_round_ = r;
    int np = int(in.integer());
    if (np < 0 or np > 4) fail("bad count of clans");
    p->edagym_nb_cells_.resize(np);
    p->edagym_nb_treasures_.resize(np);
    for (int k = 0; k < np; ++k) p->edagym_nb_cells_[k] = int(in.integer());
    for (int k = 0; k < np; ++k) p->edagym_nb_treasures_[k] = int(in.integer());
    int rows = p->edagym_rows_, cols = p->edagym_cols_;
    board.read(in, rows, cols);
    units.read(in);
    touched.clear();
    if (board.whole) {
      cells.resize(rows * cols);
      for (int k = 0; k < rows * cols; ++k) cells[k] = decode(board.letter[k]);
    }
    for (size_t k = 0; k < board.changed.size(); ++k) {
      int x = board.changed[k], id = cells[x].id;
      cells[x] = decode(board.letter[x]);
      cells[x].id = id;
      touched.push_back(x);
    }
    int n = units.size();
    us.resize(n);
    for (size_t k = 0; k < units.changed.size(); ++k) {  // leave the old cells
      const Unit& u = us[units.changed[k]];
      if (not alive(u)) continue;
      int x = u.pos.i * cols + u.pos.j;
      if (cells[x].id == u.id) {
        cells[x].id = -1;
        touched.push_back(x);
      }
    }
    for (size_t k = 0; k < units.changed.size(); ++k) {
      int id = units.changed[k];
      const int* u = units.at(id);
      if (u[0] < 0 or u[0] > 4) fail("bad unit type");
      us[id] = Unit(UnitType(u[0]), id, u[1], u[4], Pos(u[2], u[3]));
      if (not alive(us[id])) continue;
      if (u[2] < 0 or u[2] >= rows or u[3] < 0 or u[3] >= cols) fail("a living unit off the board");
      int x = u[2] * cols + u[3];
      cells[x].id = id;
      touched.push_back(x);
    }
    if (board.whole or p->edagym_dirty_ or int(p->edagym_units_.size()) != n) {
      p->edagym_cells_ = cells;
      p->edagym_units_ = us;
      p->edagym_dirty_ = false;
    } else {
      for (size_t k = 0; k < touched.size(); ++k) p->edagym_cells_[touched[k]] = cells[touched[k]];
      for (size_t k = 0; k < units.changed.size(); ++k) p->edagym_units_[units.changed[k]] = us[units.changed[k]];
    }
    p->edagym_refresh_lists();
  }
};

}  // namespace edagym

#endif
