// The Moria Demo player in C++, written from shared/rules/moria-engine.md
// §9 against the player API: its matches must be those of edagym's
// built-in Demo, byte for byte (demo_test.go).
#include "Player.hh"

#define PLAYER_NAME Demo

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  // Per wizard: 0 wanders at random, 1 turns with the round; drawn when
  // first seen.
  map<int, int> kind;

  void play() {
    int r = round();
    vector<int> d = dwarves(me());
    vector<int> perm = random_permutation(d.size());
    for (int k = 0; k < int(perm.size()); ++k) {
      int id = d[perm[k]];
      if (random(0, 2) == 0) {
        command(id, Dir(random(0, 7)));
        continue;
      }
      // The original's look around for enemies reads the dwarf's own cell
      // and never sees one.
      if (r < 40) command(id, Left);
      else if (r > 180) command(id, None);
      else if (random(0, 1) == 1) command(id, random_set_dir());
      else if (status(0) > 0.8) command(id, Left);
      else if (unit(id).health < 20) command(id, Dir(2 * random(0, 3)));
      else if (cell(10, 20).owner == 2) command(id, TL);
      else if (nb_cells(3) > 50) command(id, LB);
      else if (nb_treasures(me()) < 4) command(id, BR);
      else if (cell(20, 30).type == Cave) command(id, Bottom);
      else if (cell(2, 2).treasure) command(id, Top);
      else cerr << unit(id).pos << endl;
    }
    vector<int> w = wizards(me());
    for (int k = 0; k < int(w.size()); ++k) {
      int id = w[k];
      if (kind.find(id) == kind.end()) kind[id] = random(0, 1);
      if (kind[id] == 0) command(id, Dir(2 * random(0, 3)));
      else command(id, Dir(2 * (r % 4)));
    }
  }

  // Four distinct positions (each drawn column first), sorted; one of them
  // at random: Bottom if its row is in the lower half, else RT.
  Dir random_set_dir() {
    set<Pos> s;
    while (s.size() < 4) {
      int j = random(0, 59);
      int i = random(0, 59);
      s.insert(Pos(i, j));
    }
    vector<Pos> v(s.begin(), s.end());
    return v[random(0, 3)].i >= 30 ? Bottom : RT;
  }
};

RegisterPlayer(PLAYER_NAME);
