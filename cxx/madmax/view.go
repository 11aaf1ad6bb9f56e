package madmax

import (
	"github.com/edagym/edagym/cxx"
	"github.com/edagym/edagym/env"
	mm "github.com/edagym/edagym/env/madmax"
)

// The blocks api/view.hh reads (see there): numbers after a space, rows of
// cell letters on lines of their own.

// appendMatch: the settings, the cell types and the cities' cells.
func appendMatch(dst []byte, em env.Match, me int) []byte {
	m := em.(*mm.Match)
	c, b := m.Settings(), m.Board()
	for _, v := range [...]int{c.Players, c.Rounds, c.Cities, c.Warriors, c.Cars, c.Health, c.Fuel, c.Damage, c.Rows, c.Cols} {
		dst = num(dst, v)
	}
	dst = num(num(dst, b.Rows), b.Cols)
	dst = append(dst, '\n')
	for i := 0; i < b.Rows; i++ {
		for j := 0; j < b.Cols; j++ {
			dst = append(dst, b.Kinds[i*b.Cols+j].Char())
		}
		dst = append(dst, '\n')
	}
	dst = num(dst, len(b.Cities))
	for _, cells := range b.Cities {
		dst = num(dst, len(cells))
		for _, p := range cells {
			dst = num(num(dst, p.I), p.J)
		}
	}
	return append(dst, '\n')
}

// appendRound: each team's cities and score, the units (those that
// changed), each city's owner.
func appendRound(dst []byte, em env.Match, me int, s *cxx.Sent) []byte {
	m := em.(*mm.Match)
	n := m.Settings().Players
	dst = num(dst, n)
	for t := 0; t < n; t++ {
		dst = num(dst, m.NumCities(t))
	}
	for t := 0; t < n; t++ {
		dst = num(dst, m.TotalScore(t))
	}
	units := m.Units()
	s.Units(len(units), 6)
	for k, u := range units {
		s.SetUnit(k, []int32{int32(u.Kind), int32(u.Team), int32(u.Food), int32(u.Water), int32(u.Pos.I), int32(u.Pos.J)})
	}
	dst = s.AppendUnits(dst, 6)
	for c := range m.Board().Cities {
		dst = num(dst, m.CityOwner(c))
	}
	return append(dst, '\n')
}

// num appends " v".
func num(dst []byte, v int) []byte { return cxx.AppendNum(dst, v) }
