package madmax

import "github.com/edagym/edagym/env/grid"

// Raids mode (env.Raids): needs mode's 93 features, then 18 that say how
// exposed a warrior is to the rival warriors around it. A warrior moves
// one round in four; before its next move every rival team moves once, and
// any rival warrior beside it may attack it: outside the thunderdome each
// attack drains damage food and water and captures it when either reaches
// 0 (rules_moves.go attack). The Dummy's raiders live on this; the scratch
// learners lost most of their warriors to them (docs/learning.md). Facts
// of the state, no decision.
const (
	NumRaidsFeatures = NumNeedsFeatures + 18

	// featRaiders: 9, the rival warriors beside the cell the warrior stands
	// on after each choice (staying, then moving in direction 0..7), over
	// raidScale.
	featRaiders = NumNeedsFeatures
	// featDrain: 9, for the same cells, the share of the warrior's food or
	// water (the lower, after its upkeep) that those of them outside the
	// thunderdome would drain attacking once each; 1 when they capture it.
	featDrain = featRaiders + 9

	raidScale = 4 // rival warriors beside a cell, clipped
)

// raids writes warrior u's raid features (featRaiders ..) to its row f; a
// car's stay 0. A move onto a unit (an attack, or a cell it may not enter)
// leaves u where it stands: such a choice reads staying's values.
func (x *facts) raids(m *Match, me int, u *Unit, f []float32) {
	if u.Kind != Warrior {
		return
	}
	left := min(u.Food, u.Water) - 1 // after this round's upkeep
	stay := x.index(u.Pos)
	for c := 0; c < 9; c++ {
		k := stay
		if c > 0 {
			q := u.Pos.Add(grid.Dir(c - 1))
			if m.In(q) && Warrior.Enters(m.CellType(q)) && m.UnitAt(q) < 0 {
				k = x.index(q)
			}
		}
		all, drainers := x.raiders(m, me, k)
		f[featRaiders+c] = level(all, raidScale)
		drain := float32(0)
		switch {
		case drainers > 0 && left > 0:
			drain = min(1, float32(drainers*int32(m.cfg.Damage))/float32(left))
		case drainers > 0:
			drain = 1 // starving already: any attack captures it
		}
		f[featDrain+c] = drain
	}
}

// raiders counts the rival warriors beside cell k, and those of them whose
// attack on a unit at k would drain it rather than fight the thunderdome
// (not both on City cells).
func (x *facts) raiders(m *Match, me, k int) (all, drainers int32) {
	dome := x.board.Kinds[k] == City
	for _, nb := range x.board.near[k] {
		id := m.unitAt[nb]
		if id < 0 {
			continue
		}
		v := &m.units[id]
		if v.Team == me || v.Kind != Warrior {
			continue
		}
		all++
		if !dome || x.board.Kinds[nb] != City {
			drainers++
		}
	}
	return all, drainers
}
