package env_test

import (
	"testing"

	_ "github.com/edagym/edagym/agents/moria"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/moria"
)

func init() { maskCheckers["moria"] = checkMoriaMask }

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

// checkMoriaMask checks every slot's mask row both ways: each masked-in move
// is legal and each legal move is masked in; None is allowed for each of my
// units; slots without a unit of mine allow no move.
func checkMoriaMask(t *testing.T, v *env.VecEnv, b *env.Batch) int {
	spec := v.Spec()
	A := spec.Actions
	checked := 0
	for a := 0; a < v.NumAgents(); a++ {
		m := v.Match(a / v.LearnersPerEnv()).(*moria.Match)
		me := v.LearnerSeat(a)
		mask := b.Mask[a*spec.Slots*A : (a+1)*spec.Slots*A]
		var mine []int // my units, ascending ids
		for id, u := range m.Units() {
			if u.Owner == me && (u.Type == moria.Dwarf || u.Type == moria.Wizard) {
				mine = append(mine, id)
			}
		}
		for slot := 0; slot < spec.Slots; slot++ {
			row := mask[slot*A : (slot+1)*A]
			id := -1
			switch {
			case spec.Mode.PerUnit(): // units, plan and facts mode
				if slot < len(mine) {
					id = mine[slot]
				}
			case spec.Mode == env.Board:
				c := m.CellAt(slot/moria.Cols, slot%moria.Cols)
				if c.Unit >= 0 && m.Unit(int(c.Unit)).Owner == me {
					id = int(c.Unit)
				}
			default:
				t.Fatalf("moria mask check: unknown mode %s", spec.Mode)
			}
			if id < 0 {
				for d := 0; d < 8; d++ {
					if row[d] == 1 {
						t.Fatalf("slot %d without a unit of clan %d allows move %d", slot, me, d)
					}
				}
				if spec.Mode == env.Board && row[8] != 1 {
					t.Fatalf("cell %d does not allow none", slot)
				}
				continue
			}
			if row[8] != 1 {
				t.Fatalf("unit %d of clan %d: none is masked out", id, me)
			}
			for d := 0; d < 8; d++ {
				legal := moriaLegal(m, me, id, d)
				if (row[d] == 1) != legal {
					u := m.Unit(id)
					t.Fatalf("round %d: %v %d of clan %d at %v, direction %d: mask %d, rules say %v",
						m.Round(), u.Type, id, me, u.Pos, d, row[d], legal)
				}
				checked += int(row[d])
			}
		}
	}
	return checked
}
