// The Mad Max player API (Mad_Max 1.6) for edagym's cxx: seats, written
// from shared/rules/madmax-player-api.md. The headers the original's
// Utils.hh includes, in its order, then `using namespace std;`: a player
// file sees these and nothing else (no <climits>, <limits>, <numeric>).
#ifndef Utils_hh
#define Utils_hh

#include <cassert>
#include <cstdlib>
#include <getopt.h>
#include <string.h>
#include <iostream>
#include <iomanip>
#include <sstream>
#include <fstream>
#include <string>
#include <queue>
#include <stack>
#include <vector>
#include <map>
#include <set>
#include <algorithm>
#include <cmath>

using namespace std;

// Prints "ERROR: " and the message on cerr, then asserts (assert is live).
#define _my_assert(b, s)                  \
  {                                       \
    if (not(b)) {                         \
      cerr << "ERROR: " << (s) << endl;   \
      assert(b);                          \
    }                                     \
  }
#define _unreachable() assert(false)

inline string int_to_string(int i) {
  ostringstream oss;
  oss << i;
  return oss.str();
}

inline int string_to_int(const string& s) {
  istringstream iss(s);
  int i = 0;
  iss >> i;
  return i;
}

#endif
