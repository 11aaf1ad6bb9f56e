package dominator

// Kind implements env.Kinded: 'f', 'k' or 'w' for a farmer, knight or witch.
func (m *Match) Kind(id int) byte { return m.units[id].Type.Letter() }
