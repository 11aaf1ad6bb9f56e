package moria

import (
	"slices"
	"testing"
)

// mixedTable seats Dummy's style at 0 and 2 and Durin's at 1 and 3.
var mixedTable = []Style{DummyStyle, DurinStyle, DummyStyle, DurinStyle}

// TestPlanBoundsKeepOrders: the bounds of plan_reach.go change no order. On
// whole matches, Dummy's and Durin's styles at the table, every seat's plan
// (orders and their sequence) is the full searches' plan, as each style
// plays it.
func TestPlanBoundsKeepOrders(t *testing.T) {
	fast, full := NewPlanner(DurinStyle), NewPlanner(DurinStyle)
	full.exhaustive = true
	for _, seed := range []int32{1, 2, 3} {
		plans := 0
		playStyled(t, seed, 1<<30, mixedTable, func(m *Match) {
			for p := range NumClans {
				for _, s := range []Style{DummyStyle, DurinStyle} { // each seat as each style sees it
					fast.s, full.s = s, s
					fast.Plan(m, p)
					full.Plan(m, p)
					if !slices.Equal(fast.Orders(), full.Orders()) {
						t.Fatalf("seed %d round %d seat %d: orders %v, the full searches give %v", seed, m.round, p, fast.Orders(), full.Orders())
					}
					plans++
				}
			}
		})
		t.Logf("seed %d: %d plans identical", seed, plans)
	}
}

// BenchmarkPlanBusiest: Durin's plan for the seat holding the most dwarves
// in a match, with the bounds and with the full searches.
func BenchmarkPlanBusiest(b *testing.B) {
	round, seat, most := 0, 0, -1
	playStyled(b, 8, 1<<30, mixedTable, func(m *Match) {
		for p := range NumClans {
			if n := len(m.Dwarves(p)); n > most {
				round, seat, most = m.round, p, n
			}
		}
	})
	m := playStyled(b, 8, round, mixedTable, func(*Match) {})
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
