package moria

// Kind implements env.Kinded: 'd' for a dwarf, 'w' for a wizard, 0 for the
// monsters no player orders.
func (m *Match) Kind(id int) byte {
	switch m.units[id].Type {
	case Dwarf:
		return 'd'
	case Wizard:
		return 'w'
	}
	return 0
}
