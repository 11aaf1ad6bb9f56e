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
//   UNITS, then per unit id: player i j health
//   each city's owner, then each path's owner (-1: none)
#ifndef edagym_view_hh
#define edagym_view_hh

namespace edagym {

struct View {
  vector<Cell> board;  // each cell's type, city and path; no units
  vector<char> row;

  void match(Player* p, Input& in) {
    for (int k = 0; k < 14; ++k) p->edagym_cfg_[k] = int(in.integer());
    int rows = int(in.integer()), cols = int(in.integer());
    if (rows <= 0 or cols <= 0 or rows > 1000 or cols > 1000) fail("bad board size");
    p->edagym_rows_ = rows;
    p->edagym_cols_ = cols;
    board.assign(rows * cols, Cell());
    row.resize(cols);
    for (int i = 0; i < rows; ++i) {
      in.word(&row[0], cols);
      for (int j = 0; j < cols; ++j) board[i * cols + j].type = char2CellType(row[j]);
    }
    int nc = count(in);
    p->edagym_cities_.assign(nc, State::City());
    for (int c = 0; c < nc; ++c) cells(in, rows, cols, p->edagym_cities_[c], c, true);
    int np = count(in);
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
    int np = count(in);
    p->edagym_score_.resize(np);
    for (int k = 0; k < np; ++k) p->edagym_score_[k] = int(in.integer());
    p->edagym_orks_.assign(np, vector<int>());
    int cols = p->edagym_cols_;
    p->edagym_cells_ = board;
    int n = count(in);
    p->edagym_units_.resize(n);
    for (int id = 0; id < n; ++id) {
      int pl = int(in.integer()), i = int(in.integer()), j = int(in.integer()), h = int(in.integer());
      if (pl < 0 or pl >= np or i < 0 or i >= p->edagym_rows_ or j < 0 or j >= cols) fail("bad unit");
      p->edagym_units_[id] = Unit(id, pl, Pos(i, j), h);
      p->edagym_cells_[i * cols + j].unit_id = id;
      p->edagym_orks_[pl].push_back(id);
    }
    for (size_t c = 0; c < p->edagym_city_owner_.size(); ++c) p->edagym_city_owner_[c] = int(in.integer());
    for (size_t q = 0; q < p->edagym_path_owner_.size(); ++q) p->edagym_path_owner_[q] = int(in.integer());
  }

  static int count(Input& in) {
    long long n = in.integer();
    if (n < 0 or n > 1000000) fail("bad count");
    return int(n);
  }

  // cells reads "N i j ..." into v and marks the cells as city or path id.
  void cells(Input& in, int rows, int cols, vector<Pos>& v, int id, bool city) {
    int n = count(in);
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
