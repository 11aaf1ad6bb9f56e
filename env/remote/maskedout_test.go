package remote

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestMaskedOutActionsWarned: with warnings, every masked-out action of a
// slot that holds a unit is reported (agent, seat, match, slot, action) and
// played as none; masked actions, and anything in an empty slot, are not.
func TestMaskedOutActionsWarned(t *testing.T) {
	c := serve(t)
	req := smallCreate(2, "Null", "learner", "Null", "learner")
	req.Warnings = true
	cr := mustCreate(t, c, req)
	S, A := cr.Spec.Slots, cr.Spec.Actions
	r := rand.New(rand.NewPCG(5, 6))
	b := mustReset(t, c, cr.Env, 4)
	reported := 0
	for step := 0; step < 5; step++ {
		actions := sample(r, cr, b)
		want := ""
		for i := range actions { // one masked-out move, in the first slot that has one
			row := b.ActionMask.Data[i*A:][:A]
			if row[A-1] == 0 {
				continue // an empty slot: anything goes
			}
			for k := 0; k < A-1 && want == ""; k++ {
				if row[k] == 0 {
					actions[i] = int32(k)
					a := i / S
					want = fmt.Sprintf("agent %d (seat %d of match %d), slot %d: action %d (%s) is masked out: played as none",
						a, cr.LearnerSeats[a], a/2, i%S, k, cr.Spec.Names[k])
				}
			}
			if want != "" {
				break
			}
		}
		if want == "" {
			t.Fatalf("step %d: no unit has a masked-out move", step)
		}
		for i := range actions { // empty slots may hold anything
			if b.ActionMask.Data[i*A+A-1] == 0 {
				actions[i] = int32(r.IntN(A))
			}
		}
		rep, err := c.Call(Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(actions, cr.NumAgents, S)}})
		if err != nil {
			t.Fatal(err)
		}
		b = rep.Step
		if len(b.Warnings) != 1 || b.Warnings[0] != want {
			t.Fatalf("step %d: warnings %q, want [%q]", step, b.Warnings, want)
		}
		reported++
	}
	if reported == 0 {
		t.Fatal("nothing was checked")
	}
}
