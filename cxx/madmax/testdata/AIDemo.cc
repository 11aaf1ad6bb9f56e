// The Mad Max Demo player in C++, written from
// shared/rules/madmax-engine.md §5.3 against the player API: its matches
// must be those of edagym's built-in Demo, byte for byte (demo_test.go).
#include "Player.hh"

#define PLAYER_NAME Demo

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  // Per car id: 0 drives at random, 1 goes up; drawn when first seen.
  map<int, int> kind;

  void play() {
    if (round() % 4 == me()) move_warriors();
    vector<int> c = cars(me());
    for (int k = 0; k < int(c.size()); ++k) {
      int id = c[k];
      if (kind.find(id) == kind.end()) kind[id] = random(0, 1);
      if (can_move(id)) {
        if (kind[id] == 0) command(id, Dir(random(0, 7)));
        else command(id, Top);
      }
    }
  }

  void move_warriors() {
    vector<int> w = warriors(me());
    vector<int> perm = random_permutation(w.size());
    int r = round();
    for (int k = 0; k < int(perm.size()); ++k) {
      int id = w[perm[k]];
      Unit u = unit(id);
      if (random(0, 2) == 0) command(id, Right);
      else if (cell(u.pos).type == City) command(id, Bottom);
      else if (r < 40) command(id, Left);
      else if (r < 120) command(id, None);
      else if (random(0, 1) == 1) {
        set<Pos> s;
        while (s.size() < 4) {
          int a = random(0, 59);  // the column comes first
          int b = random(0, 59);
          s.insert(Pos(b, a));
        }
        vector<Pos> v(s.begin(), s.end());
        command(id, v[random(0, 3)].i >= 30 ? Bottom : RT);
      } else if (status(0) > 0.8) command(id, Left);
      else if (total_score(1) > 10000) command(id, TL);
      else if (car_at(Pos(4, 2))) command(id, BR);
      else if (u.food < 20) command(id, Dir(2 * random(0, 3)));
      else if (u.water > 10) command(id, Left);
      else if (cell(10, 20).owner == 2) command(id, None);
      else if (num_cities(3) == 1) command(id, LB);
      else cerr << u.pos << endl;
    }
  }

  bool car_at(Pos p) {
    Cell c = cell(p);
    return c.id != -1 and unit(c.id).type == Car;
  }
};

RegisterPlayer(PLAYER_NAME);
