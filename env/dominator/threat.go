package dominator

import (
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// Threat implements env.Threats: a witch's move, or a knight's onto a
// rival farmer or knight (an attack). The order's direction is in its
// player's view, as the engine reads it.
func (m *Match) Threat(o jutge.Order) bool {
	if o.Unit < 0 || o.Unit >= len(m.units) || o.Dir < 0 || o.Dir >= int(grid.None) {
		return false
	}
	u := &m.units[o.Unit]
	switch u.Type {
	case Witch:
		return true
	case Knight:
		to := u.Pos.Add(m.View(u.Player).RealDir(grid.Dir(o.Dir)))
		if !m.b.open(to) {
			return false
		}
		v := m.b.at(to).Unit
		return v >= 0 && m.units[v].Player != u.Player && m.units[v].Type != Witch
	}
	return false
}
