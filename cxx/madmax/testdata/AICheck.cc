// A player that calls every function and uses every type and constant of
// shared/rules/madmax-player-api.md, checks each round that the state
// holds together, and moves its units at random (api_test.go; what the
// checkers share: cxx/common/Check.hh, MovementCheck.hh). A failed check
// aborts it, with the check on stderr.
#include "MovementCheck.hh"

#define PLAYER_NAME Check

struct PLAYER_NAME : public edagym::MovementChecker {
  static Player* factory() { return new PLAYER_NAME; }

  // Every query and me(), from a const member function: all const here.
  int consts() const {
    int s = nb_players() + nb_rounds() + nb_cities() + nb_warriors() + nb_cars() + warriors_health() + cars_fuel() +
            damage() + rows() + cols() + int(player_ok(0)) + int(pos_ok(0, 0)) + int(pos_ok(Pos(0, 0)));
    s += me() + round() + cell(0, 0).id + cell(Pos(0, 0)).owner + nb_units() + unit(0).id + num_cities(0) +
         total_score(0) + int(status(0)) + int(warriors(0).size()) + int(cars(0).size()) + int(can_move(0));
    return s + int(version().size());
  }

  void settings() {
    CHECK(version() == "Mad_Max 1.6");
    CHECK(nb_players() == 4 and nb_rounds() == 500 and nb_cities() == 8 and nb_warriors() == 20 and nb_cars() == 3);
    CHECK(warriors_health() == 40 and cars_fuel() == 100 and damage() == 6 and rows() == 60 and cols() == 60);
    CHECK(player_ok(3) and not player_ok(4) and pos_ok(59, 59) and not pos_ok(Pos(60, 0)));
  }

  void types() {
    steps();
    CHECK(Desert == 0 and Road == 1 and City == 2 and Water == 3 and Station == 4 and Wall == 5 and CellTypeSize == 6);
    CHECK(Warrior == 0 and Car == 1 and UnitTypeSize == 2 and ut_ok(Car) and not ut_ok(UnitTypeSize));
    CHECK(ut2char(Warrior) == 'w' and ut2char(Car) == 'c' and char2ut('c') == Car);
    CHECK(char2cell('.').type == Desert and char2cell('R').type == Road and char2cell('W').type == Water);
    CHECK(char2cell('S').type == Station and char2cell('X').type == Wall);
    CHECK(char2cell('2').type == City and char2cell('2').owner == 2);
    CHECK(int_to_string(12) == "12" and string_to_int("-3") == -3);
    Cell d;
    CHECK(d.type == Desert and d.owner == -1 and d.id == -1);
    Cell e(City, 1, 2);
    CHECK(e.type == City and e.owner == 1 and e.id == 2);
    Unit u;
    CHECK(u.type == Warrior and u.id == -1 and u.player == -1 and u.food == 0 and u.water == 0 and u.pos == Pos(0, 0));
    Unit v(Car, 81, 0, 100, 0);
    CHECK(v.type == Car and v.id == 81 and v.food == 100 and v.pos == Pos(0, 0));
  }

  // cities: the 4-connected City cells, each of one owner.
  int count_cities(int owner) const {
    vector<bool> seen(rows() * cols(), false);
    int n = 0;
    for (int s = 0; s < rows() * cols(); ++s) {
      if (seen[s] or cell(s / cols(), s % cols()).type != City) continue;
      int o = cell(s / cols(), s % cols()).owner;
      if (o == owner) ++n;
      vector<int> todo(1, s);
      seen[s] = true;
      while (not todo.empty()) {
        int x = todo.back();
        todo.pop_back();
        Pos p(x / cols(), x % cols());
        for (int d = Bottom; d < None; d += 2) {
          Pos q = p + Dir(d);
          if (not pos_ok(q) or seen[q.i * cols() + q.j] or cell(q).type != City) continue;
          if (cell(q).owner != o) return -100;  // a city of two owners
          seen[q.i * cols() + q.j] = true;
          todo.push_back(q.i * cols() + q.j);
        }
      }
    }
    return n;
  }

  void state() {
    CHECK(nb_units() == nb_players() * (nb_warriors() + nb_cars()));
    CHECK(num_cities(-1) == -1 and total_score(4) == -1 and status(4) == -2 and not can_move(-1) and not can_move(nb_units()));
    Cell off = cell(-1, 5);
    CHECK(off.type == Desert and off.owner == -1 and off.id == -1);
    CHECK(unit(-1).id == -1 and warriors(-1).empty() and cars(4).empty());
    vector<int> seen(nb_units(), 0);
    for (int p = 0; p < 4; ++p) {
      CHECK(status(p) == 0 and num_cities(p) == count_cities(p) and total_score(p) >= num_cities(p));
      vector<int> of_type[2] = {warriors(p), cars(p)};
      lists(of_type, 2, p, seen);
    }
    for (int i = 0; i < rows(); ++i)
      for (int j = 0; j < cols(); ++j) CHECK((cell(i, j).type == City) == (cell(i, j).owner >= 0));
    CHECK(on_cells() == nb_units());
    for (int id = 0; id < nb_units(); ++id) {
      CHECK(seen[id] == 1);
      placed(id);
      Unit u = unit(id);
      CellType t = cell(u.pos).type;
      CHECK(t == Desert or t == Road or (t == City and u.type == Warrior));
      if (u.type == Car) CHECK(u.water == 0 and u.food >= 0 and u.food <= cars_fuel());
      bool can = u.player == round() % 4 or (u.type == Car and u.food > 0 and t == Road);
      CHECK(can_move(id) == can);
    }
  }

  char letter(const Cell& c) const { return c.type == City ? char('0' + c.owner) : ".R?WSX"[c.type]; }

  void orders() {
    vector<int> w = warriors(me()), c = cars(me());
    if (round() == 4 + me()) {  // dropped with warnings by the engine; the first order stands
      command(9999, Bottom);
      command(-1, Bottom);
      command(w[0], Dir(9));
      command(w[0], Bottom);
      command(warriors((me() + 1) % 4)[0], Top);
    }
    for (size_t x = 0; x < w.size(); ++x)
      if (can_move(w[x])) command(Movement(w[x], Dir(random(0, 8))));
    for (size_t x = 0; x < c.size(); ++x) command(c[x], Dir(random(0, 8)));
  }
};

RegisterPlayer(PLAYER_NAME);
