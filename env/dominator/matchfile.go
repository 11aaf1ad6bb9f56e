package dominator

import (
	"slices"

	"github.com/edagym/edagym/env/jutge"
)

// settingWidth is the column where the match file's setting values start.
const settingWidth = 15

// AppendHeader implements env.Match: the preamble, the settings, the names
// and the initial state.
func (m *Match) AppendHeader(dst []byte, names []string) []byte {
	dst = jutge.AppendHeader(dst, m.seed, Title, settingWidth, jutge.SettingsOf(m.cfg.checks()), "names         ", names)
	return m.appendState(dst)
}

// AppendRound implements env.Match: the last round's movements, in execution
// order with real-frame letters, then the new state.
func (m *Match) AppendRound(dst []byte) []byte {
	dst = jutge.AppendMoves(dst, "movements", m.done, func(mv move) (int, byte) { return mv.id, mv.d.Letter() })
	return m.appendState(dst)
}

// appendState appends a state block: the grid, the round, the land, the
// scores, the status and every unit.
func (m *Match) appendState(dst []byte) []byte {
	dst = append(dst, '\n', '\n')
	for i := 0; i < m.b.rows; i++ {
		row := m.b.cells[i*m.b.cols : (i+1)*m.b.cols]
		dst = slices.Grow(dst, len(row)+1)
		for k := range row {
			c := &row[k]
			b := byte('X')
			if c.Type != Wall {
				b = '0' + byte(c.Owner)
				if c.Owner < 0 {
					b = '.'
				}
			}
			dst = append(dst, b)
		}
		dst = append(dst, '\n')
	}
	dst = append(dst, "\nround "...)
	dst = jutge.AppendInt(dst, m.round)
	dst = append(dst, "\nland"...)
	dst = jutge.AppendInts(dst, m.land[:m.cfg.Players])
	dst = append(dst, "\ntotal_score"...)
	dst = jutge.AppendInts(dst, m.total[:m.cfg.Players])
	dst = append(dst, "\nstatus 0 0 0 0\n"...)
	for k := range m.units {
		u := &m.units[k]
		dst = append(dst, u.Type.Letter(), ' ')
		dst = appendSmall(dst, u.Player)
		dst = append(dst, ' ')
		dst = appendSmall(dst, u.Pos.I)
		dst = append(dst, ' ')
		dst = appendSmall(dst, u.Pos.J)
		dst = append(dst, ' ')
		dst = appendSmall(dst, u.Health)
		dst = append(dst, '\n')
	}
	return append(dst, '\n')
}

// appendSmall is jutge.AppendInt with the values of the unit lines (0 to
// 999, mostly) written directly.
func appendSmall(dst []byte, v int) []byte {
	switch {
	case uint(v) < 10:
		return append(dst, '0'+byte(v))
	case uint(v) < 100:
		return append(dst, '0'+byte(v/10), '0'+byte(v%10))
	case uint(v) < 1000:
		return append(dst, '0'+byte(v/100), '0'+byte(v/10%10), '0'+byte(v%10))
	}
	return jutge.AppendInt(dst, v)
}
