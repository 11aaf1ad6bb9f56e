// The Ork Island Demo player in C++, written from
// shared/rules/orkisland-engine.md §8 against the player API: its matches
// must be those of edagym's built-in Demo, byte for byte (demo_test.go).
#include "Player.hh"

#define PLAYER_NAME Demo

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  // The unit on each cell when Demo last looked (-1: none).
  vector<vector<int> > ork_at;

  bool winning() {
    for (int q = 0; q < nb_players(); ++q)
      if (q != me() and total_score(q) >= total_score(me())) return false;
    return true;
  }

  void play() {
    if (round() > nb_rounds() / 2) return;
    if (winning()) return;
    if (status(me()) >= 0.9) return;
    if (round() == 0) {
      ork_at = vector<vector<int> >(rows(), vector<int>(cols(), -1));
    } else {
      for (int i = 0; i < rows(); ++i)
        for (int j = 0; j < cols(); ++j) {
          Cell c = cell(i, j);
          if (c.type == CITY and c.unit_id != -1 and c.unit_id != ork_at[i][j] and unit(c.unit_id).player != me())
            cerr << "Enemy ork " << c.unit_id << " moved to CITY position " << Pos(i, j) << " of city " << c.city_id << endl;
        }
      for (int i = 0; i < rows(); ++i)
        for (int j = 0; j < cols(); ++j) ork_at[i][j] = cell(i, j).unit_id;
    }
    if (random(0, 3) == 0) return;
    vector<int> mine = orks(me());
    vector<int> perm = random_permutation(mine.size());
    for (int t = 0; t < int(perm.size()); ++t) {
      int id = mine[perm[t]];
      Pos p = unit(id).pos;
      for (int d = BOTTOM; d <= NONE; ++d)
        if (pos_ok(p + Dir(d))) {
          execute(Command(id, Dir(d)));
          break;
        }
    }
  }
};

RegisterPlayer(PLAYER_NAME);
