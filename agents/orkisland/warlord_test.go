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
	s := playertest.Measure(t, "orkisland", 40, "Warlord", "Dummy", "Dummy", "Dummy")
	t.Logf("Warlord vs 3 Dummy: %d/%d wins, mean share %.4f (lowest %.4f)", s.Wins, s.Games, s.Share, s.MinShare)
	if s.Wins < 34 {
		t.Errorf("won %d/%d games, want at least 34", s.Wins, s.Games)
	}
	if s.Share <= 0.40 {
		t.Errorf("mean share %.4f, want more than 0.40", s.Share)
	}
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
