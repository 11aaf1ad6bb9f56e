package dominator

// Kind implements env.Kinded: 'f', 'k' or 'w' for a farmer, knight or witch.
func (m *Match) Kind(id int) byte { return "fkw"[m.units[id].Type] }
