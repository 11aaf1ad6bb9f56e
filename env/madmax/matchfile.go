package madmax

import "github.com/edagym/edagym/env/jutge"

// settingWidth is the width the settings' names are padded to.
const settingWidth = 16

// AppendHeader implements env.Match: the preamble, the settings block, the
// names line and the initial state (engine §7.1–7.4).
func (m *Match) AppendHeader(dst []byte, names []string) []byte {
	dst = jutge.AppendHeader(dst, m.seed, Title, settingWidth, jutge.SettingsOf(m.cfg.checks()), "names          ", names)
	return m.appendState(dst)
}

// AppendRound implements env.Match: the performed moves of the last round in
// execution order, then the new state (engine §7.5).
func (m *Match) AppendRound(dst []byte) []byte {
	dst = jutge.AppendMoves(dst, "movements", m.performed, func(mv move) (int, byte) { return int(mv.id), mv.dir.Letter() })
	return m.appendState(dst)
}

// appendState appends a state block: two empty lines, the grid, an empty
// line, the round, num_cities, total_score, status and one line per unit.
func (m *Match) appendState(dst []byte) []byte {
	dst = append(dst, '\n', '\n')
	dst = append(dst, m.grid...)
	dst = append(dst, "\nround "...)
	dst = jutge.AppendInt(dst, m.round)
	dst = append(dst, "\nnum_cities"...)
	dst = jutge.AppendInts(dst, m.numCities[:])
	dst = append(dst, "\ntotal_score"...)
	dst = jutge.AppendInts(dst, m.total[:])
	dst = append(dst, "\nstatus 0 0 0 0\n"...)
	for i := range m.units {
		u := &m.units[i]
		dst = append(dst, u.Kind.Char(), ' ', byte('0'+u.Team), ' ')
		dst = jutge.AppendInt(dst, u.Pos.I)
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, u.Pos.J)
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, u.Food)
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, u.Water)
		dst = append(dst, '\n')
	}
	return append(dst, '\n')
}

// initGrid renders the grid lines once; paintCity keeps them up to date.
func (m *Match) initGrid() {
	b := m.board
	m.grid = make([]byte, 0, b.Rows*(b.Cols+1))
	for i := 0; i < b.Rows; i++ {
		for j := 0; j < b.Cols; j++ {
			m.grid = append(m.grid, b.Kinds[i*b.Cols+j].Char())
		}
		m.grid = append(m.grid, '\n')
	}
	for c := range b.Cities {
		m.paintCity(c)
	}
}

// paintCity writes city c's owner digit into the grid lines.
func (m *Match) paintCity(c int) {
	if m.grid == nil {
		return
	}
	for _, p := range m.board.Cities[c] {
		m.grid[p.I*(m.board.Cols+1)+p.J] = byte('0' + m.cityOwner[c])
	}
}
