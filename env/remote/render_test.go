package remote

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRender: a render reply gives each match's round, seed, scores and the
// match file's text of its round; one match by index; errors are typed.
func TestRender(t *testing.T) {
	c := serve(t)
	cr := mustCreate(t, c, smallCreate(3))
	if _, err := c.Call(Request{Render: &Render{Env: cr.Env}}); err == nil || err.(*Error).Type != ErrNotReset {
		t.Fatalf("render before reset: %v", err)
	}
	b := mustReset(t, c, cr.Env, 1)
	r := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < 2; i++ {
		rep, err := c.Call(Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(sample(r, cr, b), cr.NumAgents, cr.Spec.Slots)}})
		if err != nil {
			t.Fatal(err)
		}
		b = rep.Step
	}
	rep, err := c.Call(Request{Render: &Render{Env: cr.Env}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Render.Matches) != 3 {
		t.Fatalf("%d matches rendered", len(rep.Render.Matches))
	}
	for i, m := range rep.Render.Matches {
		if m.Index != i || m.Round != 2 || m.Rounds != 6 || len(m.Scores) != 4 || !strings.Contains(m.Text, "\nround 2\n") {
			t.Fatalf("match %d: %+v", i, m)
		}
	}
	one := 1
	rep, err = c.Call(Request{Render: &Render{Env: cr.Env, Index: &one}})
	if err != nil || len(rep.Render.Matches) != 1 || rep.Render.Matches[0].Index != 1 {
		t.Fatalf("render index 1: %v %+v", err, rep)
	}
	three := 3
	if _, err := c.Call(Request{Render: &Render{Env: cr.Env, Index: &three}}); err == nil || err.(*Error).Type != ErrBadValue {
		t.Fatalf("render index 3: %v", err)
	}
}
