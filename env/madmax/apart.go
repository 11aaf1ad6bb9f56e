package madmax

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// Decode implements env.Encoder: one order per unit of mine whose action
// is a move the mask allows, in slot order (ascending ids), except a move
// onto a cell a unit of mine before it moves onto this round: that unit
// gives no order. The mask already refuses a move onto a cell one of my
// units stands on.
//
// Why: the engine carries out the round's moves in a random order, and a
// unit moving onto a unit of its own team attacks it (in the thunderdome
// one of the two dies; elsewhere it drains the other's food and water), so
// two units of mine sent to one cell cost a unit or its supplies. A
// per-unit policy chooses every unit's move at once and cannot see where
// the others go; the Immortan and the Dummy never send two (Planner.mark).
// This picks no move, it keeps the policy's moves apart, as the C++ export
// does (export/madmax, apart()). Measured: the facts-mode clone of the
// Immortan, trained without either rule, was first in 14.5% of 200 games
// against three Dummies without them, 47.0% with them (docs/learning.md).
func (e *Encoder) Decode(em env.Match, me int, actions []int32, out *jutge.Orders) {
	m := em.(*Match)
	e.claimed.Reset(m.board.Rows * m.board.Cols)
	e.MoveCoder.EachMove(em, me, actions, func(id, k int) {
		kq := m.board.Index(m.units[id].Pos.Add(grid.Dir(k)))
		if !e.claimed.Has(kq) {
			e.claimed.Add(kq)
			out.Add(id, k)
		}
	})
}
