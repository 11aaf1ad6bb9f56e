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
//   the units (io.hh's Units): type player food water i j each (type 0
//     a warrior, 1 a car)
//   each city's owner
// The lists of warriors and cars are the ids in ascending order, as the
// original's. The player's state is updated in place (the cells of cities
// that changed hands, the units that changed and their cells), or
// restored whole after the player changed it (read_grid,
// update_vectors_by_player).
#ifndef edagym_view_hh
#define edagym_view_hh

namespace edagym {

struct View {
  vector<Cell> board;            // the cells: types and this round's owners, no units
  vector<vector<int> > city;     // each city's cells (indices)
  vector<int> owner;             // each city's owner
  vector<Unit> us;
  Units units;

  View() : units(6) {}

  void match(Player* p, Input& in) {
    in.ints(p->edagym_cfg_, Settings::edagym_nb_cfg);
    read_board(in, p, board, decode);
    int rows = p->edagym_rows_, cols = p->edagym_cols_;
    int nc = in.count(rows * cols);
    city.assign(nc, vector<int>());
    owner.assign(nc, -1);
    for (int c = 0; c < nc; ++c) {
      int n = in.count(rows * cols);
      for (int k = 0; k < n; ++k) {
        long long i = in.integer(), j = in.integer();
        if (i < 0 or i >= rows or j < 0 or j >= cols or board[i * cols + j].type != City) fail("a city cell that is not City");
        city[c].push_back(int(i * cols + j));
      }
    }
  }

  void round(Player* p, Input& in, int r) {
    p->edagym_round_ = r;
    int np = in.count(4);
    in.ints(p->edagym_cities_, np);
    in.ints(p->edagym_total_, np);
    units.read(in);
    int n = units.size(), rows = p->edagym_rows_, cols = p->edagym_cols_;
    bool whole = p->edagym_dirty_ or int(p->edagym_units_.size()) != n;
    vector<Cell>& cells = p->edagym_cells_;
    us.resize(n);
    for (size_t c = 0; c < owner.size(); ++c) {
      int o = int(in.integer());
      if (o == owner[c]) continue;
      owner[c] = o;
      for (size_t k = 0; k < city[c].size(); ++k) {
        board[city[c][k]].owner = o;
        if (not whole) cells[city[c][k]].owner = o;
      }
    }
    if (not whole)
      for (size_t k = 0; k < units.changed.size(); ++k) {  // leave the old cells
        const Unit& u = p->edagym_units_[units.changed[k]];
        Cell& c = cells[u.pos.i * cols + u.pos.j];
        if (c.id == u.id) c.id = -1;
      }
    for (size_t k = 0; k < units.changed.size(); ++k) {
      int id = units.changed[k];
      const int* u = units.at(id);
      if (u[0] < 0 or u[0] > 1 or u[1] < 0 or u[1] >= np or u[4] < 0 or u[4] >= rows or u[5] < 0 or u[5] >= cols) fail("bad unit");
      us[id] = Unit(UnitType(u[0]), id, u[1], u[2], u[3], Pos(u[4], u[5]));
      if (not whole) {
        cells[u[4] * cols + u[5]].id = id;
        p->edagym_units_[id] = us[id];
      }
    }
    if (whole) {
      cells = board;
      for (int id = 0; id < n; ++id) cells[us[id].pos.i * cols + us[id].pos.j].id = id;
      p->edagym_units_ = us;
      p->edagym_dirty_ = false;
    }
    p->edagym_refresh_lists();
  }

  // decode: a cell type's letter (char2cell's, with C for every City:
  // owners come with each round).
  static Cell decode(char c) {
    if (c >= '0' and c <= '9') fail("bad cell letter");
    return c == 'C' ? Cell(City, -1, -1) : Info::char2cell(c);
  }
};

}  // namespace edagym

#endif
