package moria

import (
	"testing"

	"github.com/edagym/edagym/internal/playertest"
)

// TestDurinBeatsDummy: Durin in seat 0 against three Dummies, seeds 1..40,
// finishes strictly first in at least 32 games (it wins 37, 29 without
// KillFirst; it is first in 92.5% of 200 with `edagym eval`, seats
// rotating, where a Dummy is first in 25%) and takes more than 60% of the
// points (it takes 79%), where a fourth Dummy takes a quarter.
func TestDurinBeatsDummy(t *testing.T) {
	playertest.CheckBeatsUnlessShort(t, "moria", "Durin", "Dummy", 40, 32, 0.6)
}

// TestDurinOrdersValid: Durin, in every seat against Dummies, gives no
// order the engine would reject.
func TestDurinOrdersValid(t *testing.T) {
	playertest.CheckOrders(t, "moria", "Durin", "Dummy", accepted)
}
