// replay.hh: the Dominator part of the export harness
// (export/exporttest/cxx/harness.cc, which includes it after its die(),
// expect() and readers). It reads the blocks export/dominator/dump_test.go
// writes into the state of the player API (cxx/dominator/api), as the
// runner's view.hh does with what the engine sends. Every round block is already the view of
// the seat that plays it (rotated, players relative: the player is 0), as
// the original hands it to the player; the seat ME is not shown to it.
//
// Match block (after "match LABEL"):
//   cfg <13 settings, in the order of Settings' getters>
// Round block (after "round R me ME repeat K"):
//   grid N, then N lines of X (wall), . (unowned) or 0-3 (owner)
//   haunted H i j ... (H haunted cells)
//   land l0 l1 l2 l3 total t0 t1 t2 t3
//   units U, then per unit: type id player health i j active onboard
//   lists, then per player 0..3 and type farmer, knight, witch: N ids...
// A unit not on the board (the original's failed-respawn quirk) is on no
// cell; its player and position are as the view shows them.

struct Replay {
  void match(Player* p) {
    read_cfg(p);
  }

  void round(Player* p, int r, int) {
    p->edagym_round_ = r;
    expect("grid");
    int n = read_int();
    p->edagym_rows_ = p->edagym_cols_ = n;
    p->edagym_cells_.assign(n * n, Cell());
    for (int i = 0; i < n; ++i) {
      string line = read_row(n);
      for (int j = 0; j < n; ++j) {
        char c = line[j];
        if (c != 'X' and c != '.' and (c < '0' or c > '3')) die("bad grid character");
        p->edagym_cells_[i * n + j] = Info::char2cell(c);
      }
    }
    expect("haunted");
    int h = read_int();
    for (int k = 0; k < h; ++k) {
      int i = read_int(), j = read_int();
      if (i < 0 or i >= n or j < 0 or j >= n) die("haunted cell off the board");
      p->edagym_cells_[i * n + j].haunted = true;
    }
    expect("land");
    for (int k = 0; k < 4; ++k) p->edagym_land_[k] = read_int();
    expect("total");
    for (int k = 0; k < 4; ++k) p->edagym_total_[k] = read_int();
    expect("units");
    int u = read_int();
    p->edagym_units_.assign(u, Unit());
    for (int k = 0; k < u; ++k) {
      int t = read_int(), id = read_int(), pl = read_int(), hp = read_int(), i = read_int(), j = read_int();
      int active = read_int(), on = read_int();
      if (id != k or t < 0 or t > 2) die("bad unit line");
      p->edagym_units_[k] = Unit(UnitType(t), id, pl, hp, Pos(i, j), active != 0);
      if (on) {
        if (i < 0 or i >= n or j < 0 or j >= n) die("unit off the board");
        p->edagym_cells_[i * n + j].id = id;
      }
    }
    expect("lists");
    for (int k = 0; k < 4; ++k)
      for (int t = 0; t < 3; ++t) {
        p->edagym_lists_[k][t].resize(read_int());
        for (size_t x = 0; x < p->edagym_lists_[k][t].size(); ++x) p->edagym_lists_[k][t][x] = read_int();
      }
  }
};
