// replay.hh: the Moria part of the export harness
// (export/exporttest/cxx/harness.cc, which includes it after its die(),
// expect() and readers). It reads the blocks export/moria/dump_test.go
// writes into the state of the player API (cxx/moria/api), as the
// runner's view.hh does with what the engine sends.
//
// Match block (after "match LABEL"):
//   cfg <the 10 .cnf settings: nb_players nb_rounds nb_dwarves nb_wizards
//        max_nb_orcs nb_trolls treasure_value rock_resistance rows cols>
// Round block (after "round R me ME repeat K"):
//   nb_cells <one per player> nb_treasures <one per player>
//   board, then ROWS lines of COLS cell letters as char2cell reads them
//     (O C T 0-3 G A R a-z)
//   units N, then per unit id: type-letter player i j health
//     (d w o t b; a dead orc is "o -1 -1 -1 0")
// Each cell's unit id is the unit standing on it: a living unit or the
// Balrog.

struct Replay {
  void match(Player* p) {
    read_cfg(p);
    p->edagym_rows_ = p->rows();
    p->edagym_cols_ = p->cols();
  }

  void round(Player* p, int r, int me) {
    p->edagym_seat(me);
    p->edagym_round_ = r;
    int n = p->nb_players();
    expect("nb_cells");
    p->edagym_nb_cells_.resize(n);
    for (int k = 0; k < n; ++k) p->edagym_nb_cells_[k] = read_int();
    expect("nb_treasures");
    p->edagym_nb_treasures_.resize(n);
    for (int k = 0; k < n; ++k) p->edagym_nb_treasures_[k] = read_int();
    expect("board");
    int rows = p->edagym_rows_, cols = p->edagym_cols_;
    p->edagym_cells_.resize(rows * cols);
    for (int i = 0; i < rows; ++i) {
      string line = read_row(cols);
      for (int j = 0; j < cols; ++j) p->edagym_cells_[i * cols + j] = p->char2cell(line[j]);
    }
    expect("units");
    int nu = read_int();
    p->edagym_units_.resize(nu);
    for (int id = 0; id < nu; ++id) {
      string t;
      cin >> t;
      if (t.size() != 1) die("bad unit type");
      int pl = read_int(), i = read_int(), j = read_int(), h = read_int();
      Unit u(char2ut(t[0]), id, pl, h, Pos(i, j));
      p->edagym_units_[id] = u;
      if (h <= 0 and u.type != Balrog) continue;
      if (i < 0 or i >= rows or j < 0 or j >= cols) die("a living unit off the board");
      if (p->edagym_cells_[i * cols + j].id >= 0) die("two units on one cell");
      p->edagym_cells_[i * cols + j].id = id;
    }
    p->edagym_refresh_lists();
  }
};
