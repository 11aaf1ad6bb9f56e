package env_test

import (
	"testing"

	_ "github.com/edagym/edagym/agents/dominator"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/grid"
)

func init() {
	maskCheckers["dominator"] = maskRules[*dom.Match]{slots: dominatorSlots, moves: checkDominatorMoves}.check
}

func dominatorSlots(m *dom.Match, me int, mode env.Mode, slots int) []int {
	var mine []int // my units on the board, ascending ids
	for id, u := range m.Units() {
		if u.Player == me && m.UnitAt(u.Pos) == id {
			mine = append(mine, id)
		}
	}
	view := m.View(me)
	return unitSlots(mine, mode, slots, func(cell int) int {
		p := dom.Pos{I: cell / m.Cols(), J: cell % m.Cols()}
		if u := int(view.Cell(p).Unit); u >= 0 && m.Unit(u).Player == me {
			return u
		}
		return -1
	})
}

// checkDominatorMoves checks my unit's mask row against the engine's
// CheckOrder and the movement rules, written out here from the rules
// rather than taken from the encoder: a masked-in move is accepted (own
// unit on the board, knights alone diagonal) and executable on the current
// board (on the board, not a wall; an occupied target only for a knight
// attacking a rival farmer or knight), and every such move is masked in.
// Orders are in the observer's frame; the real direction is (d + 2·me) mod 8.
func checkDominatorMoves(t *testing.T, m *dom.Match, me, id int, row []uint8) int {
	u := m.Unit(id)
	checked := 0
	for d := grid.Bottom; d < grid.None; d++ {
		ok := m.CheckOrder(me, id, d) == nil
		to := u.Pos.Add(grid.Dir((int(d) + 2*me) % 8))
		ok = ok && to.I >= 0 && to.I < m.Rows() && to.J >= 0 && to.J < m.Cols() && m.CellType(to) != dom.Wall
		if ok {
			if o := m.UnitAt(to); o >= 0 {
				ou := m.Unit(o)
				ok = u.Type == dom.Knight && ou.Type != dom.Witch && ou.Player != me
			}
		}
		if row[d] == 1 && !ok {
			t.Fatalf("masked-in move %d of %v unit %d from %v to %v is one the engine refuses", d, u.Type, id, u.Pos, to)
		}
		if row[d] == 0 && ok {
			t.Fatalf("move %d of unit %d from %v to %v is valid but masked out", d, id, u.Pos, to)
		}
		checked += int(row[d])
	}
	return checked
}
