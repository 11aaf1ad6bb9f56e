package madmax

import (
	"fmt"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// selectOrders is §6.1: "Go through players p = 0..3, and each player's
// orders in the order given: if the id is not in 0..N−1 [...] skip; if the
// unit's team ≠ p [...] skip; [...] if the direction is not 0–8 [...] skip; if
// the direction is None, skip silently; if can_move(id) is false (judged on
// the start-of-round state) [...] skip. Otherwise append (id, direction) to
// the list V." The statement: "only the first such order (if any) will be
// selected" — jutge.Orders already keeps only the first order per unit.
func selectOrders(m *Match, orders [][]jutge.Order) {
	m.selected = m.selected[:0]
	n := len(m.units)
	m.seen.Reset(n)
	for p := 0; p < len(orders) && p < NumTeams; p++ {
		for _, o := range orders[p] {
			if o.Unit < 0 || o.Unit >= n {
				if m.log != nil { // no boxing of the arguments without a log
					m.warn("warning: id out of range :%d\n", o.Unit)
				}
				continue
			}
			u := &m.units[o.Unit]
			if u.Team != p {
				if m.log != nil { // no boxing of the arguments without a log
					m.warn("warning: not own unit: %d %d %d\n", o.Unit, u.Team, p)
				}
				continue
			}
			if m.seen.Has(o.Unit) {
				continue // the original aborts; jutge.Orders never lets this happen
			}
			m.seen.Add(o.Unit)
			if o.Dir < 0 || o.Dir > int(grid.None) {
				if m.log != nil { // no boxing of the arguments without a log
					m.warn("warning: direction not valid: %d\n", o.Dir)
				}
				continue
			}
			if grid.Dir(o.Dir) == grid.None {
				continue
			}
			if !m.CanMove(o.Unit) {
				if m.log != nil { // no boxing of the arguments without a log
					m.warn("warning: cannot move: %d %d %d\n", o.Unit, p, m.round)
				}
				continue
			}
			m.selected = append(m.selected, move{int32(o.Unit), grid.Dir(o.Dir)})
		}
	}
}

// warn writes an engine warning to the match's log, if any.
func (m *Match) warn(format string, args ...any) {
	if m.log != nil {
		fmt.Fprintf(m.log, format, args...)
	}
}
