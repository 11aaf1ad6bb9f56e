package moria

import (
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// settingWidth is the column where the header's setting values start.
const settingWidth = 19

// AppendHeader implements env.Match: the preamble, the settings, the names
// and the round-0 state.
func (m *Match) AppendHeader(dst []byte, names []string) []byte {
	rows, cols := Rows, Cols
	dst = jutge.AppendHeader(dst, m.seed, Title, settingWidth, jutge.SettingsOf(m.cfg.checks(&rows, &cols)), "names             ", names)
	return m.appendState(dst)
}

// AppendRound implements env.Match: the last round's movements, then the
// new state.
func (m *Match) AppendRound(dst []byte) []byte {
	dst = jutge.AppendMoves(dst, "movements", m.performed, func(o jutge.Order) (int, byte) { return o.Unit, grid.Dir(o.Dir).Letter() })
	return m.appendState(dst)
}

// appendState writes one state: the grid, the counters and every unit.
func (m *Match) appendState(dst []byte) []byte {
	dst = append(dst, '\n', '\n')
	res := m.cfg.RockResistance
	for i := range Rows {
		for j := range Cols {
			dst = append(dst, cellChar(m.cells[i*Cols+j], res))
		}
		dst = append(dst, '\n')
	}
	dst = append(dst, "\nround "...)
	dst = jutge.AppendInt(dst, m.round)
	dst = append(dst, "\nnb_cells"...)
	for _, v := range m.nbCells {
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, v)
	}
	dst = append(dst, "\nnb_treasures"...)
	for _, v := range m.treasures {
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, v)
	}
	dst = append(dst, "\nstatus 0 0 0 0\n"...)
	for i := range m.units {
		u := &m.units[i]
		dst = append(dst, unitLetters[u.Type], ' ')
		dst = jutge.AppendInt(dst, u.Owner)
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, u.Pos.I)
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, u.Pos.J)
		dst = append(dst, ' ')
		h := u.Health
		if u.Type == Balrog {
			h = 0
		}
		dst = jutge.AppendInt(dst, h)
		dst = append(dst, '\n')
	}
	return append(dst, '\n')
}
