package orkisland_test

import (
	"testing"

	"github.com/edagym/edagym/internal/playertest"
)

// TestWarlordBeatsDummy: the Warlord in seat 0 against three Dummies, seeds
// 1..40, finishes strictly first in at least 34 games (85%; it wins 98% of
// 120 with `edagym eval`) and takes more than 40% of the points, where a
// fourth Dummy takes a quarter.
func TestWarlordBeatsDummy(t *testing.T) {
	playertest.CheckBeats(t, "orkisland", "Warlord", "Dummy", 40, 34, 0.40)
}

// TestDummyStyleIsNotWarlords: the two players differ only in style, so the
// same seats with Dummy in place of the Warlord do not win as often (a
// control for the test above).
func TestDummyStyleIsNotWarlords(t *testing.T) {
	s := playertest.Measure(t, "orkisland", 40, "Dummy", "Dummy", "Dummy", "Dummy")
	t.Logf("Dummy vs 3 Dummy: %d/%d wins, mean share %.4f", s.Wins, s.Games, s.Share)
	if s.Wins > 20 {
		t.Errorf("seat 0 Dummy won %d/%d games against itself; want about a quarter", s.Wins, s.Games)
	}
}
