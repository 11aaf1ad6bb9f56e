package env_test

import (
	"math/rand/v2"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// TestMaskedOutActionsAreIdle: in every game and mode, an action the mask
// refuses is played as "none": decoding it gives no order, while every
// masked-in move of the same unit gives exactly one (docs/environment.md,
// docs/protocol.md). The states come from matches played with random masked
// actions against Random bots.
func TestMaskedOutActionsAreIdle(t *testing.T) {
	for _, game := range gamesWithEncoders(t) {
		for _, mode := range modesOf(game) {
			v := newVec(t, env.VecConfig{Game: game, Mode: mode, NumEnvs: 2,
				Seats: seats(t, game, "learner", "Random", "learner", "Random")})
			g, _ := env.Lookup(game)
			cfg, err := g.Default()
			if err != nil {
				t.Fatal(err)
			}
			enc, err := g.NewEncoder(cfg, mode)
			if err != nil {
				t.Fatal(err)
			}
			spec := v.Spec()
			S, A := spec.Slots, spec.Actions
			r := rand.New(rand.NewPCG(3, 4))
			actions := make([]int32, v.NumAgents()*S)
			mask := make([]uint8, S*A)
			one := make([]int32, S) // "none" but in the slot tried
			for i := range one {
				one[i] = int32(A - 1)
			}
			var orders jutge.Orders
			b := reset(t, v, 11)
			refused, allowed := 0, 0
			for step := 0; step < 12; step++ {
				for a := 0; a < v.NumAgents(); a++ {
					m, me := v.Match(a/v.LearnersPerEnv()), v.LearnerSeat(a)
					enc.Mask(m, me, mask)
					for s := 0; s < S; s++ {
						row := mask[s*A:][:A]
						unit := false
						for _, x := range row[:A-1] {
							unit = unit || x == 1
						}
						if !unit {
							continue // no unit that may move here
						}
						for k := 0; k < A-1; k++ {
							one[s] = int32(k)
							orders.Reset(m.NumUnits())
							enc.Decode(m, me, one, &orders)
							one[s] = int32(A - 1)
							got := len(orders.List())
							switch {
							case row[k] == 0 && got != 0:
								t.Fatalf("%s %s step %d agent %d slot %d: masked-out action %d (%s) gave orders %v",
									game, mode, step, a, s, k, spec.Names[k], orders.List())
							case row[k] == 1 && got != 1:
								t.Fatalf("%s %s step %d agent %d slot %d: masked-in action %d gave %d orders", game, mode, step, a, s, k, got)
							}
							if row[k] == 0 {
								refused++
							} else {
								allowed++
							}
						}
					}
				}
				env.SampleMasked(r, b.Mask, A, actions)
				if b, err = v.Step(actions); err != nil {
					t.Fatal(err)
				}
			}
			if refused == 0 || allowed == 0 {
				t.Fatalf("%s %s: checked %d masked-out and %d masked-in moves; want some of each", game, mode, refused, allowed)
			}
		}
	}
}
