package orkisland

import (
	"github.com/edagym/edagym/cxx"
	"github.com/edagym/edagym/env"
	ork "github.com/edagym/edagym/env/orkisland"
)

// The blocks api/view.hh reads (see there): numbers after a space, rows of
// cell letters on lines of their own.

// appendMatch: the settings, the board, the cities and the paths.
func appendMatch(dst []byte, em env.Match, me int) []byte {
	m := em.(*ork.Match)
	c, b := m.Settings(), m.Board()
	for _, v := range [...]int{c.Players, c.Rows, c.Cols, c.Rounds, c.InitialHealth, c.Orks,
		c.Cost[ork.Grass], c.Cost[ork.Forest], c.Cost[ork.Sand], c.Cost[ork.City], c.Cost[ork.Path],
		c.BonusCity, c.BonusPath, c.Factor} {
		dst = num(dst, v)
	}
	dst = num(num(dst, b.Rows), b.Cols)
	dst = append(dst, '\n')
	for i := 0; i < b.Rows; i++ {
		for j := 0; j < b.Cols; j++ {
			dst = append(dst, b.Cells[i*b.Cols+j].Char())
		}
		dst = append(dst, '\n')
	}
	dst = num(dst, len(b.Cities))
	for _, cells := range b.Cities {
		dst = appendCells(dst, cells)
	}
	dst = num(dst, len(b.Paths))
	for _, p := range b.Paths {
		dst = appendCells(num(num(dst, p.A), p.B), p.Cells)
	}
	return append(dst, '\n')
}

// appendRound: the scores, the units (those that changed), the owners of
// cities and paths.
func appendRound(dst []byte, em env.Match, me int, s *cxx.Sent) []byte {
	m := em.(*ork.Match)
	n := m.Settings().Players
	dst = num(dst, n)
	for p := 0; p < n; p++ {
		dst = num(dst, m.Score(p))
	}
	units := m.Units()
	s.Units(len(units), 4)
	for k, u := range units {
		s.SetUnit(k, []int32{int32(u.Player), int32(u.Pos.I), int32(u.Pos.J), int32(u.Health)})
	}
	dst = s.AppendUnits(dst, 4)
	b := m.Board()
	for c := range b.Cities {
		dst = num(dst, m.CityOwner(c))
	}
	for q := range b.Paths {
		dst = num(dst, m.PathOwner(q))
	}
	return append(dst, '\n')
}

func appendCells(dst []byte, cells []ork.Pos) []byte {
	dst = num(dst, len(cells))
	for _, p := range cells {
		dst = num(num(dst, p.I), p.J)
	}
	return dst
}

// num appends " v".
func num(dst []byte, v int) []byte { return cxx.AppendNum(dst, v) }
