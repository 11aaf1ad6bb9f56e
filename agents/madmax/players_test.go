package madmax_test

import (
	"github.com/edagym/edagym/internal/playertest"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/madmax"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/madmax"
)

func seats(t testing.TB, names ...string) []env.Seat {
	t.Helper()
	out := make([]env.Seat, len(names))
	for i, n := range names {
		s, err := agents.Seat("madmax", n)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = s
	}
	return out
}

func play(t testing.TB, seed int32, names ...string) env.Result {
	t.Helper()
	run := env.MatchRun{Config: madmax.Default(), Seed: seed, Seats: seats(t, names...)}
	res, err := run.Run()
	if err != nil {
		t.Fatal(err)
	}
	for p, why := range res.Aborted {
		if why != "" {
			t.Fatalf("seed %d: %s (seat %d) aborted: %s", seed, names[p], p, why)
		}
	}
	return res
}

// TestDummyBeatsDemo: the Dummy in seat 0 must win at least 19 of 20 games
// against three Demo players (seeds 1..20, default.cnf).
func TestDummyBeatsDemo(t *testing.T) {
	if testing.Short() {
		t.Skip("20 full matches")
	}
	s := playertest.Measure(t, "madmax", 20, "Dummy", "Demo", "Demo", "Demo")
	t.Logf("Dummy vs 3 Demo: %d/%d wins, mean share of points %.1f%% (lowest %.1f%%)", s.Wins, s.Games, 100*s.Share, 100*s.MinShare)
	if s.Wins < 19 {
		t.Errorf("Dummy won %d/%d games against three Demo players; want at least 19", s.Wins, s.Games)
	}
}

// TestFourDummies: four Dummies play a whole match without errors.
func TestFourDummies(t *testing.T) {
	for seed := int32(1); seed <= 3; seed++ {
		res := play(t, seed, "Dummy", "Dummy", "Dummy", "Dummy")
		t.Logf("seed %d: %v", seed, res.Scores)
	}
}

// TestRandomPlays: Random players play a whole match without errors.
func TestRandomPlays(t *testing.T) {
	res := play(t, 1, "Random", "Random", "Dummy", "Demo")
	t.Logf("%v", res.Scores)
}
