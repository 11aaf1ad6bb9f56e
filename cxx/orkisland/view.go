package orkisland

import (
	"github.com/edagym/edagym/cxx"
	ork "github.com/edagym/edagym/env/orkisland"
)

// The blocks api/view.hh reads (see there): numbers after a space, rows of
// cell letters on lines of their own.

// appendMatch: the settings, the board, the cities and the paths.
func appendMatch(dst []byte, m *ork.Match, me int) []byte {
	c, b := m.Settings(), m.Board()
	dst = cxx.AppendNums(dst, c.Players, c.Rows, c.Cols, c.Rounds, c.InitialHealth, c.Orks,
		c.Cost[ork.Grass], c.Cost[ork.Forest], c.Cost[ork.Sand], c.Cost[ork.City], c.Cost[ork.Path],
		c.BonusCity, c.BonusPath, c.Factor)
	dst = cxx.AppendLetters(dst, b.Rows, b.Cols, b.Cells)
	dst = cxx.AppendCellLists(dst, b.Cities)
	dst = num(dst, len(b.Paths))
	for _, p := range b.Paths {
		dst = cxx.AppendCells(num(num(dst, p.A), p.B), p.Cells)
	}
	return append(dst, '\n')
}

// appendRound: the scores, the units (those that changed), the owners of
// cities and paths.
func appendRound(dst []byte, m *ork.Match, me int, s *cxx.Sent) []byte {
	dst = cxx.AppendPerPlayer(dst, m.Settings().Players, m.Score)
	units := m.Units()
	s.Units(len(units), 4)
	for k, u := range units {
		s.SetUnit(k, []int32{int32(u.Player), int32(u.Pos.I), int32(u.Pos.J), int32(u.Health)})
	}
	dst = s.AppendUnits(dst, 4)
	b := m.Board()
	dst = cxx.AppendEach(dst, len(b.Cities), m.CityOwner)
	return append(cxx.AppendEach(dst, len(b.Paths), m.PathOwner), '\n')
}

// num appends " v".
func num(dst []byte, v int) []byte { return cxx.AppendNum(dst, v) }
