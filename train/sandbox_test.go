package train

import (
	"context"
	"io"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// panicky is a teacher that plays as the Dummy until its 20th round, then panics.
type panicky struct {
	dummy env.Player
	round int
}

func (p *panicky) Play(m env.Match, me int, out *jutge.Orders) {
	if p.round++; p.round > 20 {
		panic("the teacher breaks")
	}
	p.dummy.Play(m, me, out)
}

func init() {
	dummy, _ := agents.New("orkisland", "Dummy")
	agents.Register("orkisland", "Panicky", func(me int, rng *jutge.Random) env.Player {
		return &panicky{dummy: dummy(me, rng)}
	})
}

// TestPanickyTeacherIsAborted: a teacher that panics during cloning is
// aborted for the rest of its match, as in any match; its rounds before the
// panic are recorded and training goes on.
func TestPanickyTeacherIsAborted(t *testing.T) {
	cfg := tinyConfig()
	tr, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	d, err := collectDemos(context.Background(), tr, "Panicky", []string{"Random"}, 400, 2, 0, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(d.start) - 1; got != 2*20 {
		t.Fatalf("%d steps recorded from two matches, want 20 each", got)
	}
	tr.Cfg.Clone = Clone{Teacher: "Panicky", Steps: 400, Epochs: 1, LR: 1e-3, Opponents: []string{"Random"}}
	tr.Cfg.Minibatch = 16
	if err := tr.Clone(context.Background(), io.Discard); err != nil {
		t.Fatal(err)
	}
}
