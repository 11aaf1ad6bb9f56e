package dominator

import (
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/export/exporttest"
)

// The state dump is the text the C++ test harness reads into the player API
// (testdata/replay.hh): a "match" block with the settings, then one
// "round" block per state a player sees. A round block is the seat's view
// (dominator.View: the board rotated so that the seat's home quadrant is at
// the top left, players relative, the seat is player 0), exactly what the
// original hands the player, so the exported file never rotates anything.

// settings are the match block's: a new player object in the harness.
func settings(m *dom.Match) []int {
	c := m.Cfg()
	return []int{c.Players, c.Rounds, c.Farmers, c.Knights, c.Witches, c.FarmersHealth,
		c.KnightsHealth, c.FarmersRegen, c.KnightsRegen, c.DamageMin, c.DamageMax, c.Rows, c.Cols}
}

// OnBoard reports whether unit id stands on the grid (the units that get a
// slot; a failed respawn can leave one off it).
func OnBoard(m *dom.Match, id int) bool {
	p := m.Unit(id).Pos
	return p.I >= 0 && p.I < m.Rows() && p.J >= 0 && p.J < m.Cols() && m.UnitAt(p) == id
}

// Units lists seat me's units on the board in ascending ids: the encoder's
// slot order.
func Units(m *dom.Match, me int) []int {
	var out []int
	for id, u := range m.Units() {
		if u.Player == me && OnBoard(m, id) {
			out = append(out, id)
		}
	}
	return out
}

// AppendRound appends the state seat me sees now; the harness plays it
// repeat times (for timing) and prints the last call's commands. owner, if
// not nil, replaces each farmer's and knight's real owner (to build states
// no match reaches, such as one seat holding all of them); the lists follow.
func AppendRound(dst []byte, m *dom.Match, me, repeat int, owner func(id int) int) []byte {
	v := m.View(me)
	n := v.Rows()
	player := func(id int) int {
		u := m.Unit(id)
		if u.Type == dom.Witch { // owner replaces the farmers' and knights' owners only
			return u.Player
		}
		return exporttest.OwnerOf(owner, id, u.Player)
	}
	dst = exporttest.AppendRoundHeader(dst, v.Round(), me, repeat)
	dst = exporttest.AppendCount(dst, "\ngrid", n)
	var haunted []int
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			c := v.Cell(dom.Pos{I: i, J: j})
			switch {
			case c.Type == dom.Wall:
				dst = append(dst, 'X')
			case c.Owner < 0:
				dst = append(dst, '.')
			default:
				dst = append(dst, byte('0'+c.Owner))
			}
			if c.Haunted {
				haunted = append(haunted, i, j)
			}
		}
		dst = append(dst, '\n')
	}
	dst = append(dst, "haunted"...)
	dst = exporttest.AppendInt(dst, len(haunted)/2)
	for _, x := range haunted {
		dst = exporttest.AppendInt(dst, x)
	}
	dst = exporttest.AppendEach(dst, "\nland", 4, v.Land)
	dst = exporttest.AppendEach(dst, " total", 4, v.TotalScore)
	dst = exporttest.AppendCount(dst, "\nunits", m.NumUnits())
	var lists [4][3][]int
	if owner == nil {
		for k := range lists {
			lists[k] = [3][]int{v.Farmers(k), v.Knights(k), v.Witches(k)}
		}
	}
	for id := range m.Units() {
		u := v.Unit(id) // relative player and view position; unrotated off the board, as the original
		on := OnBoard(m, id)
		p := player(id)
		if on {
			u.Player = env.Rel(p, me, 4)
		} else {
			u.Player = p
		}
		if owner != nil {
			k := env.Rel(p, me, 4)
			lists[k][u.Type] = append(lists[k][u.Type], id)
		}
		dst = append(exporttest.AppendInts(dst, int(u.Type), id, u.Player, u.Health, u.Pos.I, u.Pos.J, b2i(u.Active), b2i(on)), '\n')
	}
	dst = append(dst, "lists"...)
	for k := range lists {
		for t := range lists[k] {
			dst = exporttest.AppendInt(dst, len(lists[k][t]))
			for _, id := range lists[k][t] {
				dst = exporttest.AppendInt(dst, id)
			}
		}
	}
	return append(dst, '\n')
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
