package moria

import (
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// Threat implements env.Threats: a dwarf's move onto another clan's unit
// or one of Sauron's (an attack; wizards cannot hit).
func (m *Match) Threat(o jutge.Order) bool {
	if o.Unit < 0 || o.Unit >= len(m.units) || o.Dir < 0 || o.Dir >= int(grid.None) {
		return false
	}
	u := &m.units[o.Unit]
	if u.Type != Dwarf {
		return false
	}
	t := m.target(o)
	return t >= 0 && m.units[t].Owner != u.Owner
}
