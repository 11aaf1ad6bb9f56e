package dominator

import (
	"strconv"

	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
)

// The blocks api/view.hh reads (see there): numbers after a space, rows of
// cell letters on lines of their own.

// appendMatch: the settings.
func appendMatch(dst []byte, em env.Match, me int) []byte {
	c := em.(*dom.Match).Cfg()
	for _, v := range [...]int{c.Players, c.Rounds, c.Farmers, c.Knights, c.Witches, c.FarmersHealth, c.KnightsHealth,
		c.FarmersRegen, c.KnightsRegen, c.DamageMin, c.DamageMax, c.Rows, c.Cols} {
		dst = num(dst, v)
	}
	return append(dst, '\n')
}

// appendRound: seat me's view (dominator.View): the board, the haunted
// cells, land and scores, every unit and the lists, players relative.
func appendRound(dst []byte, em env.Match, me int) []byte {
	m := em.(*dom.Match)
	v := m.View(me)
	n := v.Rows()
	dst = num(dst, n)
	dst = append(dst, '\n')
	haunted := 0
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
				haunted++
			}
		}
		dst = append(dst, '\n')
	}
	dst = num(dst, haunted)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if v.Cell(dom.Pos{I: i, J: j}).Haunted {
				dst = num(num(dst, i), j)
			}
		}
	}
	dst = append(dst, '\n')
	for k := 0; k < 4; k++ {
		dst = num(dst, v.Land(k))
	}
	for k := 0; k < 4; k++ {
		dst = num(dst, v.TotalScore(k))
	}
	dst = num(dst, m.NumUnits())
	dst = append(dst, '\n')
	for id := range m.Units() {
		u := v.Unit(id) // relative player and view position; unrotated off the board, as the original
		dst = num(num(num(num(num(num(num(dst, int(u.Type)), u.Player), u.Health), u.Pos.I), u.Pos.J), b2i(u.Active)), b2i(onBoard(m, id)))
		dst = append(dst, '\n')
	}
	for k := 0; k < 4; k++ {
		for _, list := range [...][]int{v.Farmers(k), v.Knights(k), v.Witches(k)} {
			dst = num(dst, len(list))
			for _, id := range list {
				dst = num(dst, id)
			}
		}
	}
	return append(dst, '\n')
}

// onBoard reports whether unit id stands on the grid (a failed respawn
// can leave one off it).
func onBoard(m *dom.Match, id int) bool {
	p := m.Unit(id).Pos
	return p.I >= 0 && p.I < m.Rows() && p.J >= 0 && p.J < m.Cols() && m.UnitAt(p) == id
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// num appends " v".
func num(dst []byte, v int) []byte { return strconv.AppendInt(append(dst, ' '), int64(v), 10) }
