package dominator

import (
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// stepChecker plays at random, as agents/dominator's Random does, and, before its knights move, checks that
// knightStep gives every knight of its the step of the search from that
// knight, with no cell taken and with some cells taken.
type stepChecker struct {
	t       *testing.T
	d       *Planner
	rng     *jutge.Random
	checked *int
}

func (c stepChecker) Play(m env.Match, me int, out *jutge.Orders) {
	d := c.d
	d.v = ViewOf(m, me)
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
	for _, id := range d.v.Farmers(0) {
		out.Add(id, 2*c.rng.Int(0, 4))
	}
	for _, id := range d.v.Knights(0) {
		out.Add(id, c.rng.Int(0, 8))
	}
	for _, id := range d.v.Witches(0) {
		out.Add(id, 2*c.rng.Int(0, 4))
	}
}

// TestKnightStepIsTheSearchStep: over matches of Random play (boards full
// of units, witches and danger), the field's step is the breadth-first
// search's for every knight in every round and seat.
func TestKnightStepIsTheSearchStep(t *testing.T) {
	checked := 0
	for seed := int32(1); seed <= 3; seed++ {
		seat := env.Seat{Name: "Check", New: func(me int, rng *jutge.Random) env.Player {
			return stepChecker{t: t, d: NewPlanner(DummyStyle, nil), rng: rng, checked: &checked}
		}}
		if _, err := (&env.MatchRun{Config: Default(), Seed: seed, Seats: []env.Seat{seat, seat, seat, seat}}).Run(); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 10000 {
		t.Fatalf("%d knight steps checked, want many", checked)
	}
}
