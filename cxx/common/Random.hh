// The players' random generator of the Jutge API (edagym's cxx: seats;
// written from the engine notes, §1 of every <game>-engine.md): the
// originals' linear congruential generator, state s in [0, 2^31), one step
// s = (843314861 s + 453816693) mod 2^31. Each seat's generator is seeded
// with the match seed + seat + 1; edagym sets its state before the first
// play() (the Go engine seeds it: the same draws as a built-in player's).
#ifndef Random_hh
#define Random_hh

#include "Utils.hh"

class Random_generator {
 public:
  Random_generator() : edagym_state_(0) {}
  virtual ~Random_generator() {}

  // A uniform integer in [l, u]; l, without a draw, when l > u or the range
  // holds more than 10^6 values. A draw is two steps, also when l == u.
  int random(int l, int u) {
    if (l > u) return l;
    long long m = (long long)u - (long long)l + 1;
    if (m > 1000000) return l;
    edagym_step();
    unsigned long long s = edagym_step();
    return l + int((m * (long long)s) >> 31);
  }

  // A random ordering of 0..n-1 (empty, without draws, when n < 0 or
  // n > 10^6): v[i] swaps with v[random(i, n-1)] for each i in order,
  // n draws. Moria's engine skips the last, always trivial, draw.
  vector<int> random_permutation(int n) {
    vector<int> v;
    if (n < 0 or n > 1000000) return v;
    v.resize(n);
    for (int i = 0; i < n; ++i) v[i] = i;
#ifdef EDAGYM_PERMUTATION_SKIPS_LAST
    int last = n - 1;
#else
    int last = n;
#endif
    for (int i = 0; i < last; ++i) {
      int k = random(i, n - 1);
      int t = v[i];
      v[i] = v[k];
      v[k] = t;
    }
    return v;
  }

  // edagym: the generator's state, set by the runner before the first play().
  unsigned edagym_state_;

 private:
  unsigned edagym_step() {
    edagym_state_ = unsigned((843314861ULL * edagym_state_ + 453816693ULL) & 0x7fffffffULL);
    return edagym_state_;
  }
};

#endif
