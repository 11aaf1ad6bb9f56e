package env_test

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestFirstIndexSplitsABatch: a batch of five matches split over two
// VecEnvs (three with FirstIndex 0, two with FirstIndex 3), as a client
// spreads it over two servers, plays the same match seeds as one VecEnv of
// five, through several autoresets, whether started from a base seed or from
// match seeds.
func TestFirstIndexSplitsABatch(t *testing.T) {
	cfg, null := shortTiny(t)
	vecOf := func(n, first int) *env.VecEnv {
		return newVec(t, env.VecConfig{Game: "tiny", Config: cfg, NumEnvs: n, FirstIndex: first, Seed: 5,
			Seats: []env.Seat{env.Learner, null, null, null}})
	}
	for _, fromSeeds := range []bool{false, true} {
		whole, parts := vecOf(5, 0), []*env.VecEnv{vecOf(3, 0), vecOf(2, 3)}
		seeds := []int32{11, 12, 13, 14, 15}
		start := func(v *env.VecEnv, lo int) {
			var err error
			if fromSeeds {
				_, err = v.ResetSeeds(seeds[lo : lo+v.NumEnvs()])
			} else {
				_, err = v.Reset(9)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		start(whole, 0)
		start(parts[0], 0)
		start(parts[1], 3)
		matchSeeds := func(vs ...*env.VecEnv) []int32 {
			var out []int32
			for _, v := range vs {
				for i := 0; i < v.NumEnvs(); i++ {
					out = append(out, v.Match(i).Seed())
				}
			}
			return out
		}
		var seen []int32
		for step := 0; step < 12; step++ { // three episodes of 3 rounds, and their autoresets
			want, got := matchSeeds(whole), matchSeeds(parts...)
			if !slices.Equal(want, got) {
				t.Fatalf("seeds %v, step %d: one VecEnv plays seeds %v, the split one %v", fromSeeds, step, want, got)
			}
			seen = append(seen, want...)
			for _, v := range append(parts, whole) {
				idle := make([]int32, v.NumAgents()*v.Spec().Slots)
				for i := range idle {
					idle[i] = int32(v.Spec().Actions - 1)
				}
				if _, err := v.Step(idle); err != nil {
					t.Fatal(err)
				}
			}
		}
		slices.Sort(seen)
		if n := len(slices.Compact(seen)); n < 15 {
			t.Fatalf("seeds %v: only %d distinct match seeds in three episodes of five matches", fromSeeds, n)
		}
	}
}
