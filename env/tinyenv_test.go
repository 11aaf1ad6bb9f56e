package env_test

import (
	"math"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
)

// TestTinyEpisode steps the core's test game by hand: the learner in seat 2
// moves both its units in the first round and then stands still, against
// three Null players. Round 1 takes its share of the points from 0 to 1
// (reward 1 with the default shaping), later rounds keep it (0), and the
// last round adds first place's 1. The episode's record and the autoreset
// follow.
func TestTinyEpisode(t *testing.T) {
	null, _ := agents.Seat("tiny", "Null")
	v := newVec(t, env.VecConfig{Game: "tiny", NumEnvs: 1, Seats: []env.Seat{null, null, env.Learner, null}})
	b := reset(t, v, 1)
	spec := v.Spec()
	idle := int32(spec.Actions - 1)
	actions := []int32{2, 3, idle, idle, idle, idle, idle, idle} // seat 2 starts bottom right: top, left
	for round := 1; round <= spec.Rounds; round++ {
		var err error
		if b, err = v.Step(actions); err != nil {
			t.Fatal(err)
		}
		want := 0.0
		switch {
		case round == 1:
			want = 1
		case round == spec.Rounds:
			want = 1
		}
		if math.Abs(float64(b.Reward[0])-want) > 1e-6 || b.Terminated[0] != (round == spec.Rounds) {
			t.Fatalf("round %d: reward %v, terminated %v; want %v", round, b.Reward[0], b.Terminated[0], want)
		}
		for i := range actions {
			actions[i] = idle
		}
	}
	ep := b.Episode[0]
	if !b.Final[0] || ep.Place != 1 || ep.Return != 2 || ep.Seat != 2 || ep.Scores[2] != 2*spec.Rounds || ep.Length != spec.Rounds {
		t.Fatalf("episode %+v", ep)
	}
	if b, _ = v.Step(actions); b.Reward[0] != 0 || b.Final[0] || v.Match(0).Round() != 0 {
		t.Fatalf("the step after the end resets: reward %v, round %d", b.Reward[0], v.Match(0).Round())
	}
}
