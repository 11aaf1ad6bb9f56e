package madmax

import (
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// Threat implements env.Threats: a move onto a rival team's unit.
func (m *Match) Threat(o jutge.Order) bool {
	if o.Unit < 0 || o.Unit >= len(m.units) || o.Dir < 0 || o.Dir >= int(grid.None) {
		return false
	}
	u := &m.units[o.Unit]
	to := u.Pos.Add(grid.Dir(o.Dir))
	if !m.board.In(to) {
		return false
	}
	v := m.unitAt[m.board.Index(to)]
	return v >= 0 && m.units[v].Team != u.Team
}
