package policies

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
)

// TestUnitProbsAreTheMaskedSoftmax: with RecordProbs, each occupied slot's
// probabilities sum to 1, are 0 where the mask refuses, agree with the
// action's log-probability, and a greedy actor plays their argmax.
func TestUnitProbsAreTheMaskedSoftmax(t *testing.T) {
	rnd, _ := agents.Seat("orkisland", "Random")
	v, err := env.NewVecEnv(env.VecConfig{Game: "orkisland", Mode: env.Units, NumEnvs: 2, Workers: 1,
		Seats: []env.Seat{env.Learner, rnd, rnd, rnd}})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	spec := v.Spec()
	n, err := NewNet(spec, NetConfig{Hidden1: 16, Hidden2: 8}, 3)
	if err != nil {
		t.Fatal(err)
	}
	batch, err := v.Reset(5)
	if err != nil {
		t.Fatal(err)
	}
	A, ms := spec.Actions, spec.Slots*spec.Actions
	acts := make([]int32, spec.Slots)
	r := rand.New(rand.NewPCG(1, 2))
	for _, rng := range []*rand.Rand{nil, r} {
		a := n.NewActor()
		a.RecordProbs()
		obs := make([][]byte, len(spec.Obs))
		for k, ts := range spec.Obs {
			obs[k] = batch.Obs[k][:ts.Bytes()]
		}
		mask := batch.Mask[:ms]
		st := a.Act(obs, mask, acts, rng, nil)
		probs := a.UnitProbs()
		if st.Units == 0 || len(probs) != st.Units*A {
			t.Fatalf("%d units, %d probabilities", st.Units, len(probs))
		}
		u := 0
		for s := 0; s < spec.Slots; s++ {
			if obs[n.Layout.Units][s] == 0 {
				continue
			}
			row, m := probs[u*A:(u+1)*A], mask[s*A:(s+1)*A]
			sum, best := 0.0, 0
			for k, p := range row {
				if m[k] == 0 && p != 0 {
					t.Errorf("slot %d: masked action %d has probability %v", s, k, p)
				}
				sum += p
				if p > row[best] {
					best = k
				}
			}
			if math.Abs(sum-1) > 1e-9 {
				t.Errorf("slot %d: probabilities sum to %v", s, sum)
			}
			if d := math.Log(row[acts[s]]) - float64(a.UnitLogProbs()[u]); math.Abs(d) > 1e-5 {
				t.Errorf("slot %d: log of the recorded probability differs from the log-probability by %v", s, d)
			}
			if rng == nil && int(acts[s]) != best {
				t.Errorf("slot %d: greedy played %d, the argmax is %d", s, acts[s], best)
			}
			u++
		}
	}
}
