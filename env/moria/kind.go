package moria

// Kind implements env.Kinded: the match-file letter of a dwarf ('d') or a
// wizard ('w'), 0 for the monsters no player orders.
func (m *Match) Kind(id int) byte {
	if t := m.units[id].Type; t <= Wizard {
		return unitLetters[t]
	}
	return 0
}
