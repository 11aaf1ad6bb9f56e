package dominator_test

import (
	"testing"

	"github.com/edagym/edagym/internal/playertest"
)

// TestOverlordBeatsDummy: the Overlord in seat 0 against three Dummies,
// seeds 1..40, finishes strictly first in at least 28 games (70%; it is
// first in 87% of 200 with `edagym eval`, seats rotating) and takes more
// than a third of the points, where a fourth Dummy takes a quarter.
func TestOverlordBeatsDummy(t *testing.T) {
	playertest.CheckBeatsUnlessShort(t, "dominator", "Overlord", "Dummy", 40, 28, 1.0/3)
}

// TestDummyMatchFiles: the Dummy's play is pinned by the match files of
// Dummy Demo Dummy Null on seeds 1..3 (`edagym play dominator Dummy Demo
// Dummy Null -s SEED | sha256sum`), recorded before the Style knobs that
// the Overlord turns were added.
func TestDummyMatchFiles(t *testing.T) {
	playertest.CheckMatchFiles(t, "dominator", []string{"Dummy", "Demo", "Dummy", "Null"},
		"db59d47f64604fa8339dc9d11a5f2fe9ff67eb15d6f6c72c9f548c13eb4d7adb",
		"0125af002e29a1ee9e31521569988bcce68c778038d682efc3d4c998f14dcc48",
		"fbe047c07e1786d01ea3f6d2874ce02d854cb2d114fa4a8ec613b8e35982eeb0",
	)
}

// TestOverlordOrdersValid: the Overlord, in every seat against Dummies,
// gives no order the engine would reject.
func TestOverlordOrdersValid(t *testing.T) {
	playertest.CheckOrders(t, "dominator", "Overlord", "Dummy", legal)
}
