package orkisland

import (
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/export/exporttest"
)

// The state dump is the text the C++ test harness reads into the player API
// (testdata/replay.hh): a "match" block with the settings and the fixed
// board, then one "round" block per state a player sees.

// settings are the match block's: a new player object in the harness.
func settings(m *ork.Match) []int {
	c := m.Settings()
	return []int{c.Players, c.Rows, c.Cols, c.Rounds, c.InitialHealth, c.Orks,
		c.Cost[ork.Grass], c.Cost[ork.Forest], c.Cost[ork.Sand], c.Cost[ork.City], c.Cost[ork.Path],
		c.BonusCity, c.BonusPath, c.Factor}
}

// appendBoard appends the rest of the match block: the fixed board.
func appendBoard(dst []byte, m *ork.Match) []byte {
	b := m.Board()
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
	dst = exporttest.AppendLines(dst, "\nunits", m.Units(), func(u ork.Unit) []int {
		return []int{u.ID, exporttest.OwnerOf(owner, u.ID, u.Player), u.Pos.I, u.Pos.J, u.Health}
	})
	b := m.Board()
	dst = exporttest.AppendEach(dst, "owners", len(b.Cities), m.CityOwner)
	dst = exporttest.AppendEach(dst, "", len(b.Paths), m.PathOwner)
	return append(dst, '\n')
}

func appendCells(dst []byte, cells []ork.Pos) []byte {
	dst = exporttest.AppendInt(dst, len(cells))
	for _, p := range cells {
		dst = exporttest.AppendInts(dst, p.I, p.J)
	}
	return append(dst, '\n')
}
