package orkisland

import "github.com/edagym/edagym/env/jutge"

// settingWidth is the column where the header's setting values start.
const settingWidth = 28

// AppendHeader implements env.Match: preamble, settings, names, initial state (§7.1).
func (m *Match) AppendHeader(dst []byte, names []string) []byte {
	dst = jutge.AppendHeader(dst, m.seed, Title, settingWidth, jutge.SettingsOf(m.cfg.checks()), "names         ", names)
	return m.appendState(dst)
}

// AppendRound implements env.Match: the moves that succeeded, then the state (§7.3).
func (m *Match) AppendRound(dst []byte) []byte {
	dst = jutge.AppendMoves(dst, "commands", m.done, func(o jutge.Order) (int, byte) { return o.Unit, Dir(o.Dir).Letter() })
	return m.appendState(dst)
}

// appendState is §7.2. The board part never changes, so it is rendered once.
func (m *Match) appendState(dst []byte) []byte {
	dst = append(dst, m.board.text...)
	dst = append(dst, "\nround "...)
	dst = jutge.AppendInt(dst, m.round)
	dst = append(dst, "\ntotal_score"...)
	dst = jutge.AppendInts(dst, m.score)
	dst = append(dst, "\nstatus"...)
	for range m.score {
		dst = append(dst, " 0"...)
	}
	dst = append(dst, "\n\ncity_owners\n"...)
	dst = jutge.AppendInts(dst, m.cityOwner)
	dst = append(dst, "\n\npath_owners\n"...)
	dst = jutge.AppendInts(dst, m.pathOwner)
	dst = append(dst, "\n\nunits\n"...)
	for i := range m.units {
		u := &m.units[i]
		dst = jutge.AppendInt(dst, u.Player)
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, u.Pos.I)
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, u.Pos.J)
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, u.Health)
		dst = append(dst, " \n"...)
	}
	return append(dst, '\n')
}

// render is the board's part of every state: labels, grid, cities and paths.
func (b *Board) render() []byte {
	dst := []byte("\n\n")
	dst = jutge.AppendColumnLabels(dst, "   ", b.Cols)
	for i := 0; i < b.Rows; i++ {
		dst = jutge.AppendRowLabel(dst, i)
		dst = append(dst, ' ')
		for j := 0; j < b.Cols; j++ {
			dst = append(dst, b.At(Pos{I: i, J: j}).Char())
		}
		dst = append(dst, '\n')
	}
	dst = append(dst, "\ncities "...)
	dst = jutge.AppendInt(dst, len(b.Cities))
	dst = append(dst, '\n')
	for _, c := range b.Cities {
		dst = append(dst, '\n')
		dst = jutge.AppendInt(dst, len(c))
		dst = append(dst, '\n')
		dst = appendCells(dst, c)
	}
	dst = append(dst, "\npaths "...)
	dst = jutge.AppendInt(dst, len(b.Paths))
	dst = append(dst, '\n')
	for _, p := range b.Paths {
		dst = append(dst, '\n')
		dst = jutge.AppendInt(dst, p.A)
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, p.B)
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, len(p.Cells))
		dst = append(dst, '\n')
		dst = appendCells(dst, p.Cells)
	}
	return dst
}

func appendCells(dst []byte, cells []Pos) []byte {
	for _, p := range cells {
		dst = jutge.AppendInt(dst, p.I)
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, p.J)
		dst = append(dst, '\n')
	}
	return dst
}
