// A tiny player that exercises the stub API (compile check of the headers).
#include "Player.hh"

#define PLAYER_NAME StubTest

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  void play() override {
    vector<int> mine = orks(me());
    for (size_t k = 0; k < mine.size(); ++k) {
      Unit u = unit(mine[k]);
      Pos to = u.pos + BOTTOM;
      if (pos_ok(to) and cell(to).type != WATER) execute(Command(u.id, BOTTOM));
    }
  }
};

RegisterPlayer(PLAYER_NAME);
