package dominator

import (
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/internal/plantest"
)

// playOverlords plays a match of four Overlords (each planner drawing its
// witches' ties from its seat's generator, as agents/dominator's does) for
// rounds rounds and calls visit before each round.
func playOverlords(t testing.TB, seed int32, rounds int, visit func(m *Match)) {
	m, err := Default().New(seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]*Planner, 4)
	for p := range ps {
		ps[p] = NewPlanner(OverlordStyle, jutge.NewRandom(seed+int32(p)+1))
	}
	orders := make([][]jutge.Order, 4)
	for r := 0; r < rounds && !m.Done(); r++ {
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

// TestPlanFeatures: in plan mode the crops, mask and globals are units
// mode's, and so are the first 21 features; then each own unit on the
// board has exactly one 1 among the 9 order features, at the direction the
// Overlord (a planner without a generator) orders it this round, 8 with
// no order; every index occurs. OrderOf is the last Plan's Orders, unit
// by unit, None for the units it gave no order.
func TestPlanFeatures(t *testing.T) {
	c := Default()
	ue, err := NewEncoder(c, env.Units)
	if err != nil {
		t.Fatal(err)
	}
	pe, err := NewEncoder(c, env.Plan)
	if err != nil {
		t.Fatal(err)
	}
	uobs, pobs := ue.Spec().NewObs(), pe.Spec().NewObs()
	ref := NewPlanner(OverlordStyle, nil)
	var seen [grid.NumDirs]int
	playOverlords(t, 3, 150, func(m *Match) {
		for me := 0; me < 4; me++ {
			ue.Observe(m, me, uobs)
			pe.Observe(m, me, pobs)
			ref.Plan(m, me)
			var own []int // slot s is the s-th own unit on the board, in id order
			for id := range m.units {
				if m.mine(id, me) {
					own = append(own, id)
				}
			}
			where := fmt.Sprintf("round %d seat %d", m.round, me)
			plantest.CheckSeat(t, where, uobs, pobs, NumFeatures, NumPlanFeatures,
				own, func(id int) int { return int(ref.OrderOf(id)) }, seen[:])
			want := slices.Repeat([]grid.Dir{grid.None}, len(m.units))
			for _, o := range ref.Orders() {
				want[o.ID] = o.Dir
			}
			for id := range m.units {
				if ref.OrderOf(id) != want[id] {
					t.Fatalf("%s unit %d: OrderOf %v, Orders %v", where, id, ref.OrderOf(id), want[id])
				}
			}
		}
	})
	plantest.CheckSeen(t, seen[:])
	if s := pe.Spec(); !slices.Equal(s.Obs[1].Shape, []int{c.NumUnits(), NumPlanFeatures}) {
		t.Errorf("plan features shape %v", s.Obs[1].Shape)
	}
}

// TestPlannerWithoutGeneratorIsTheOverlord: a planner without a generator
// plays as the seeded Overlord but for the draws among a witch's equally
// good steps (and what those steps change for the units planned after
// the witches): over a match of four Overlords, the seeded planner of each
// seat draws another witch step than the first best in some states, and
// the two agree on nearly every farmer's and knight's order.
func TestPlannerWithoutGeneratorIsTheOverlord(t *testing.T) {
	seeded := make([]*Planner, 4)
	for p := range seeded {
		seeded[p] = NewPlanner(OverlordStyle, jutge.NewRandom(int32(100+p)))
	}
	plain := NewPlanner(OverlordStyle, nil)
	var units, unitsSame, witches, witchesSame int
	playOverlords(t, 5, 200, func(m *Match) {
		for me := 0; me < 4; me++ {
			seeded[me].Plan(m, me)
			plain.Plan(m, me)
			for id := range m.units {
				if !m.mine(id, me) {
					continue
				}
				same := seeded[me].OrderOf(id) == plain.OrderOf(id)
				if m.units[id].Type == Witch {
					witches++
					witchesSame += b2i(same)
				} else {
					units++
					unitsSame += b2i(same)
				}
			}
		}
	})
	t.Logf("farmers and knights: %d/%d orders alike; witches: %d/%d", unitsSame, units, witchesSame, witches)
	if witchesSame == witches {
		t.Error("the seeded planner never drew another witch step than the first best")
	}
	if unitsSame*100 < units*98 {
		t.Errorf("farmers and knights: only %d/%d orders alike", unitsSame, units)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
