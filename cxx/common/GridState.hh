// GridState.hh: the queries every game's State shares (their
// player-api.md §2.1): the round, the board's cells, the units; and the
// checks and the work its own queries share. A game's State derives from
// edagym_GridState<Cell, Unit> and adds its own. An invalid argument
// prints the original's warning on cerr and returns the default (a
// default Cell off the board, which looks walkable; a default Unit).
#ifndef GridState_hh
#define GridState_hh

#include "edagym.hh"

template <class CellT, class UnitT>
class edagym_GridState {
 public:
  int round() const { return edagym_round_; }

  CellT cell(Pos p) const { return cell(p.i, p.j); }
  CellT cell(int i, int j) const {
    if (not edagym_in(i, j)) {
      edagym::warn("cell requested for position", Pos(i, j));
      return CellT();
    }
    return edagym_cells_[i * edagym_cols_ + j];
  }

  int nb_units() const { return int(edagym_units_.size()); }

  UnitT unit(int id) const {
    if (id < 0 or id >= nb_units()) {
      edagym::warn("unit requested for identifier", id);
      return UnitT();
    }
    return edagym_units_[id];
  }

  edagym_GridState() : edagym_round_(0), edagym_rows_(0), edagym_cols_(0), edagym_dirty_(false) {}
  virtual ~edagym_GridState() {}

  // edagym: filled by the runner before every play() (view.hh).
  int edagym_round_, edagym_rows_, edagym_cols_;
  vector<CellT> edagym_cells_;
  vector<UnitT> edagym_units_;
  bool edagym_dirty_;  // the player changed its copy: restore it whole

 protected:
  bool edagym_in(int i, int j) const { return i >= 0 and i < edagym_rows_ and j >= 0 and j < edagym_cols_; }

  // Whether a per-player query answers: ok (pl is a player, by the game's
  // own test), else the original's warning, "WHAT requested for player PL".
  bool edagym_answers(bool ok, int pl, const char* what) const {
    if (not ok) std::cerr << "warning: " << what << " requested for player " << pl << std::endl;
    return ok;
  }

  // A per-player query's answer: v[pl], or bad when it does not answer.
  template <class V, class T>
  T edagym_of_player(bool ok, const V& v, int pl, const char* what, const T& bad) const {
    return edagym_answers(ok, pl, what) ? T(v[pl]) : bad;
  }

  // status(pl)'s answer: the share of the CPU limit used, 0 as in a local
  // Game; bad, after the original's warning, when pl is not a player.
  double edagym_status(bool ok, int pl, double bad) const {
    if (not ok) {
      edagym::warn("status requested for player", pl);
      return bad;
    }
    return 0;
  }

  // read_grid's work, in the APIs that have it (Dominator, Mad Max,
  // Moria): rows() lines of map characters over this copy's cells, each
  // read by info's char2cell (info is this copy, as its Info); the runner
  // restores the copy next round.
  template <class Info>
  void edagym_read_grid(istream& is, const Info& info) {
    edagym_dirty_ = true;
    for (int i = 0; i < edagym_rows_; ++i) {
      string s;
      is >> s;
      for (int j = 0; j < edagym_cols_ and j < int(s.size()); ++j) edagym_cells_[i * edagym_cols_ + j] = info.char2cell(s[j]);
    }
  }
};

#endif
