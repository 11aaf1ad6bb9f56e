package moria

import (
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/internal/plantest"
)

// playPlanned plays a match for rounds rounds, every seat giving Durin's
// orders, and calls visit before each round.
func playPlanned(t testing.TB, seed int32, rounds int, visit func(m *Match)) {
	playStyled(t, seed, rounds, []Style{DurinStyle, DurinStyle, DurinStyle, DurinStyle}, visit)
}

// playStyled plays a match for rounds rounds (or to its end), seat p giving
// the orders of a planner in styles[p], calls visit before each round and
// returns the match as it stops.
func playStyled(t testing.TB, seed int32, rounds int, styles []Style, visit func(m *Match)) *Match {
	m, err := NewMatch(DefaultConfig(), seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]*Planner, NumClans)
	for p := range ps {
		ps[p] = NewPlanner(styles[p])
	}
	orders := make([][]jutge.Order, NumClans)
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
	return m
}

// TestPlanFeatures: in plan mode the features are units mode's, then per
// own unit exactly one 1 among the 9 order features, at the direction Durin
// orders it this round (8 with no order); every index occurs.
func TestPlanFeatures(t *testing.T) {
	var seen [grid.NumDirs]int
	var ue, pe *Encoder
	var uobs, pobs [][]byte
	ref := NewPlanner(DurinStyle)
	playPlanned(t, 3, 200, func(m *Match) {
		if ue == nil {
			ue, uobs = newTestEncoder(t, m, env.Units)
			pe, pobs = newTestEncoder(t, m, env.Plan)
		}
		for me := 0; me < NumClans; me++ {
			ue.Observe(m, me, uobs)
			pe.Observe(m, me, pobs)
			ref.Plan(m, me)
			var own []int // slot s is the s-th own unit in id order
			for id := 0; id < ue.clan; id++ {
				if m.units[id].Owner == me {
					own = append(own, id)
				}
			}
			plantest.CheckSeat(t, fmt.Sprintf("round %d seat %d", m.round, me), uobs, pobs, NumFeatures, NumPlanFeatures,
				own, func(id int) int { return int(ref.OrderOf(id)) }, seen[:])
		}
	})
	plantest.CheckSeen(t, seen[:])
	if s := pe.Spec(); !slices.Equal(s.Obs[1].Shape, []int{ue.clan, NumPlanFeatures}) {
		t.Errorf("plan features shape %v", s.Obs[1].Shape)
	}
}

// TestPlanOrdersGiven: OrderOf agrees with Orders, each unit at most once.
func TestPlanOrdersGiven(t *testing.T) {
	p := NewPlanner(DurinStyle)
	playPlanned(t, 4, 60, func(m *Match) {
		for me := 0; me < NumClans; me++ {
			p.Plan(m, me)
			n := 0
			for id := range m.units {
				if p.OrderOf(id) != grid.None {
					n++
				}
			}
			if n != len(p.Orders()) {
				t.Fatalf("round %d seat %d: %d units with an order, %d orders", m.round, me, n, len(p.Orders()))
			}
			for _, o := range p.Orders() {
				if p.OrderOf(o.ID) != o.Dir {
					t.Fatalf("round %d seat %d: order %v, OrderOf %v", m.round, me, o, p.OrderOf(o.ID))
				}
			}
		}
	})
}

// BenchmarkPlan: one seat's Durin plan in a busy round.
func BenchmarkPlan(b *testing.B) {
	var m0 *Match
	playPlanned(b, 5, 60, func(m *Match) { m0 = m })
	p := NewPlanner(DurinStyle)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p.Plan(m0, i%NumClans)
	}
}

// TestPlanDecodeKeepsDurinsSequence: in plan mode, the actions of Durin's
// own orders decode to Durin's orders (those the mask allows) in Durin's
// sequence, for every seat of a whole match: the engine runs them in the
// order given, and in id order Durin's clone took 10% of the points where
// Durin takes 43%.
func TestPlanDecodeKeepsDurinsSequence(t *testing.T) {
	var pe *Encoder
	var pobs [][]byte
	ref := NewPlanner(DurinStyle)
	var out jutge.Orders
	reordered := 0
	playPlanned(t, 5, 200, func(m *Match) {
		if pe == nil {
			pe, pobs = newTestEncoder(t, m, env.Plan)
		}
		for me := 0; me < NumClans; me++ {
			pe.Observe(m, me, pobs)
			ref.Plan(m, me)
			actions := make([]int32, pe.Spec().Slots)
			for s, id := range pe.ownUnits(m, me) {
				actions[s] = int32(ref.OrderOf(id))
			}
			out.Reset(len(m.units))
			pe.Decode(m, me, actions, &out)
			var want []jutge.Order
			for _, p := range ref.Orders() {
				if m.CanMove(me, p.ID, p.Dir) { // what the mask allows (a dwarf may not step where an own unit stands, even one leaving)
					want = append(want, jutge.Order{Unit: p.ID, Dir: int(p.Dir)})
				}
			}
			if got := out.List(); !slices.Equal(got, want) {
				t.Fatalf("round %d seat %d: decoded %v, Durin gives %v", m.round, me, got, want)
			}
			if !slices.IsSortedFunc(want, func(a, b jutge.Order) int { return a.Unit - b.Unit }) {
				reordered++
			}
		}
	})
	if reordered == 0 {
		t.Error("Durin never ordered units out of id order: the test shows nothing")
	}
	t.Logf("%d seat-rounds where Durin's sequence is not id order", reordered)
}

// TestPlanKillFirst: two dwarves of clan 0 each beside an enemy dwarf.
// KillFirst gives the hit on the weaker enemy first (the likelier kill,
// which also cancels that enemy's own hit this round); without it the
// hits keep the dwarves' id order. Ids: clan c's dwarves 3c and 3c+1.
func TestPlanKillFirst(t *testing.T) {
	cfg := testConfig()
	cfg.Dwarves = 2
	picture := "..\n..\n.."
	for _, c := range []struct {
		name      string
		killFirst bool
		hp3, hp4  int // the enemies' health
		want      []PlanOrder
	}{
		{"weaker enemy below", true, 100, 30, []PlanOrder{{1, grid.Right}, {0, grid.Right}}},
		{"weaker enemy above", true, 30, 100, []PlanOrder{{0, grid.Right}, {1, grid.Right}}},
		{"equal health keeps id order", true, 60, 60, []PlanOrder{{0, grid.Right}, {1, grid.Right}}},
		{"without KillFirst: id order", false, 100, 30, []PlanOrder{{0, grid.Right}, {1, grid.Right}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := scenario(t, cfg, 1, picture,
				u(0, 10, 10), at{id: 3, p: Pos{I: 10, J: 11}, health: c.hp3, owner: -2},
				u(1, 12, 10), at{id: 4, p: Pos{I: 12, J: 11}, health: c.hp4, owner: -2})
			s := DurinStyle
			s.KillFirst = c.killFirst
			p := NewPlanner(s)
			p.Plan(m, 0)
			var hits []PlanOrder
			for _, o := range p.Orders() {
				if o.ID == 0 || o.ID == 1 {
					hits = append(hits, o)
				}
			}
			if !slices.Equal(hits, c.want) {
				t.Errorf("dwarves' orders %v, want %v", hits, c.want)
			}
		})
	}
}
