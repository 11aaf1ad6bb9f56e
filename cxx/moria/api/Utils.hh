// The Moria player API (Moria 1.1) for edagym's cxx: seats, written
// from shared/rules/moria-player-api.md. The headers the original's
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

// Moria's random_permutation(n) makes n-1 draws, not n (Random.hh).
#define EDAGYM_PERMUTATION_SKIPS_LAST 1

#include "Assert.hh"

#include "IntString.hh"

#endif
