// MovementCheck.hh: what the API checkers of the three games that order
// by Movement (Dominator, Mad Max, Moria) share besides Check.hh: their
// directions (Dir8.hh) and Movement, their units' lists by type and
// places, and read_grid and update_vectors_by_player, which change only
// the player's copy of the state. No player includes it.
#ifndef MovementCheck_hh
#define MovementCheck_hh

#include "Check.hh"

namespace edagym {

class MovementChecker : public Checker {
 protected:
  // steps: the eight directions, counter-clockwise from south, a step
  // each; None and a value that is no direction stay.
  void steps() {
    Pos a(3, 4), b = a;
    const int di[] = {1, 1, 0, -1, -1, -1, 0, 1}, dj[] = {0, 1, 1, 1, 0, -1, -1, -1};
    for (int d = Bottom; d < None; ++d) CHECK(a + Dir(d) == Pos(3 + di[d], 4 + dj[d]));
    CHECK(a + None == a and a + Dir(9) == a and a + Dir(10) == a and a + Dir(-1) == a);
    b += Left;
    CHECK(b == Pos(3, 3));
    CHECK(dir_ok(Bottom) and dir_ok(LB) and dir_ok(None) and not dir_ok(DirSize) and DirSize == 9 and LB == 7);
    Movement m(5, RT);
    CHECK(m.id == 5 and m.dir == RT);
  }

  // lists checks player p's lists of units, one a unit type in order: each
  // ascending, of units of that type and player; seen counts each unit.
  void lists(const vector<int>* of_type, int types, int p, vector<int>& seen) const {
    for (int t = 0; t < types; ++t)
      for (int k = 0; k < int(of_type[t].size()); ++k) {
        int id = of_type[t][k];
        CHECK(k == 0 or of_type[t][k - 1] < id);
        CHECK(unit(id).type == UnitType(t) and unit(id).player == p);
        ++seen[id];
      }
  }

  // placed checks that unit id is itself and stands on its cell.
  void placed(int id) const {
    Unit u = unit(id);
    CHECK(u.id == id and pos_ok(u.pos) and cell(u.pos).id == id);
  }

  // on_cells is how many cells have a unit on them, checking that it
  // stands there.
  int on_cells() const {
    int n = 0;
    for (int i = 0; i < rows(); ++i)
      for (int j = 0; j < cols(); ++j) {
        int id = cell(i, j).id;
        if (id == -1) continue;
        CHECK(unit(id).pos == Pos(i, j));
        ++n;
      }
    return n;
  }

  // more: in round 3, update_vectors_by_player changes nothing the player
  // sees; in round 7, the grid read back from its map characters (letter)
  // keeps every cell but its unit (the next round restores the units).
  void more() {
    if (round() == 3) {
      update_vectors_by_player();
      state();
    }
    if (round() == 7) read_back();
  }

  // letter is cell c's map character, as char2cell reads it.
  virtual char letter(const Cell& c) const = 0;

 private:
  void read_back() {
    vector<Cell> before;
    ostringstream os;
    for (int i = 0; i < rows(); ++i) {
      for (int j = 0; j < cols(); ++j) {
        before.push_back(cell(i, j));
        os << letter(cell(i, j));
      }
      os << "\n";
    }
    istringstream is(os.str());
    read_grid(is);
    for (int i = 0; i < rows(); ++i)
      for (int j = 0; j < cols(); ++j) {
        Cell a = cell(i, j), b = before[i * cols() + j];
        CHECK(a.id == -1 and a.type == b.type and a.owner == b.owner);
      }
  }
};

}  // namespace edagym

#endif
