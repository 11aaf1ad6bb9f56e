// view.hh: the Moria part of the runner (cxx/common/main.cc): it reads the
// blocks cxx/moria/view.go writes into the API's state.
//
// Match block (after "M STATE ME"):
//   the 10 .cnf settings, in the order of Settings' getters
// Round block (after "R ROUND"):
//   NP, then each clan's nb_cells, then each clan's nb_treasures
//   ROWS rows of COLS cell letters: O (Outside), C (Cave), 0-3 (a Cave of
//     that clan), G (Granite), A (Abyss), a-z (a Rock with 1-26 turns)
//   T, then the T cells with a treasure: i j ...
//   UNITS, then per unit id: type player i j health (type: Dwarf 0 ...
//     Balrog 4; a dead orc's slot is 2 -1 -1 -1 0)
//   each clan's dwarves (N ids ...), each clan's wizards, the orcs alive,
//   the trolls (N ids ... each), the Balrog's id
// A cell's unit is the unit standing on it: a living unit or the Balrog.
#ifndef edagym_view_hh
#define edagym_view_hh

namespace edagym {

struct View {
  vector<char> row;

  void match(Player* p, Input& in) {
    for (int k = 0; k < 10; ++k) p->edagym_cfg_[k] = int(in.integer());
    p->edagym_rows_ = p->rows();
    p->edagym_cols_ = p->cols();
    if (p->rows() <= 0 or p->cols() <= 0 or p->rows() > 1000 or p->cols() > 1000) fail("bad board size");
  }

  void round(Player* p, Input& in, int r) {
    p->edagym_round_ = r;
    int np = count(in, 4);
    p->edagym_nb_cells_.resize(np);
    p->edagym_nb_treasures_.resize(np);
    for (int k = 0; k < np; ++k) p->edagym_nb_cells_[k] = int(in.integer());
    for (int k = 0; k < np; ++k) p->edagym_nb_treasures_[k] = int(in.integer());
    int rows = p->edagym_rows_, cols = p->edagym_cols_;
    p->edagym_cells_.resize(rows * cols);
    row.resize(cols);
    for (int i = 0; i < rows; ++i) {
      in.word(&row[0], cols);
      for (int j = 0; j < cols; ++j) {
        Cell& c = p->edagym_cells_[i * cols + j];
        char x = row[j];
        switch (x) {
          case 'O': c = Cell(Outside, -1, -1, 0, false); break;
          case 'C': c = Cell(Cave, -1, -1, 0, false); break;
          case 'G': c = Cell(Granite, -1, -1, 0, false); break;
          case 'A': c = Cell(Abyss, -1, -1, 0, false); break;
          default:
            if (x >= '0' and x <= '3') c = Cell(Cave, x - '0', -1, 0, false);
            else if (x >= 'a' and x <= 'z') c = Cell(Rock, -1, -1, x - 'a' + 1, false);
            else fail("bad cell letter");
        }
      }
    }
    int t = count(in, rows * cols);
    for (int k = 0; k < t; ++k) {
      long long i = in.integer(), j = in.integer();
      if (i < 0 or i >= rows or j < 0 or j >= cols) fail("a treasure off the board");
      p->edagym_cells_[i * cols + j].treasure = true;
    }
    int n = count(in, 1000000);
    p->edagym_units_.resize(n);
    for (int id = 0; id < n; ++id) {
      int type = int(in.integer()), pl = int(in.integer()), i = int(in.integer()), j = int(in.integer());
      int h = int(in.integer());
      if (type < 0 or type > 4) fail("bad unit type");
      Unit u(UnitType(type), id, pl, h, Pos(i, j));
      p->edagym_units_[id] = u;
      if (h <= 0 and u.type != Balrog) continue;
      if (i < 0 or i >= rows or j < 0 or j >= cols) fail("a living unit off the board");
      p->edagym_cells_[i * cols + j].id = id;
    }
    for (int k = 0; k < 2; ++k)
      for (int c = 0; c < 4; ++c) list(in, p->edagym_lists_[k][c], n);
    list(in, p->edagym_orcs_, n);
    list(in, p->edagym_trolls_, n);
    p->edagym_balrog_ = int(in.integer());
  }

  static int count(Input& in, int most) {
    long long v = in.integer();
    if (v < 0 or v > most) fail("bad count");
    return int(v);
  }

  static void list(Input& in, vector<int>& v, int most) {
    v.resize(count(in, most));
    for (size_t k = 0; k < v.size(); ++k) v[k] = int(in.integer());
  }
};

}  // namespace edagym

#endif
