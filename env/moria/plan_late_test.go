package moria

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env/grid"
)

// TestThorinGivesApproachesLast: seat 0 plays Thorin against three Durins.
// Every round Thorin gives the same orders as Durin's planner (the same
// unit, the same direction) and in the same sequence but for the dwarves'
// steps into a cell beside an enemy dwarf (an approach): those come after
// every other order. Durin gives some approach before another order, or
// the test would tell them apart on nothing.
func TestThorinGivesApproachesLast(t *testing.T) {
	thorin, durin := NewPlanner(ThorinStyle), NewPlanner(DurinStyle)
	approaches, durinEarly := 0, 0
	playStyled(t, 5, 120, []Style{ThorinStyle, DurinStyle, DurinStyle, DurinStyle}, func(m *Match) {
		thorin.Plan(m, 0)
		durin.Plan(m, 0)
		got, want := thorin.Orders(), durin.Orders()
		var rest, late []PlanOrder
		seenApproach := false
		for _, o := range want {
			if approach(m, 0, o) {
				late = append(late, o)
				seenApproach = true
			} else {
				rest = append(rest, o)
				if seenApproach {
					durinEarly++
				}
			}
		}
		approaches += len(late)
		if want := append(rest, late...); !slices.Equal(got, want) {
			t.Fatalf("round %d: Thorin gives %v, want Durin's orders with the approaches last: %v", m.round, got, want)
		}
	})
	t.Logf("%d approaches, %d orders Durin gives after one", approaches, durinEarly)
	if approaches == 0 || durinEarly == 0 {
		t.Fatalf("%d approaches, %d orders after one in Durin's sequence: nothing to reorder", approaches, durinEarly)
	}
}

// approach reports whether o is a dwarf of clan me stepping into a cave or
// Outside cell (free, or left by one of its clan) within one cell, any
// direction, of an enemy dwarf.
func approach(m *Match, me int, o PlanOrder) bool {
	u := m.units[o.ID]
	if u.Type != Dwarf || o.Dir == grid.None {
		return false
	}
	q := u.Pos.Add(o.Dir)
	if !OnBoard(q) {
		return false
	}
	c := m.cells[index(q)]
	if c.Type != Cave && c.Type != Outside || c.Unit >= 0 && m.units[c.Unit].Owner != me {
		return false
	}
	for _, e := range m.units {
		if e.Type == Dwarf && e.Owner >= 0 && e.Owner != me && e.Pos.I >= 0 &&
			max(grid.Abs(e.Pos.I-q.I), grid.Abs(e.Pos.J-q.J)) <= 1 {
			return true
		}
	}
	return false
}
