// A player that calls every function and uses every type and constant of
// shared/rules/moria-player-api.md, checks each round that the state holds
// together, and moves its units at random (api_test.go; what the checkers
// share: cxx/common/Check.hh, MovementCheck.hh). A failed check aborts it,
// with the check on stderr.
#include "MovementCheck.hh"

#define PLAYER_NAME Check

struct PLAYER_NAME : public edagym::MovementChecker {
  static Player* factory() { return new PLAYER_NAME; }

  // The compiled-in constants are valid even in the constructor.
  bool constants_in_constructor;

  PLAYER_NAME()
      : constants_in_constructor(dwarves_health() == 100 and wizards_health() == 50 and orcs_health() == 75 and
                                 trolls_health() == 500 and min_damage_dwarves() == 20 and max_damage_dwarves() == 40 and
                                 min_damage_orcs() == 15 and max_damage_orcs() == 30 and min_damage_trolls() == 50 and
                                 max_damage_trolls() == 150 and ini_treasures() == 80 and inv_prob_abyss() == 25 and
                                 inv_prob_orc() == 50) {}

  // Every query, me() and char2cell, from a const member function: all
  // const here.
  int consts() const {
    int s = nb_players() + nb_rounds() + nb_dwarves() + nb_wizards() + max_nb_orcs() + nb_trolls() + treasure_value() +
            rock_resistance() + rows() + cols() + int(player_ok(0)) + int(pos_ok(0, 0)) + int(pos_ok(Pos(0, 0)));
    s += me() + round() + cell(0, 0).id + cell(Pos(0, 0)).turns + nb_units() + unit(0).id + nb_cells(0) +
         nb_treasures(0) + int(status(0)) + int(dwarves(0).size()) + int(wizards(0).size()) + int(orcs().size()) +
         int(trolls().size()) + balrog_id() + char2cell('C').owner;
    return s + int(version().size());
  }

  void settings() {
    CHECK(constants_in_constructor);
    CHECK(version() == "Moria 1.1");
    CHECK(nb_players() == 4 and nb_rounds() == 200 and nb_dwarves() == 20 and nb_wizards() == 5 and max_nb_orcs() == 20);
    CHECK(nb_trolls() == 4 and treasure_value() == 10 and rock_resistance() == 5 and rows() == 60 and cols() == 60);
    CHECK(player_ok(3) and not player_ok(4) and pos_ok(59, 59) and not pos_ok(Pos(60, 0)));
  }

  void types() {
    steps();
    CHECK(Outside == 0 and Cave == 1 and Abyss == 2 and Granite == 3 and Rock == 4 and CellTypeSize == 5);
    CHECK(Dwarf == 0 and Wizard == 1 and Orc == 2 and Troll == 3 and Balrog == 4 and UnitTypeSize == 5);
    const char letters[] = "dwotb";
    for (int t = 0; t < 5; ++t) CHECK(ut2char(UnitType(t)) == letters[t] and char2ut(letters[t]) == UnitType(t));
    CHECK(char2cell('O').type == Outside and char2cell('G').type == Granite and char2cell('A').type == Abyss);
    CHECK(char2cell('T').type == Cave and char2cell('T').treasure and char2cell('3').owner == 3);
    CHECK(char2cell('R').type == Rock and char2cell('R').turns == rock_resistance() and char2cell('b').turns == 2);
    CHECK(int_to_string(12) == "12" and string_to_int("7") == 7);
    Cell d;
    CHECK(d.type == Cave and d.owner == -1 and d.id == -1 and d.turns == 0 and not d.treasure);
    Cell e(Rock, -1, -1, 3, false);
    CHECK(e.type == Rock and e.turns == 3);
    Unit u;
    CHECK(u.type == Dwarf and u.id == -1 and u.player == -1 and u.health == 0 and u.pos == Pos(-1, -1));
    Unit v(Troll, 120, -1, 500, Pos(3, 3));
    CHECK(v.type == Troll and v.id == 120 and v.health == 500 and v.pos == Pos(3, 3));
  }

  void state() {
    CHECK(nb_units() == nb_players() * (nb_dwarves() + nb_wizards()) + max_nb_orcs() + nb_trolls() + 1);
    CHECK(nb_cells(-1) == -1 and nb_cells(4) == -1 and nb_treasures(4) == -1 and status(4) == -1 and status(-1) == -1);
    Cell off = cell(-1, 5);
    CHECK(off.type == Cave and off.owner == -1 and off.id == -1 and off.turns == 0 and not off.treasure);
    CHECK(unit(-1).id == -1 and unit(nb_units()).pos == Pos(-1, -1) and dwarves(-1).empty() and wizards(4).empty());
    if (round() == 0) CHECK(orcs().empty());
    vector<int> seen(nb_units(), 0);
    for (int p = 0; p < 4; ++p) {
      CHECK(status(p) == 0 and nb_treasures(p) >= 0);
      vector<int> of_type[2] = {dwarves(p), wizards(p)};  // living: a dead unit's unit() is no player's
      lists(of_type, 2, p, seen);
    }
    vector<int> o = orcs(), tr = trolls();
    CHECK(int(tr.size()) == nb_trolls() and int(o.size()) <= max_nb_orcs());
    for (size_t k = 0; k < o.size(); ++k) CHECK(unit(o[k]).type == Orc and unit(o[k]).player == -1 and ++seen[o[k]]);
    for (size_t k = 0; k < tr.size(); ++k) CHECK(unit(tr[k]).type == Troll and ++seen[tr[k]]);
    CHECK(unit(balrog_id()).type == Balrog and unit(balrog_id()).player == -1 and ++seen[balrog_id()]);
    int owned[4] = {0, 0, 0, 0}, listed = 0;
    for (int id = 0; id < nb_units(); ++id) listed += seen[id];
    for (int i = 0; i < rows(); ++i)
      for (int j = 0; j < cols(); ++j) {
        Cell c = cell(i, j);
        bool border = i < 2 or j < 2 or i >= rows() - 2 or j >= cols() - 2;
        CHECK((c.type == Outside) == border);
        CHECK(c.owner == -1 or c.type == Cave);
        CHECK(c.type == Rock ? c.turns >= 1 and c.turns <= rock_resistance() : c.turns == 0);
        CHECK(not c.treasure or c.type == Cave);
        if (c.owner >= 0) ++owned[c.owner];
        if (c.id != -1) CHECK(seen[c.id] == 1);
      }
    CHECK(on_cells() == listed);
    for (int p = 0; p < 4; ++p) CHECK(owned[p] == nb_cells(p));
    for (int id = 0; id < nb_units(); ++id) {
      if (seen[id]) {
        placed(id);
      } else {
        CHECK(unit(id).id == -1);  // a dead orc's slot
      }
    }
  }

  char letter(const Cell& c) const {
    if (c.type == Cave and c.owner >= 0) return char('0' + c.owner);
    if (c.treasure) return 'T';
    if (c.type == Rock) return char('a' + c.turns - 1);
    return "OCAGR"[c.type];
  }

  void orders() {
    vector<int> d = dwarves(me()), w = wizards(me());
    if (round() == 5 and not d.empty()) {  // dropped (with warnings); Dir(9) leaves the slot free
      command(9999, Bottom);
      command(balrog_id(), Bottom);
      command(d[0], Dir(9));
      command(d[0], Dir(random(0, 7)));
      command(d[0], Top);
    }
    for (size_t x = 0; x < d.size(); ++x) command(d[x], Dir(random(0, 8)));
    for (size_t x = 0; x < w.size(); ++x) command(Movement(w[x], Dir(2 * random(0, 4))));
  }
};

RegisterPlayer(PLAYER_NAME);
