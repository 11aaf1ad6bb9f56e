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

#include "Assert.hh"

#include "IntString.hh"

#endif
