// Compile-test stub of the Jutge player API every game shares (written from the API notes).
// The generator is a simple LCG, not Jutge's: exported players must not draw.
#ifndef Random_hh
#define Random_hh

#include "Utils.hh"

class Random_generator {
 public:
  Random_generator() : stub_state_(1) {}
  virtual ~Random_generator() {}
  int random(int l, int u) {
    if (l > u or double(u) - double(l) + 1 > 1e6) return l;
    stub_state_ = stub_state_ * 1103515245u + 12345u;
    return l + int((stub_state_ >> 8) % unsigned(u - l + 1));
  }
  vector<int> random_permutation(int n) {
    vector<int> v;
    if (n < 0 or n > 1000000) return v;
    for (int k = 0; k < n; ++k) v.push_back(k);
    for (int k = n - 1; k > 0; --k) swap(v[k], v[random(0, k)]);
    return v;
  }
  unsigned stub_state_;
};

#endif
