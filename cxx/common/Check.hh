// Check.hh: what the API checkers share (cxx/<game>/testdata/AICheck.cc,
// players that call every function of their game's API and check each
// round that their state holds together; api_test.go plays them). It is
// shipped with the API only so that a checker, compiled as a cxx: seat,
// finds it: no player includes it.
#ifndef Check_hh
#define Check_hh

#include "Player.hh"

// CHECK aborts the player, with the failed check on stderr, unless c holds.
#define CHECK(c)                                                                                                     \
  if (not(c)) {                                                                                                      \
    cerr << "check failed: " << #c << " (" << __FILE__ << ":" << __LINE__ << ", round " << round() << ")" << endl; \
    abort();                                                                                                         \
  }

namespace edagym {

// Checker is a checker's Player. Each round it checks that the player was
// constructed before it had a state and plays once a round, calls every
// const query from a const member function (consts: a query that is not
// const would not compile there), checks in the first round the settings,
// the types and the generator and in every round the state, then gives
// the round's orders: the game's checker gives its own checks of each.
class Checker : public Player {
 public:
  void play() {
    CHECK(constructed_empty_);
    CHECK(round() == plays_);
    consts();
    if (round() == 0) {
      settings();
      types();
      positions();
      randoms();
    }
    state();
    more();
    ++plays_;
    orders();
  }

 protected:
  Checker() : plays_(0), constructed_empty_(nb_units() == 0 and round() == 0) {}

  virtual int consts() const = 0;
  virtual void settings() = 0;  // the default config's
  virtual void types() = 0;     // the types, constants and free functions
  virtual void state() = 0;
  virtual void more() {}  // the checks of given rounds, after state()
  virtual void orders() = 0;

 private:
  // positions: what every game's Pos does but its steps.
  void positions() {
    Pos a(3, 4), b = a;
    CHECK(Pos() == Pos(0, 0) and a != Pos() and Pos() < a and not(a < Pos()));
    CHECK(a + Pos(1, 2) == Pos(4, 6));
    b += Pos(2, -1);
    CHECK(b == Pos(5, 3));
    ostringstream os;
    os << a;
    CHECK(os.str() == "(3, 4)");
  }

  // randoms: the generator's ranges (Random.hh).
  void randoms() {
    CHECK(random(5, 1) == 5 and random(0, 2000000) == 0 and random(3, 3) == 3);
    CHECK(random_permutation(-1).empty() and random_permutation(0).empty() and random_permutation(2000000).empty());
    CHECK(random_permutation(1).size() == 1);
    vector<int> p = random_permutation(6);
    sort(p.begin(), p.end());
    for (int k = 0; k < 6; ++k) CHECK(p[k] == k);
    for (int k = 0; k < 100; ++k) {
      int x = random(-3, 3);
      CHECK(x >= -3 and x <= 3);
    }
  }

  int plays_;
  bool constructed_empty_;
};

}  // namespace edagym

#endif
