// Compile-test stub of the Dominator player API (written from the API notes).
#ifndef Utils_hh
#define Utils_hh

// The same headers, in the same order, as the original's Utils.hh: a player
// file sees these and nothing else (no <climits>, <limits>, <numeric>, ...).
#include <cassert>
#include <cstdlib>
#include <getopt.h>
#include <unistd.h>
#include <string.h>
#include <fcntl.h>
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

#endif
