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
	dst = exporttest.AppendMatchHeader(dst, label, c.Players, c.Rows, c.Cols, c.Rounds, c.InitialHealth, c.Orks,
		c.Cost[ork.Grass], c.Cost[ork.Forest], c.Cost[ork.Sand], c.Cost[ork.City], c.Cost[ork.Path],
		c.BonusCity, c.BonusPath, c.Factor)
	dst = exporttest.AppendGrid(dst, b.Rows, b.Cols, func(i, j int) byte { return b.Cells[i*b.Cols+j].Char() })
	dst = exporttest.AppendCount(dst, "cities", len(b.Cities))
	for _, cells := range b.Cities {
		dst = appendCells(dst, cells)
	}
	dst = exporttest.AppendCount(dst, "paths", len(b.Paths))
	for _, p := range b.Paths {
		dst = exporttest.AppendInts(dst, p.A, p.B)
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
	dst = exporttest.AppendCount(dst, "\nunits", m.NumUnits())
	for _, u := range m.Units() {
		p := u.Player
		if owner != nil {
			p = owner(u.ID)
		}
		dst = append(exporttest.AppendInts(dst, u.ID, p, u.Pos.I, u.Pos.J, u.Health), '\n')
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
		dst = exporttest.AppendInts(dst, p.I, p.J)
	}
	return append(dst, '\n')
}
