// Compile-test stub of the Moria player API (written from the API notes).
// The originals' Utils.hh: these includes (no <climits>, <limits>, <list>,
// <array>, <functional>), then using namespace std.
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

#define _my_assert(b, s)               \
  {                                    \
    if (not(b)) {                      \
      cerr << "ERROR: " << s << endl; \
      assert(b);                       \
    }                                  \
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
