// Compile-test stub of the Mad Max player API (written from the API notes).
#ifndef Utils_hh
#define Utils_hh

// The includes the notes list for the original Utils.hh (no <climits>, no
// <limits>: INT_MAX and numeric_limits must fail in a player as they do there).
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

#define _my_assert(b, s) { if (not(b)) { cerr << "ERROR: " << (s) << endl; assert(b); } }
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
