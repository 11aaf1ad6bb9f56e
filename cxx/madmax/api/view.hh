// view.hh: the Mad Max part of the runner (cxx/common/main.cc): it reads
// the blocks cxx/madmax/view.go writes into the API's state.
//
// Match block (after "M STATE ME"):
//   the 10 settings, in the order of Settings' getters
//   ROWS COLS, then ROWS rows of COLS cell letters: . R W S X, and C for
//     a City cell (its owner comes with each round)
//   CITIES, then per city: N i j ... (its N cells)
// Round block (after "R ROUND"):
//   NP, then each team's cities now, then each team's total score
//   UNITS, then per unit id: type player food water i j (type 0 warrior, 1 car)
//   each city's owner
#ifndef edagym_view_hh
#define edagym_view_hh

namespace edagym {

struct View {
  vector<Cell> board;    // each cell's type; no units, no owners
  vector<int> city_of;   // each cell's city, or -1
  vector<int> owner;     // each city's owner this round
  vector<char> row;

  void match(Player* p, Input& in) {
    for (int k = 0; k < 10; ++k) p->edagym_cfg_[k] = int(in.integer());
    int rows = int(in.integer()), cols = int(in.integer());
    if (rows <= 0 or cols <= 0 or rows > 1000 or cols > 1000) fail("bad board size");
    p->edagym_rows_ = rows;
    p->edagym_cols_ = cols;
    board.assign(rows * cols, Cell());
    city_of.assign(rows * cols, -1);
    row.resize(cols);
    for (int i = 0; i < rows; ++i) {
      in.word(&row[0], cols);
      for (int j = 0; j < cols; ++j) {
        if (row[j] == 'C') board[i * cols + j] = Cell(City, -1, -1);
        else if (row[j] >= '0' and row[j] <= '9') fail("bad cell letter");
        else board[i * cols + j] = Info::char2cell(row[j]);
      }
    }
    int nc = count(in, rows * cols);
    owner.assign(nc, -1);
    for (int c = 0; c < nc; ++c) {
      int n = count(in, rows * cols);
      for (int k = 0; k < n; ++k) {
        long long i = in.integer(), j = in.integer();
        if (i < 0 or i >= rows or j < 0 or j >= cols or board[i * cols + j].type != City) fail("a city cell that is not City");
        city_of[i * cols + j] = c;
      }
    }
  }

  void round(Player* p, Input& in, int r) {
    p->edagym_round_ = r;
    int np = count(in, 4);
    p->edagym_cities_.resize(np);
    p->edagym_total_.resize(np);
    for (int k = 0; k < np; ++k) p->edagym_cities_[k] = int(in.integer());
    for (int k = 0; k < np; ++k) p->edagym_total_[k] = int(in.integer());
    int n = count(in, 1000000);
    p->edagym_units_.resize(n);
    for (int t = 0; t < 2; ++t)
      for (int k = 0; k < 4; ++k) p->edagym_lists_[t][k].clear();
    int rows = p->edagym_rows_, cols = p->edagym_cols_;
    for (int id = 0; id < n; ++id) {
      int t = int(in.integer()), pl = int(in.integer()), food = int(in.integer()), water = int(in.integer());
      int i = int(in.integer()), j = int(in.integer());
      if (t < 0 or t > 1 or pl < 0 or pl >= np or i < 0 or i >= rows or j < 0 or j >= cols) fail("bad unit");
      p->edagym_units_[id] = Unit(UnitType(t), id, pl, food, water, Pos(i, j));
      p->edagym_lists_[t][pl].push_back(id);
    }
    for (size_t c = 0; c < owner.size(); ++c) owner[c] = int(in.integer());
    p->edagym_cells_ = board;
    for (size_t c = 0; c < board.size(); ++c)
      if (city_of[c] >= 0) p->edagym_cells_[c].owner = owner[city_of[c]];
    for (int id = 0; id < n; ++id) {
      const Pos& q = p->edagym_units_[id].pos;
      p->edagym_cells_[q.i * cols + q.j].id = id;
    }
  }

  static int count(Input& in, int most) {
    long long v = in.integer();
    if (v < 0 or v > most) fail("bad count");
    return int(v);
  }
};

}  // namespace edagym

#endif
