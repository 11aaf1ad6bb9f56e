// replay.hh: the Ork Island part of the export harness
// (export/exporttest/cxx/harness.cc, which includes it after its die(),
// expect() and readers). It reads the blocks export/orkisland/dump_test.go
// writes into the stub's state.
//
// Match block (after "match LABEL"):
//   cfg <14 settings>
//   board ROWS COLS, then ROWS lines of W . F S C P
//   cities C, then per city: N i j ... (N cells)
//   paths P, then per path: A B N i j ...
// Round block (after "round R me ME repeat K"):
//   scores NP s...
//   units N, then per unit: id player i j health
//   owners <C city owners> <P path owners>

static vector<Pos> read_cells() {
  int n = read_int();
  vector<Pos> v;
  for (int k = 0; k < n; ++k) {
    int i = read_int();
    int j = read_int();
    v.push_back(Pos(i, j));
  }
  return v;
}

struct Replay {
  // The board of the current match: each cell's terrain, city and path.
  vector<CellType> terrain;
  vector<int> city_of, path_of;

  void match(Player* p) {
    read_cfg(p);
    read_board_size(p);
    int rows = p->edagym_rows_, cols = p->edagym_cols_;
    terrain.assign(rows * cols, WATER);
    for (int i = 0; i < rows; ++i) {
      string line = read_row(cols);
      for (int j = 0; j < cols; ++j) terrain[i * cols + j] = char2CellType(line[j]);
    }
    city_of.assign(rows * cols, -1);
    path_of.assign(rows * cols, -1);
    expect("cities");
    int nc = read_int();
    p->edagym_cities_.clear();
    for (int c = 0; c < nc; ++c) {
      p->edagym_cities_.push_back(read_cells());
      for (size_t k = 0; k < p->edagym_cities_[c].size(); ++k)
        city_of[p->edagym_cities_[c][k].i * cols + p->edagym_cities_[c][k].j] = c;
    }
    expect("paths");
    int np = read_int();
    p->edagym_paths_.clear();
    for (int q = 0; q < np; ++q) {
      int a = read_int(), b = read_int();
      p->edagym_paths_.push_back(State::Path(make_pair(a, b), read_cells()));
      for (size_t k = 0; k < p->edagym_paths_[q].second.size(); ++k)
        path_of[p->edagym_paths_[q].second[k].i * cols + p->edagym_paths_[q].second[k].j] = q;
    }
  }

  void round(Player* p, int r, int me) {
    p->edagym_seat(me);
    p->edagym_round_ = r;
    expect("scores");
    p->edagym_score_.resize(read_int());
    for (size_t k = 0; k < p->edagym_score_.size(); ++k) p->edagym_score_[k] = read_int();
    expect("units");
    int n = read_int();
    p->edagym_units_.resize(n);
    int cols = p->edagym_cols_;
    p->edagym_cells_.resize(terrain.size());
    for (size_t c = 0; c < terrain.size(); ++c) p->edagym_cells_[c] = Cell(terrain[c], -1, city_of[c], path_of[c]);
    for (int k = 0; k < n; ++k) {
      int id = read_int(), pl = read_int(), i = read_int(), j = read_int(), h = read_int();
      if (id != k) die("units out of order");
      p->edagym_units_[k] = Unit(id, pl, Pos(i, j), h);
      p->edagym_cells_[i * cols + j].unit_id = id;
    }
    p->edagym_orks_.assign(p->edagym_score_.size(), vector<int>());
    for (int k = 0; k < n; ++k) {
      int pl = p->edagym_units_[k].player;
      if (pl < 0 or pl >= int(p->edagym_orks_.size())) die("bad player");
      p->edagym_orks_[pl].push_back(k);
    }
    expect("owners");
    p->edagym_city_owner_.resize(p->edagym_cities_.size());
    for (size_t k = 0; k < p->edagym_city_owner_.size(); ++k) p->edagym_city_owner_[k] = read_int();
    p->edagym_path_owner_.resize(p->edagym_paths_.size());
    for (size_t k = 0; k < p->edagym_path_owner_.size(); ++k) p->edagym_path_owner_[k] = read_int();
  }
};
