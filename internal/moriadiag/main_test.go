package main

import (
	"testing"

	"github.com/edagym/edagym/policies"
)

// TestGreedyPicksTheMostLikelyAction plays two greedy matches of the
// shipped Moria checkpoint: each unit's recorded probabilities sum to 1,
// and the action played is their argmax (argmaxMismatch 0); the
// statistics count every unit-round.
func TestGreedyPicksTheMostLikelyAction(t *testing.T) {
	ck, err := policies.Load("../../checkpoints/moria.ckpt")
	if err != nil {
		t.Skip(err)
	}
	st := run(ck, "greedy", 2, 1, 2)
	if st.games != 2 || st.unitRounds == 0 {
		t.Fatalf("%d games, %d unit-rounds", st.games, st.unitRounds)
	}
	if st.argmaxMismatch != 0 || st.pickedArgmax != st.unitRounds {
		t.Errorf("greedy: %d of %d unit-rounds picked the argmax, %d did not", st.pickedArgmax, st.unitRounds, st.argmaxMismatch)
	}
	if mean := st.sumMaxProb / float64(st.unitRounds); mean <= 1.0/9 || mean > 1 {
		t.Errorf("mean top probability %.3f, outside (1/9, 1]", mean)
	}
}
