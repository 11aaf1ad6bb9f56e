// A player that calls every function and uses every type and constant of
// shared/rules/dominator-player-api.md, checks each round that its rotated
// view holds together, and moves its units at random (api_test.go; what
// the checkers share: cxx/common/Check.hh, MovementCheck.hh). A failed
// check aborts it, with the check on stderr.
#include "MovementCheck.hh"

#include <ctime>

#define PLAYER_NAME Check

struct PLAYER_NAME : public edagym::MovementChecker {
  static Player* factory() { return new PLAYER_NAME; }

  // Every const query, from a const member function: their constness.
  int consts() const {
    int s = nb_players() + nb_rounds() + nb_farmers() + nb_knights() + nb_witches() + farmers_health() +
            knights_health() + farmers_regen() + knights_regen() + damage_min() + damage_max() + rows() + cols() +
            int(player_ok(0)) + int(pos_ok(0, 0)) + int(pos_ok(Pos(0, 0)));
    s += round() + cell(0, 0).id + cell(Pos(0, 0)).owner + nb_units() + unit(0).id + land(0) + total_score(0) +
         int(status(0)) + int(rotate(1).round());
    return s + int(version().size());
  }

  void settings() {
    CHECK(version() == "Dominator 4.0");
    CHECK(nb_players() == 4 and nb_rounds() == 200 and nb_farmers() == 20 and nb_knights() == 10 and nb_witches() == 2);
    CHECK(farmers_health() == 100 and knights_health() == 200 and farmers_regen() == 30 and knights_regen() == 30);
    CHECK(damage_min() == 60 and damage_max() == 90 and rows() == 37 and cols() == 37);
    CHECK(player_ok(3) and not player_ok(4) and pos_ok(36, 36) and not pos_ok(Pos(37, 0)));
  }

  void types() {
    steps();
    CHECK(Empty == 0 and Wall == 1 and CellTypeSize == 2 and Farmer == 0 and Witch == 2 and UnitTypeSize == 3);
    CHECK(ut_ok(Knight) and not ut_ok(UnitTypeSize) and ut2char(Farmer) == 'f' and ut2char(Witch) == 'w');
    CHECK(char2ut('k') == Knight);
    CHECK(char2cell('X').type == Wall and char2cell('.').owner == -1 and char2cell('2').owner == 2);
    Cell d;
    CHECK(d.type == Empty and d.owner == -1 and d.id == -1 and not d.haunted);
    Cell e(Wall, 1, 2, true);
    CHECK(e.type == Wall and e.owner == 1 and e.id == 2 and e.haunted);
    Unit u;
    CHECK(u.type == Farmer and u.id == -1 and u.player == -1 and u.health == 0 and u.pos == Pos(0, 0) and not u.active);
    Unit v(Witch, 3, 1, -1);
    CHECK(v.type == Witch and v.id == 3 and v.player == 1 and v.health == -1 and v.pos == Pos(0, 0) and not v.active);
  }

  // haunted_now: the cells within Manhattan distance 2 of an active witch.
  vector<bool> haunted_now() {
    vector<bool> h(rows() * cols(), false);
    for (int id = 0; id < nb_units(); ++id) {
      Unit w = unit(id);
      if (w.type != Witch or not w.active) continue;
      for (int di = -2; di <= 2; ++di)
        for (int dj = -2; dj <= 2; ++dj)
          if (abs(di) + abs(dj) <= 2 and pos_ok(w.pos.i + di, w.pos.j + dj)) h[(w.pos.i + di) * cols() + w.pos.j + dj] = true;
    }
    return h;
  }

  void state() {
    CHECK(nb_units() == nb_players() * (nb_farmers() + nb_knights() + nb_witches()));
    CHECK(land(-1) == -1 and land(4) == -1 and total_score(4) == -1 and status(4) == -2);
    Cell off = cell(-1, 5);
    CHECK(off.type == Empty and off.owner == -1 and off.id == -1 and not off.haunted);
    CHECK(unit(-1).id == -1 and unit(nb_units()).id == -1);
    CHECK(farmers(-1).empty() and knights(4).empty() and witches(9).empty());
    vector<int> seen(nb_units(), 0);
    for (int p = 0; p < 4; ++p) {
      CHECK(status(p) == 0 and total_score(p) >= land(p));
      vector<int> of_type[3] = {farmers(p), knights(p), witches(p)};
      CHECK(int(of_type[2].size()) == nb_witches());
      lists(of_type, 3, p, seen);
    }
    vector<bool> h = haunted_now();
    int owned[4] = {0, 0, 0, 0};
    for (int i = 0; i < rows(); ++i)
      for (int j = 0; j < cols(); ++j) {
        Cell c = cell(i, j);
        if (i == 0 or j == 0 or i == rows() - 1 or j == cols() - 1) CHECK(c.type == Wall);
        CHECK(c.haunted == h[i * cols() + j]);
        if (c.owner >= 0) ++owned[c.owner];
      }
    CHECK(on_cells() == nb_units());
    for (int p = 0; p < 4; ++p) CHECK(owned[p] == land(p));
    for (int id = 0; id < nb_units(); ++id) {
      CHECK(seen[id] == 1);
      placed(id);
      CHECK(unit(id).type == Witch ? unit(id).health == -1 : unit(id).health > 0);
    }
    if (round() == 0) {
      vector<int> w = witches(0);  // my quadrant is the top left one
      for (size_t k = 0; k < w.size(); ++k) CHECK(unit(w[k]).pos.i < rows() / 2 and unit(w[k]).pos.j < cols() / 2);
    }
  }

  // rotations: the copy turned once is what the next seat sees.
  void rotations() {
    State r = rotate(1), back = r.rotate(3);
    int n = rows();
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        Cell a = cell(i, j), b = back.cell(i, j), c = r.cell(i, j), src = cell(n - 1 - j, i);
        CHECK(a.type == b.type and a.owner == b.owner and a.id == b.id and a.haunted == b.haunted);
        CHECK(c.type == src.type and c.id == src.id and c.owner == (src.owner < 0 ? -1 : (src.owner + 3) % 4));
      }
    for (int k = 0; k < 4; ++k) CHECK(r.land(k) == land((k + 1) % 4) and r.total_score(k) == total_score((k + 1) % 4));
    for (int id = 0; id < nb_units(); ++id) {
      Unit u = unit(id), v = r.unit(id);
      CHECK(v.pos == Pos(u.pos.j, n - 1 - u.pos.i) and v.player == (u.player + 3) % 4);
    }
    CHECK(r.witches(3) == witches(0));
  }

  void more() {
    if (round() % 20 == 1) rotations();
    if (round() == 2) {  // sleep() does nothing, as the original's Utils.o makes it
      time_t t0 = time(0);
      sleep(3);
      CHECK(time(0) - t0 < 2);
    }
    if (round() == 3) update_haunted();  // no visible change either
    edagym::MovementChecker::more();
  }

  char letter(const Cell& c) const { return c.type == Wall ? 'X' : c.owner < 0 ? '.' : char('0' + c.owner); }

  void orders() {
    vector<int> f = farmers(0), k = knights(0), w = witches(0);
    if (round() == 5) {  // dropped with warnings by the engine; the first order stands
      command(9999, Bottom);
      command(-1, Bottom);
      command(f[0], Dir(9));
      command(f[0], Bottom);
      command(Movement(f[1], BR));
      command(farmers(1)[0], Top);
    }
    for (size_t x = 0; x < f.size(); ++x) command(f[x], Dir(2 * random(0, 3)));
    for (size_t x = 0; x < k.size(); ++x) command(Movement(k[x], Dir(random(0, 8))));
    for (size_t x = 0; x < w.size(); ++x) command(w[x], Dir(2 * random(0, 4)));
  }
};

RegisterPlayer(PLAYER_NAME);
