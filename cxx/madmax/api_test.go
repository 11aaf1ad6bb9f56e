package madmax_test

import (
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
)

// TestAPI: a player that uses the whole API (testdata/AICheck.cc) finds
// every check true in every round, in each seat, against Demo, Dummy and
// Random; and what the API notes list as not compiling
// (testdata/traps.txt) does not.
func TestAPI(t *testing.T) { cxxtest.API(t, "madmax") }
