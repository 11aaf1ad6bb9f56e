package madmax

import (
	mm "github.com/edagym/edagym/env/madmax"
	"github.com/edagym/edagym/export/exporttest"
)

// The state dump is the text the C++ test harness reads into the player API
// (testdata/replay.hh): a "match" block with the settings and the fixed
// board, then one "round" block per state a player sees.

// settings are the match block's: a new player object in the harness.
func settings(m *mm.Match) []int {
	c := m.Settings()
	return []int{c.Players, c.Rounds, c.Cities, c.Warriors, c.Cars, c.Health, c.Fuel, c.Damage, c.Rows, c.Cols}
}

// appendBoard appends the rest of the match block: the fixed board.
func appendBoard(dst []byte, m *mm.Match) []byte {
	b := m.Board()
	dst = exporttest.AppendGrid(dst, b.Rows, b.Cols, func(i, j int) byte { return b.Kinds[i*b.Cols+j].Char() })
	dst = exporttest.AppendCount(dst, "cities", len(b.Cities))
	for _, cells := range b.Cities {
		dst = exporttest.AppendInt(dst, len(cells))
		for _, p := range cells {
			dst = exporttest.AppendInts(dst, p.I, p.J)
		}
		dst = append(dst, '\n')
	}
	return dst
}

// AppendRound appends the state player me sees now; the harness plays it
// repeat times (for timing) and prints the last call's commands. owner, if
// not nil, replaces each unit's owner (to build states no match reaches,
// such as one player holding every unit).
func AppendRound(dst []byte, m *mm.Match, me, repeat int, owner func(id int) int) []byte {
	dst = exporttest.AppendRoundHeader(dst, m.Round(), me, repeat)
	dst = exporttest.AppendScores(dst, m.Settings().Players, m.Score)
	dst = exporttest.AppendLines(dst, "\nunits", m.Units(), func(u mm.Unit) []int {
		return []int{u.ID, int(u.Kind), exporttest.OwnerOf(owner, u.ID, u.Team), u.Food, u.Water, u.Pos.I, u.Pos.J}
	})
	dst = exporttest.AppendEach(dst, "owners", len(m.Board().Cities), m.CityOwner)
	return append(dst, '\n')
}
