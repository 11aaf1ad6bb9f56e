package orkisland

import (
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/export/exporttest"
)

// The state dump is the text the C++ test harness reads into the player API
// (testdata/replay.hh): a "match" block with the settings and the fixed
// board, then one "round" block per state a player sees.

// AppendMatch appends a match block: a new player object in the harness.
func AppendMatch(dst []byte, label string, m *ork.Match) []byte {
	c, b := m.Settings(), m.Board()
	dst = append(dst, "match "...)
	dst = append(dst, label...)
	dst = append(dst, " cfg"...)
	for _, v := range []int{c.Players, c.Rows, c.Cols, c.Rounds, c.InitialHealth, c.Orks,
		c.Cost[ork.Grass], c.Cost[ork.Forest], c.Cost[ork.Sand], c.Cost[ork.City], c.Cost[ork.Path],
		c.BonusCity, c.BonusPath, c.Factor} {
		dst = exporttest.AppendInt(dst, v)
	}
	dst = append(dst, "\nboard"...)
	dst = exporttest.AppendInt(dst, b.Rows)
	dst = exporttest.AppendInt(dst, b.Cols)
	dst = append(dst, '\n')
	for i := 0; i < b.Rows; i++ {
		for j := 0; j < b.Cols; j++ {
			dst = append(dst, b.Cells[i*b.Cols+j].Char())
		}
		dst = append(dst, '\n')
	}
	dst = append(dst, "cities"...)
	dst = exporttest.AppendInt(dst, len(b.Cities))
	dst = append(dst, '\n')
	for _, cells := range b.Cities {
		dst = appendCells(dst, cells)
	}
	dst = append(dst, "paths"...)
	dst = exporttest.AppendInt(dst, len(b.Paths))
	dst = append(dst, '\n')
	for _, p := range b.Paths {
		dst = exporttest.AppendInt(dst, p.A)
		dst = exporttest.AppendInt(dst, p.B)
		dst = appendCells(dst, p.Cells)
	}
	return dst
}

// AppendRound appends the state player me sees now; the harness plays it
// repeat times (for timing) and prints the last call's commands. owner, if
// not nil, replaces each ork's owner (to build states no match reaches,
// such as one player holding every ork).
func AppendRound(dst []byte, m *ork.Match, me, repeat int, owner func(id int) int) []byte {
	dst = exporttest.AppendRoundHeader(dst, m.Round(), me, repeat)
	dst = exporttest.AppendScores(dst, m.Settings().Players, m.Score)
	dst = append(dst, "\nunits"...)
	dst = exporttest.AppendInt(dst, m.NumUnits())
	dst = append(dst, '\n')
	for _, u := range m.Units() {
		p := u.Player
		if owner != nil {
			p = owner(u.ID)
		}
		for _, v := range []int{u.ID, p, u.Pos.I, u.Pos.J, u.Health} {
			dst = exporttest.AppendInt(dst, v)
		}
		dst = append(dst, '\n')
	}
	dst = append(dst, "owners"...)
	b := m.Board()
	for c := range b.Cities {
		dst = exporttest.AppendInt(dst, m.CityOwner(c))
	}
	for q := range b.Paths {
		dst = exporttest.AppendInt(dst, m.PathOwner(q))
	}
	return append(dst, '\n')
}

func appendCells(dst []byte, cells []ork.Pos) []byte {
	dst = exporttest.AppendInt(dst, len(cells))
	for _, p := range cells {
		dst = exporttest.AppendInt(dst, p.I)
		dst = exporttest.AppendInt(dst, p.J)
	}
	return append(dst, '\n')
}
