// view.hh: the Dominator part of the runner (cxx/common/main.cc): it reads
// the blocks cxx/dominator/view.go writes into the API's state. A round
// block is the seat's view (rotated, players relative: the seat is 0), as
// the original hands it to the player.
//
// Match block (after "M STATE ME"):
//   the 13 settings, in the order of Settings' getters
// Round block (after "R ROUND"):
//   N, then N rows of N cell letters: X (wall), . (unowned), 0-3 (owner)
//   H, then the H haunted cells: i j ...
//   the land of players 0-3, then their total scores
//   UNITS, then per unit id: type player health i j active onboard
//   per player 0-3 and unit type (farmer, knight, witch): N ids ...
// A unit off the board (the original's failed-respawn quirk) is on no
// cell; its player and position are as the view shows them (unrotated).
#ifndef edagym_view_hh
#define edagym_view_hh

namespace edagym {

struct View {
  vector<char> row;

  void match(Player* p, Input& in) {
    for (int k = 0; k < 13; ++k) p->edagym_cfg_[k] = int(in.integer());
  }

  void round(Player* p, Input& in, int r) {
    p->edagym_round_ = r;
    int n = count(in, 1000);
    p->edagym_n_ = n;
    p->edagym_cells_.resize(n * n);
    row.resize(n);
    for (int i = 0; i < n; ++i) {
      if (n > 0) in.word(&row[0], n);
      for (int j = 0; j < n; ++j) {
        char c = row[j];
        if (c != 'X' and c != '.' and (c < '0' or c > '3')) fail("bad cell letter");
        p->edagym_cells_[i * n + j] = Info::char2cell(c);
      }
    }
    int h = count(in, n * n);
    for (int k = 0; k < h; ++k) p->edagym_cells_[cell(in, n)].haunted = true;
    for (int k = 0; k < 4; ++k) p->edagym_land_[k] = int(in.integer());
    for (int k = 0; k < 4; ++k) p->edagym_total_[k] = int(in.integer());
    int u = count(in, 1000000);
    p->edagym_units_.resize(u);
    for (int id = 0; id < u; ++id) {
      int t = int(in.integer()), pl = int(in.integer()), hp = int(in.integer());
      int i = int(in.integer()), j = int(in.integer());
      int active = int(in.integer()), on = int(in.integer());
      if (t < 0 or t > 2) fail("bad unit type");
      p->edagym_units_[id] = Unit(UnitType(t), id, pl, hp, Pos(i, j), active != 0);
      if (on) {
        if (i < 0 or i >= n or j < 0 or j >= n) fail("a unit off the board");
        p->edagym_cells_[i * n + j].id = id;
      }
    }
    for (int k = 0; k < 4; ++k)
      for (int t = 0; t < 3; ++t) {
        vector<int>& list = p->edagym_lists_[k][t];
        list.resize(count(in, u));
        for (size_t x = 0; x < list.size(); ++x) list[x] = int(in.integer());
      }
  }

  static int count(Input& in, int most) {
    long long v = in.integer();
    if (v < 0 or v > most) fail("bad count");
    return int(v);
  }

  static int cell(Input& in, int n) {
    long long i = in.integer(), j = in.integer();
    if (i < 0 or i >= n or j < 0 or j >= n) fail("a cell off the board");
    return int(i) * n + int(j);
  }
};

}  // namespace edagym

#endif
