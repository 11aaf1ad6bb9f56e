// The Dominator Demo player in C++, written from
// shared/rules/dominator-engine.md §8 against the player API (in the
// rotated view: the player is player 0): its matches must be those of
// edagym's built-in Demo, byte for byte (demo_test.go).
#include "Player.hh"

#define PLAYER_NAME Demo

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  // Per farmer: 0 wanders at random, 1 turns with the round; kept forever.
  map<int, int> kind;

  void play() {
    int r = round();
    vector<int> f = farmers(0);
    for (int k = 0; k < int(f.size()); ++k) {
      int id = f[k];
      if (kind.find(id) == kind.end()) kind[id] = random(0, 1);
      if (kind[id] == 0) command(id, Dir(2 * random(0, 3)));
      else command(id, Dir(2 * (r % 4)));
    }
    vector<int> kn = knights(0);
    if (r % 2 == 0) {
      for (int k = 0; k < int(kn.size()); ++k) {
        int id = kn[k];
        Pos p = unit(id).pos;
        vector<int> rivals;
        for (int d = Bottom; d < None; ++d) {
          Cell c = cell(p + Dir(d));
          if (c.id == -1) continue;
          Unit u = unit(c.id);
          if (u.type != Witch and u.player != 0) rivals.push_back(d);
        }
        if (rivals.empty()) command(id, Dir(random(0, 7)));
        else command(id, Dir(rivals[random(0, int(rivals.size()) - 1)]));
      }
    } else {
      vector<int> v(kn.size());
      for (int i = 0; i < int(v.size()); ++i) v[i] = 2 * (i % 4) + 1;
      vector<int> q = random_permutation(kn.size());
      for (int i = 0; i < int(kn.size()); ++i) command(kn[i], Dir(v[q[i]]));
    }
    vector<int> w = witches(0);
    if (w.size() < 2) return;
    command(w[0], first_witch(r));
    command(w[1], second_witch());
  }

  Dir first_witch(int r) {
    if (r < 40) return Top;
    if (r < 80) return Left;
    if (r < 120) return None;
    if (r < 160) return Bottom;
    set<Pos> s;
    while (s.size() < 4) {
      int a = random(0, 36);  // the column is drawn first
      int b = random(0, 36);
      s.insert(Pos(b, a));
    }
    vector<Pos> v(s.begin(), s.end());
    return v[random(0, 3)].i < 18 ? None : Top;
  }

  Dir second_witch() {
    if (status(0) > 0.8) return Left;
    if (total_score(1) > 10000) return Bottom;
    if (land(3) > 100) return Right;
    if (cell(35, 35).type == Wall) return None;
    return Top;
  }
};

RegisterPlayer(PLAYER_NAME);
