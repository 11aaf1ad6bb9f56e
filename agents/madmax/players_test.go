package madmax_test

import (
	"testing"

	_ "github.com/edagym/edagym/agents/madmax"
	"github.com/edagym/edagym/internal/playertest"
)

// TestDummyBeatsDemo: the Dummy in seat 0 must win at least 19 of 20 games
// against three Demo players (seeds 1..20, default.cnf).
func TestDummyBeatsDemo(t *testing.T) {
	playertest.CheckBeatsUnlessShort(t, "madmax", "Dummy", "Demo", 20, 19, 0.25)
}

// TestFourDummies: four Dummies play a whole match without errors.
func TestFourDummies(t *testing.T) {
	for seed := int32(1); seed <= 3; seed++ {
		res := playertest.Play(t, "madmax", seed, "Dummy", "Dummy", "Dummy", "Dummy")
		t.Logf("seed %d: %v", seed, res.Scores)
	}
}

// TestRandomPlays: Random players play a whole match without errors.
func TestRandomPlays(t *testing.T) {
	res := playertest.Play(t, "madmax", 1, "Random", "Random", "Dummy", "Demo")
	t.Logf("%v", res.Scores)
}
