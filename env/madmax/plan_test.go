package madmax

import (
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/internal/plantest"
)

// playPlanned plays a match for rounds rounds, every seat giving the
// Immortan's orders, and calls visit before each round.
func playPlanned(t testing.TB, seed int32, rounds int, visit func(m *Match)) {
	m, err := Default().New(seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]*Planner, NumTeams)
	for p := range ps {
		ps[p] = NewPlanner(ImmortanStyle)
	}
	orders := make([][]jutge.Order, NumTeams)
	for r := 0; r < rounds; r++ {
		visit(m)
		for p, pl := range ps {
			pl.Plan(m, p)
			orders[p] = orders[p][:0]
			for _, o := range pl.Orders() {
				orders[p] = append(orders[p], jutge.Order{Unit: o.ID, Dir: int(o.Dir)})
			}
		}
		m.Step(orders)
	}
}

// TestPlanFeatures: in plan mode the features are units mode's, then per
// own unit exactly one 1 among the 9 order features, at the direction the
// Immortan orders it this round (8 with no order); every index occurs.
func TestPlanFeatures(t *testing.T) {
	c := Default()
	var seen [NumDirs]int
	var ue, pe *Encoder
	var uobs, pobs [][]byte
	ref := NewPlanner(ImmortanStyle)
	playPlanned(t, 3, 120, func(m *Match) {
		if ue == nil {
			ue, uobs = newEnc(t, m, env.Units)
			pe, pobs = newEnc(t, m, env.Plan)
		}
		for me := 0; me < NumTeams; me++ {
			ue.Observe(m, me, uobs)
			pe.Observe(m, me, pobs)
			ref.Plan(m, me)
			var own []int // slot s is the s-th own unit in id order
			for id := range m.units {
				if m.units[id].Team == me {
					own = append(own, id)
				}
			}
			plantest.CheckSeat(t, fmt.Sprintf("round %d seat %d", m.round, me), uobs, pobs, NumFeatures, NumPlanFeatures,
				own, func(id int) int { return int(ref.OrderOf(id)) }, seen[:])
		}
	})
	plantest.CheckSeen(t, seen[:])
	if s := pe.Spec(); !slices.Equal(s.Obs[1].Shape, []int{c.NumUnits(), NumPlanFeatures}) {
		t.Errorf("plan features shape %v", s.Obs[1].Shape)
	}
}

// BenchmarkPlan: one seat's Immortan plan in a busy round.
func BenchmarkPlan(b *testing.B) {
	var m0 *Match
	playPlanned(b, 5, 60, func(m *Match) { m0 = m })
	p := NewPlanner(ImmortanStyle)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p.Plan(m0, i%NumTeams)
	}
}
