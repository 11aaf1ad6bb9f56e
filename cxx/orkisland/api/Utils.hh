// The Ork Island player API (OrkIsland 1.0) for edagym's cxx: seats, written
// from shared/rules/orkisland-player-api.md. The headers the original's
// Utils.hh includes, in its order, then `using namespace std;`: a player
// file sees these and nothing else.
#ifndef Utils_hh
#define Utils_hh

#include <cassert>
#include <cstdlib>
#include <climits>
#include <cmath>
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

using namespace std;

#define EDAGYM_ASSERT_PREFIX "error: "
#include "Assert.hh"

#include "IntString.hh"

#endif
