package env_test

import (
	"testing"

	_ "github.com/edagym/edagym/agents/moria"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/moria"
)

func init() {
	maskCheckers["moria"] = maskRules[*moria.Match]{slots: moriaSlots, moves: checkMoriaMoves}.check
}

// moriaDelta is (di, dj) of directions 0..7 as the engine spec's table
// lists them: Bottom, BR, Right, RT, Top, TL, Left, LB.
var moriaDelta = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}

// moriaLegal is the rules' verdict on "unit id of clan me moves in d",
// written from moria.txt and the engine spec (§5.1, §5.3) without the
// encoder: a live dwarf or wizard of mine; wizards only orthogonally; the
// target on the board; an occupied target only for a dwarf, and not my own
// clan's unit nor the Balrog (no unit can be next to it at the start of a
// round); an empty target not granite, and rock only for a dwarf.
func moriaLegal(m *moria.Match, me, id, d int) bool {
	u := m.Unit(id)
	if u.Owner != me || u.Health <= 0 || (u.Type != moria.Dwarf && u.Type != moria.Wizard) {
		return false
	}
	if u.Type == moria.Wizard && d%2 == 1 {
		return false
	}
	i, j := u.Pos.I+moriaDelta[d][0], u.Pos.J+moriaDelta[d][1]
	if i < 0 || i >= moria.Rows || j < 0 || j >= moria.Cols {
		return false
	}
	c := m.CellAt(i, j)
	if c.Unit >= 0 {
		o := m.Unit(int(c.Unit))
		return u.Type == moria.Dwarf && o.Owner != me && o.Type != moria.Balrog
	}
	switch c.Type {
	case moria.Granite:
		return false
	case moria.Rock:
		return u.Type == moria.Dwarf
	}
	return true
}

func moriaSlots(m *moria.Match, me int, mode env.Mode, slots int) []int {
	var mine []int // my units, ascending ids
	for id, u := range m.Units() {
		if u.Owner == me && (u.Type == moria.Dwarf || u.Type == moria.Wizard) {
			mine = append(mine, id)
		}
	}
	return unitSlots(mine, mode, slots, func(cell int) int {
		if c := m.CellAt(cell/moria.Cols, cell%moria.Cols); c.Unit >= 0 && m.Unit(int(c.Unit)).Owner == me {
			return int(c.Unit)
		}
		return -1
	})
}

// checkMoriaMoves checks my unit's mask row both ways: each masked-in move
// is legal and each legal move is masked in.
func checkMoriaMoves(t *testing.T, m *moria.Match, me, id int, row []uint8) int {
	checked := 0
	for d := 0; d < 8; d++ {
		legal := moriaLegal(m, me, id, d)
		if (row[d] == 1) != legal {
			u := m.Unit(id)
			t.Fatalf("round %d: %v %d of clan %d at %v, direction %d: mask %d, rules say %v",
				m.Round(), u.Type, id, me, u.Pos, d, row[d], legal)
		}
		checked += int(row[d])
	}
	return checked
}
