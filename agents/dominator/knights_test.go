package dominator

import (
	"testing"

	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/jutge"
)

// stepChecker plays as a Dummy and, before its knights move, checks that
// knightStep gives every knight of its the step of the search from that
// knight, with no cell taken and with some cells taken.
type stepChecker struct {
	t       *testing.T
	d       *Dummy
	rng     *jutge.Random
	checked *int
}

func (c stepChecker) Play(m env.Match, me int, out *jutge.Orders) {
	d := c.d
	d.v = dom.ViewOf(m, me)
	d.load()
	d.knightField()
	for pass := range 2 {
		for _, id := range d.v.Knights(0) {
			p := d.v.Unit(id).Pos
			want, _ := d.bfs(p, all8, 1<<20, d.safeRival)
			if got := d.knightStep(p); got != want {
				c.t.Fatalf("round %d seat %d knight %d at %v (pass %d): step %v, the search's %v", m.Round(), me, id, p, pass, got, want)
			}
			*c.checked++
			if pass == 1 && c.rng.Int(0, 2) == 0 { // close a neighbour, as a unit of ours moving there does
				if q := p.Add(all8[c.rng.Int(0, 7)]); d.in(q) {
					d.taken[d.idx(q)] = true
				}
			}
		}
	}
	(&Random{rng: c.rng}).Play(m, me, out)
}

// TestKnightStepIsTheSearchStep: over matches of Random play (boards full
// of units, witches and danger), the field's step is the breadth-first
// search's for every knight in every round and seat.
func TestKnightStepIsTheSearchStep(t *testing.T) {
	checked := 0
	for seed := int32(1); seed <= 3; seed++ {
		seat := env.Seat{Name: "Check", New: func(me int, rng *jutge.Random) env.Player {
			return stepChecker{t: t, d: &Dummy{s: DummyStyle}, rng: rng, checked: &checked}
		}}
		if _, err := (&env.MatchRun{Config: dom.Default(), Seed: seed, Seats: []env.Seat{seat, seat, seat, seat}}).Run(); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 10000 {
		t.Fatalf("%d knight steps checked, want many", checked)
	}
}
