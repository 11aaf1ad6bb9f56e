// replay.hh: the Mad Max part of the export harness
// (export/exporttest/cxx/harness.cc, which includes it after its die(),
// expect() and readers). It reads the blocks export/madmax/dump_test.go
// writes into the state of the player API (cxx/madmax/api), as the
// runner's view.hh does with what the engine sends.
//
// Match block (after "match LABEL"):
//   cfg <10 settings: nb_players nb_rounds nb_cities nb_warriors nb_cars
//        warriors_health cars_fuel damage rows cols>
//   board ROWS COLS, then ROWS lines of . R C W S X (C: a City cell)
//   cities C, then per city: N i j ... (N cells)
// Round block (after "round R me ME repeat K"):
//   scores NP s...
//   units N, then per unit: id type player food water i j (type 0 warrior, 1 car)
//   owners <C city owners>

struct Replay {
  // The board of the current match: each cell's type and city.
  vector<CellType> terrain;
  vector<int> city_of;
  int cities;

  Replay() : cities(0) {}

  void match(Player* p) {
    read_cfg(p);
    read_board_size(p);
    int rows = p->edagym_rows_, cols = p->edagym_cols_;
    terrain.assign(rows * cols, Wall);
    for (int i = 0; i < rows; ++i) {
      string line = read_row(cols);
      for (int j = 0; j < cols; ++j) {
        if (line[j] == 'C') terrain[i * cols + j] = City;
        else terrain[i * cols + j] = Info::char2cell(line[j]).type;
      }
    }
    city_of.assign(rows * cols, -1);
    expect("cities");
    cities = read_int();
    for (int c = 0; c < cities; ++c) {
      int n = read_int();
      for (int k = 0; k < n; ++k) {
        int i = read_int(), j = read_int();
        if (terrain[i * cols + j] != City) die("a city cell that is not City");
        city_of[i * cols + j] = c;
      }
    }
  }

  void round(Player* p, int r, int me) {
    p->edagym_seat(me);
    p->edagym_round_ = r;
    expect("scores");
    int np = read_int();
    p->edagym_total_.resize(np);
    for (int k = 0; k < np; ++k) p->edagym_total_[k] = read_int();
    expect("units");
    int n = read_int();
    vector<Unit> units(n);
    for (int k = 0; k < n; ++k) {
      int id = read_int(), type = read_int(), pl = read_int(), food = read_int(), water = read_int();
      int i = read_int(), j = read_int();
      if (id != k) die("units out of order");
      units[k] = Unit(UnitType(type), id, pl, food, water, Pos(i, j));
    }
    p->edagym_units_ = units;
    expect("owners");
    vector<int> owner(cities);
    for (int c = 0; c < cities; ++c) owner[c] = read_int();
    p->edagym_cities_.assign(np, 0);
    for (int c = 0; c < cities; ++c)
      if (owner[c] >= 0 and owner[c] < np) ++p->edagym_cities_[owner[c]];
    p->edagym_cells_.resize(terrain.size());
    for (size_t c = 0; c < terrain.size(); ++c)
      p->edagym_cells_[c] = Cell(terrain[c], city_of[c] >= 0 ? owner[city_of[c]] : -1, -1);
    int cols = p->edagym_cols_;
    for (int k = 0; k < n; ++k) {
      Cell& c = p->edagym_cells_[units[k].pos.i * cols + units[k].pos.j];
      if (c.id >= 0) die("two units on one cell");
      c.id = k;
    }
    for (int t = 0; t < 2; ++t)
      for (int k = 0; k < 4; ++k) p->edagym_lists_[t][k].clear();
    for (int k = 0; k < n; ++k) {
      if (units[k].player < 0 or units[k].player >= 4) die("bad player");
      p->edagym_lists_[units[k].type][units[k].player].push_back(k);
    }
  }
};
