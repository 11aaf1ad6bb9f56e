// A player that calls every function and uses every type and constant of
// shared/rules/orkisland-player-api.md, checks each round that the state
// holds together, and moves its orks at random (api_test.go; what the
// checkers share: cxx/common/Check.hh). A failed check aborts it, with the
// check on stderr.
#include "Check.hh"

#define PLAYER_NAME Check

struct PLAYER_NAME : public edagym::Checker {
  static Player* factory() { return new PLAYER_NAME; }

  // Every const query, from a const member function: their constness.
  int consts() const {
    int s = nb_players() + rows() + cols() + nb_rounds() + initial_health() + nb_orks() + cost_grass() + cost_forest() +
            cost_sand() + cost_city() + cost_path() + bonus_per_city_cell() + bonus_per_path_cell() +
            factor_connected_component() + cost(GRASS) + int(player_ok(0)) + int(pos_ok(0, 0)) + int(pos_ok(Pos(0, 0)));
    s += round() + total_score(0) + int(status(0)) + cell(0, 0).unit_id + cell(Pos(0, 0)).city_id + nb_units() +
         unit(0).id + nb_cities() + int(city(0).size()) + city_owner(0) + nb_paths() + int(path(0).second.size()) +
         path_owner(0);
    return s + int(version().size());
  }

  void settings() {
    CHECK(version() == "OrkIsland 1.0");
    CHECK(nb_players() == 4 and rows() == 70 and cols() == 70 and nb_rounds() == 200);
    CHECK(initial_health() == 100 and nb_orks() == 15);
    CHECK(cost_grass() == 1 and cost_forest() == 2 and cost_sand() == 3 and cost_city() == 0 and cost_path() == 0);
    CHECK(bonus_per_city_cell() == 1 and bonus_per_path_cell() == 1 and factor_connected_component() == 2);
    CHECK(cost(GRASS) == 1 and cost(FOREST) == 2 and cost(SAND) == 3 and cost(CITY) == 0 and cost(PATH) == 0);
    CHECK(cost(WATER) == INT_MAX);
    CHECK(player_ok(0) and player_ok(3) and not player_ok(4) and not player_ok(-1));
    CHECK(pos_ok(0, 0) and pos_ok(Pos(69, 69)) and not pos_ok(70, 0) and not pos_ok(Pos(0, -1)));
  }

  void types() {
    Pos a(3, 4);
    CHECK(a + BOTTOM == Pos(4, 4) and a + RIGHT == Pos(3, 5) and a + TOP == Pos(2, 4) and a + LEFT == Pos(3, 3));
    CHECK(a + NONE == a and a + Dir(7) == a);
    a += TOP;
    CHECK(a == Pos(2, 4));
    CHECK(dir_ok(BOTTOM) and dir_ok(NONE) and not dir_ok(DIR_SIZE) and DIR_SIZE == 5);
    const char letters[] = {wATER, gRASS, fOREST, sAND, cITY, pATH};
    for (int t = WATER; t < CELL_TYPE_SIZE; ++t) {
      CHECK(char2CellType(letters[t]) == CellType(t));
      CHECK(CellType2char(CellType(t)) == letters[t]);
    }
    CHECK(CellType2char(CELL_TYPE_SIZE) == 'X');
    CHECK(int_to_string(-42) == "-42" and string_to_int("17") == 17);
    Cell d;
    CHECK(d.type == CELL_TYPE_SIZE and d.unit_id == -1 and d.city_id == -1 and d.path_id == -1);
    Cell e(CITY, 1, 2, -1);
    CHECK(e.type == CITY and e.unit_id == 1 and e.city_id == 2 and e.path_id == -1);
    Unit u;
    CHECK(u.id == -1 and u.player == -1 and u.pos == Pos(0, 0) and u.health == 0);
    Unit v(3, 1);
    CHECK(v.id == 3 and v.player == 1 and v.pos == Pos(0, 0) and v.health == 0);
    Command m(5, RIGHT);
    CHECK(m.id == 5 and m.dir == RIGHT);
    City city_type;
    Path path_type;
    CHECK(city_type.empty() and path_type.second.empty());
  }

  void state() {
    CHECK(me() >= 0 and me() < 4);
    CHECK(nb_units() == nb_players() * nb_orks());
    CHECK(total_score(-1) == -1 and total_score(4) == -1 and status(4) == -2 and status(-1) == -2);
    for (int p = 0; p < 4; ++p) CHECK(total_score(p) >= 0 and status(p) == 0);
    Cell off = cell(-1, 5);
    CHECK(off.type == CELL_TYPE_SIZE and off.unit_id == -1);
    CHECK(unit(-1).id == -1 and unit(nb_units()).id == -1);
    CHECK(city(-1).empty() and city(nb_cities()).empty() and path(-1).second.empty());
    vector<int> seen(nb_units(), 0);
    for (int p = 0; p < 4; ++p) {
      vector<int> o = orks(p);
      for (int k = 0; k < int(o.size()); ++k) {
        CHECK(k == 0 or o[k - 1] < o[k]);
        CHECK(unit(o[k]).player == p);
        ++seen[o[k]];
      }
    }
    CHECK(orks(-1).empty() and orks(4).empty());
    for (int id = 0; id < nb_units(); ++id) {
      Unit u = unit(id);
      CHECK(seen[id] == 1 and u.id == id and pos_ok(u.pos) and u.health >= 0 and u.health <= initial_health());
      CHECK(cell(u.pos).unit_id == id and cell(u.pos).type != WATER);
    }
    int units_on_cells = 0;
    for (int i = 0; i < rows(); ++i)
      for (int j = 0; j < cols(); ++j) {
        Cell c = cell(i, j);
        CHECK(c.type >= WATER and c.type < CELL_TYPE_SIZE);
        CHECK((c.type == CITY) == (c.city_id >= 0) and (c.type == PATH) == (c.path_id >= 0));
        if (c.unit_id != -1) {
          CHECK(unit(c.unit_id).pos == Pos(i, j));
          ++units_on_cells;
        }
      }
    CHECK(units_on_cells == nb_units());
    for (int c = 0; c < nb_cities(); ++c) {
      City cells = city(c);
      CHECK(not cells.empty() and city_owner(c) >= -1 and city_owner(c) < 4);
      for (size_t k = 0; k < cells.size(); ++k) CHECK(cell(cells[k]).city_id == c);
    }
    for (int q = 0; q < nb_paths(); ++q) {
      Path pq = path(q);
      CHECK(pq.first.first >= 0 and pq.first.first < nb_cities() and pq.first.second >= 0 and pq.first.second < nb_cities());
      CHECK(path_owner(q) >= -1 and path_owner(q) < 4);
      for (size_t k = 0; k < pq.second.size(); ++k) CHECK(cell(pq.second[k]).path_id == q);
    }
  }

  void orders() {
    vector<int> mine = orks(me());
    if (round() == 5) {
      // What the engine drops, with warnings, and a repeat: all recorded.
      execute(Command(-5, BOTTOM));
      execute(Command(9999, TOP));
      execute(Command(orks((me() + 1) % 4)[0], LEFT));
      if (not mine.empty()) {
        execute(Command(mine[0], Dir(7)));
        execute(Command(mine[0], BOTTOM));
      }
      for (int k = 0; k < 990; ++k) execute(Command(-5, BOTTOM));  // 995 calls: no abort
      return;
    }
    for (size_t k = 0; k < mine.size(); ++k) execute(Command(mine[k], Dir(random(0, 4))));
  }
};

RegisterPlayer(PLAYER_NAME);
