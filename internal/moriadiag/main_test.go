package main

import (
	"testing"

	"github.com/edagym/edagym/policies"
)

// TestGreedyPicksTheMostLikelyAction plays two greedy matches of the
// shipped Moria checkpoint: each unit's recorded probabilities sum to 1,
// and the action played is their argmax (ArgmaxMismatch 0); the
// statistics count every unit-round.
func TestGreedyPicksTheMostLikelyAction(t *testing.T) {
	ck, err := policies.Load("../../checkpoints/moria.ckpt")
	if err != nil {
		t.Skip(err)
	}
	st := run(ck, "greedy", 2, 1, 2)
	if st.Games != 2 || st.UnitRounds == 0 {
		t.Fatalf("%d games, %d unit-rounds", st.Games, st.UnitRounds)
	}
	if st.ArgmaxMismatch != 0 || st.PickedArgmax != st.UnitRounds {
		t.Errorf("greedy: %d of %d unit-rounds picked the argmax, %d did not", st.PickedArgmax, st.UnitRounds, st.ArgmaxMismatch)
	}
	if mean := st.SumMaxProb / float64(st.UnitRounds); mean <= 1.0/9 || mean > 1 {
		t.Errorf("mean top probability %.3f, outside (1/9, 1]", mean)
	}
}
