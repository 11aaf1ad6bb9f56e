package madmax

import (
	"github.com/edagym/edagym/cxx"
	mm "github.com/edagym/edagym/env/madmax"
)

// The blocks api/view.hh reads (see there): numbers after a space, rows of
// cell letters on lines of their own.

// appendMatch: the settings, the cell types and the cities' cells.
func appendMatch(dst []byte, m *mm.Match, me int) []byte {
	c, b := m.Settings(), m.Board()
	dst = cxx.AppendNums(dst, c.Players, c.Rounds, c.Cities, c.Warriors, c.Cars, c.Health, c.Fuel, c.Damage, c.Rows, c.Cols)
	dst = cxx.AppendLetters(dst, b.Rows, b.Cols, b.Kinds)
	return append(cxx.AppendCellLists(dst, b.Cities), '\n')
}

// appendRound: each team's cities and score, the units (those that
// changed), each city's owner.
func appendRound(dst []byte, m *mm.Match, me int, s *cxx.Sent) []byte {
	dst = cxx.AppendPerPlayer(dst, m.Settings().Players, m.NumCities, m.TotalScore)
	units := m.Units()
	s.Units(len(units), 6)
	for k, u := range units {
		s.SetUnit(k, []int32{int32(u.Kind), int32(u.Team), int32(u.Food), int32(u.Water), int32(u.Pos.I), int32(u.Pos.J)})
	}
	dst = s.AppendUnits(dst, 6)
	return append(cxx.AppendEach(dst, len(m.Board().Cities), m.CityOwner), '\n')
}
