package env_test

import (
	"testing"

	_ "github.com/edagym/edagym/agents/dominator"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
)

func init() { maskCheckers["dominator"] = checkDominatorMask }

// checkDominatorMask checks every mask entry of the batch against the
// engine's CheckOrder and the movement rules, written out here from the
// rules rather than taken from the encoder: a masked-in move is accepted
// (own unit on the board, knights alone diagonal) and executable on the
// current board (on the board, not a wall; an occupied target only for a
// knight attacking a rival farmer or knight), and every such move is masked
// in. Orders are in the observer's frame; the real direction is (d + 2·me) mod 8.
func checkDominatorMask(t *testing.T, v *env.VecEnv, b *env.Batch) int {
	spec := v.Spec()
	A := spec.Actions
	checked := 0
	for a := 0; a < v.NumAgents(); a++ {
		m := v.Match(a / v.LearnersPerEnv()).(*dom.Match)
		me := v.LearnerSeat(a)
		view := m.View(me)
		mask := b.Mask[a*spec.Slots*A : (a+1)*spec.Slots*A]
		var mine []int // my units on the board, ascending ids
		for id, u := range m.Units() {
			if u.Player == me && m.UnitAt(u.Pos) == id {
				mine = append(mine, id)
			}
		}
		for slot := 0; slot < spec.Slots; slot++ {
			id := -1
			switch spec.Mode {
			case env.Units, env.Facts:
				if slot < len(mine) {
					id = mine[slot]
				}
			case env.Board:
				p := dom.Pos{I: slot / m.Cols(), J: slot % m.Cols()}
				if u := int(view.Cell(p).Unit); u >= 0 && m.Unit(u).Player == me {
					id = u
				}
			}
			row := mask[slot*A : (slot+1)*A]
			if id < 0 {
				for d := 0; d < A-1; d++ {
					if row[d] == 1 {
						t.Fatalf("%s slot %d without my unit allows action %d", spec.Mode, slot, d)
					}
				}
				want := uint8(0) // an empty units slot allows nothing, a cell without my unit only "none"
				if spec.Mode == env.Board {
					want = 1
				}
				if row[A-1] != want {
					t.Fatalf("%s slot %d without my unit: none is %d", spec.Mode, slot, row[A-1])
				}
				continue
			}
			if row[int(dom.None)] != 1 {
				t.Fatalf("my unit %d cannot stay put", id)
			}
			u := m.Unit(id)
			for d := dom.Bottom; d < dom.None; d++ {
				ok := m.CheckOrder(me, id, d) == nil
				to := u.Pos.Add(dom.Dir((int(d) + 2*me) % 8))
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
				if row[d] == 1 {
					checked++
				}
			}
		}
	}
	return checked
}
