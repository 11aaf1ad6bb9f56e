package moria

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env/jutge"
)

// TestPlanBoundsKeepOrders: the bounds of plan_reach.go change no order. On
// whole matches, Dummy's and Durin's styles at the table, every seat's plan
// (orders and their sequence) is the full searches' plan, as each style
// plays it.
func TestPlanBoundsKeepOrders(t *testing.T) {
	styles := []Style{DummyStyle, DurinStyle, DummyStyle, DurinStyle}
	for _, seed := range []int32{1, 2, 3} {
		m, err := NewMatch(DefaultConfig(), seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		fast, full := make([]*Planner, NumClans), make([]*Planner, NumClans)
		for p := range fast {
			fast[p], full[p] = NewPlanner(styles[p]), NewPlanner(styles[p])
			full[p].exhaustive = true
		}
		orders := make([][]jutge.Order, NumClans)
		plans := 0
		for !m.Done() {
			for p := range fast {
				for _, s := range []Style{DummyStyle, DurinStyle} { // each seat as each style sees it
					fast[p].s, full[p].s = s, s
					fast[p].Plan(m, p)
					full[p].Plan(m, p)
					if !slices.Equal(fast[p].Orders(), full[p].Orders()) {
						t.Fatalf("seed %d round %d seat %d: orders %v, the full searches give %v", seed, m.round, p, fast[p].Orders(), full[p].Orders())
					}
					plans++
				}
				fast[p].s, full[p].s = styles[p], styles[p]
				fast[p].Plan(m, p)
				orders[p] = orders[p][:0]
				for _, o := range fast[p].Orders() {
					orders[p] = append(orders[p], jutge.Order{Unit: o.ID, Dir: int(o.Dir)})
				}
			}
			m.Step(orders)
		}
		t.Logf("seed %d: %d plans identical", seed, plans)
	}
}

// playStyles plays a match, Dummy's style at seats 0 and 2 and Durin's at
// 1 and 3, until round stop (or the end), calling visit before each round.
func playStyles(t testing.TB, seed int32, stop int, visit func(m *Match)) *Match {
	styles := []Style{DummyStyle, DurinStyle, DummyStyle, DurinStyle}
	m, err := NewMatch(DefaultConfig(), seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]*Planner, NumClans)
	for p := range ps {
		ps[p] = NewPlanner(styles[p])
	}
	orders := make([][]jutge.Order, NumClans)
	for !m.Done() && m.round < stop {
		visit(m)
		for p := range ps {
			ps[p].Plan(m, p)
			orders[p] = orders[p][:0]
			for _, o := range ps[p].Orders() {
				orders[p] = append(orders[p], jutge.Order{Unit: o.ID, Dir: int(o.Dir)})
			}
		}
		m.Step(orders)
	}
	return m
}

// BenchmarkPlanBusiest: Durin's plan for the seat holding the most dwarves
// in a match, with the bounds and with the full searches.
func BenchmarkPlanBusiest(b *testing.B) {
	round, seat, most := 0, 0, -1
	playStyles(b, 8, 1<<30, func(m *Match) {
		for p := range NumClans {
			if n := len(m.Dwarves(p)); n > most {
				round, seat, most = m.round, p, n
			}
		}
	})
	m := playStyles(b, 8, round, func(*Match) {})
	for _, full := range []bool{false, true} {
		name := map[bool]string{false: "bounds", true: "full"}[full]
		b.Run(name, func(b *testing.B) {
			p := NewPlanner(DurinStyle)
			p.exhaustive = full
			b.ReportAllocs()
			for b.Loop() {
				p.Plan(m, seat)
			}
		})
	}
	b.Logf("round %d, seat %d: %d dwarves", round, seat, most)
}
