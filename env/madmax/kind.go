package madmax

// Kind implements env.Kinded: 'w' for a warrior, 'c' for a car.
func (m *Match) Kind(id int) byte { return m.units[id].Kind.Char() }
