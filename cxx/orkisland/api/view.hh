// view.hh: the Ork Island part of the runner (cxx/common/main.cc): it
// reads the blocks cxx/orkisland/view.go writes into the API's state.
//
// Match block (after "M STATE ME"):
//   the 14 settings, in the order of Settings' getters
//   ROWS COLS, then ROWS rows of COLS cell letters (W . F S C P)
//   CITIES, then per city: N i j ... (its N cells)
//   PATHS, then per path: A B N i j ... (the cities it joins, its N cells)
// Round block (after "R ROUND"):
//   NP, then each player's total score
//   the units (io.hh's Units): player i j health each
//   each city's owner, then each path's owner (-1: none)
// The state is updated in place: the cells' units where units moved, the
// units that changed (a player cannot change its state here).
#ifndef edagym_view_hh
#define edagym_view_hh

namespace edagym {

struct View {
  vector<Cell> board;  // each cell's type, city and path; no units
  Units units;

  // most bounds the counts of the blocks.
  enum { most = 1000000 };

  View() : units(4) {}

  void match(Player* p, Input& in) {
    in.ints(p->edagym_cfg_, Settings::edagym_nb_cfg);
    read_board(in, p, board, decode);
    int rows = p->edagym_rows_, cols = p->edagym_cols_;
    int nc = in.count(most);
    p->edagym_cities_.assign(nc, State::City());
    for (int c = 0; c < nc; ++c) cells(in, rows, cols, p->edagym_cities_[c], c, true);
    int np = in.count(most);
    p->edagym_paths_.assign(np, State::Path());
    for (int q = 0; q < np; ++q) {
      State::Path& path = p->edagym_paths_[q];
      path.first.first = int(in.integer());
      path.first.second = int(in.integer());
      cells(in, rows, cols, path.second, q, false);
    }
    p->edagym_city_owner_.assign(nc, -1);
    p->edagym_path_owner_.assign(np, -1);
  }

  void round(Player* p, Input& in, int r) {
    p->edagym_round_ = r;
    int np = in.count(most);
    in.ints(p->edagym_score_, np);
    units.read(in);
    int n = units.size(), rows = p->edagym_rows_, cols = p->edagym_cols_;
    vector<Unit>& u = p->edagym_units_;
    vector<Cell>& cells = p->edagym_cells_;
    if (int(u.size()) != n) {
      u.assign(n, Unit());
      cells = board;
    }
    for (size_t k = 0; k < units.changed.size(); ++k) {  // leave the old cells
      int id = units.changed[k];
      Cell& c = cells[u[id].pos.i * cols + u[id].pos.j];
      if (c.unit_id == id) c.unit_id = -1;
    }
    for (size_t k = 0; k < units.changed.size(); ++k) {
      int id = units.changed[k];
      const int* x = units.at(id);
      if (x[0] < 0 or x[0] >= np or x[1] < 0 or x[1] >= rows or x[2] < 0 or x[2] >= cols) fail("bad unit");
      u[id] = Unit(id, x[0], Pos(x[1], x[2]), x[3]);
      cells[x[1] * cols + x[2]].unit_id = id;
    }
    p->edagym_orks_.resize(np);
    for (int k = 0; k < np; ++k) p->edagym_orks_[k].clear();
    for (int id = 0; id < n; ++id) p->edagym_orks_[u[id].player].push_back(id);
    for (size_t c = 0; c < p->edagym_city_owner_.size(); ++c) p->edagym_city_owner_[c] = int(in.integer());
    for (size_t q = 0; q < p->edagym_path_owner_.size(); ++q) p->edagym_path_owner_[q] = int(in.integer());
  }

  static Cell decode(char c) { return Cell(char2CellType(c), -1, -1, -1); }

  // cells reads "N i j ..." into v and marks the cells as city or path id.
  void cells(Input& in, int rows, int cols, vector<Pos>& v, int id, bool city) {
    int n = in.count(most);
    v.resize(n);
    for (int k = 0; k < n; ++k) {
      int i = int(in.integer()), j = int(in.integer());
      if (i < 0 or i >= rows or j < 0 or j >= cols) fail("a cell off the board");
      v[k] = Pos(i, j);
      if (city) board[i * cols + j].city_id = id;
      else board[i * cols + j].path_id = id;
    }
  }
};

}  // namespace edagym

#endif
