package dominator

import (
	"github.com/edagym/edagym/cxx"
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

// appendRound: seat me's view (dominator.View): the board with its
// haunted cells and the units (those that changed), land and scores,
// players relative.
func appendRound(dst []byte, em env.Match, me int, s *cxx.Sent) []byte {
	m := em.(*dom.Match)
	v := m.View(me)
	n := v.Rows()
	dst = num(dst, n)
	var tab letters
	tab.fill(me)
	cells, board := s.Cells(n*n), m.Cells()
	for i := 0; i < n; i++ {
		// view row i runs through the real board from real(i, 0) by a
		// fixed step of the real cells' index
		row := cells[i*n : (i+1)*n]
		p, q := real(i, 0, n, me), real(i, 1, n, me)
		at, step := p.I*n+p.J, (q.I-p.I)*n+q.J-p.J
		for j := range row {
			row[j] = tab.of(&board[at])
			at += step
		}
	}
	dst = s.AppendCells(dst, n)
	for k := 0; k < 4; k++ {
		dst = num(dst, v.Land(k))
	}
	for k := 0; k < 4; k++ {
		dst = num(dst, v.TotalScore(k))
	}
	units := m.Units()
	rec := s.Units(len(units), 7)
	for id := range units {
		u := &units[id]
		pos, player, flags := u.Pos, u.Player, b2i(u.Active)
		list := (player - me + 4) % 4 // the view player whose lists hold it
		// A unit off the board shows its real player and position, as in
		// the original (a failed respawn's quirk).
		if pos.I >= 0 && pos.I < n && pos.J >= 0 && pos.J < n && m.UnitAt(pos) == id {
			pos, player, flags = local(pos, n, me), list, flags|2
		}
		r := rec[7*id : 7*id+7]
		r[0], r[1], r[2], r[3], r[4], r[5], r[6] = int32(u.Type), int32(player), int32(u.Health), int32(pos.I), int32(pos.J), int32(flags), int32(list)
	}
	return s.AppendUnits(dst, 7)
}

// real is the real board's position of view position (i, j) of seat me
// (dominator.View's mapping, without a call per cell).
func real(i, j, n, me int) dom.Pos {
	switch me {
	case 1:
		return dom.Pos{I: n - 1 - j, J: i}
	case 2:
		return dom.Pos{I: n - 1 - i, J: n - 1 - j}
	case 3:
		return dom.Pos{I: j, J: n - 1 - i}
	}
	return dom.Pos{I: i, J: j}
}

// local is the view position of real position p for seat me
// (dominator.View's mapping).
func local(p dom.Pos, n, me int) dom.Pos {
	switch me {
	case 1:
		return dom.Pos{I: p.J, J: n - 1 - p.I}
	case 2:
		return dom.Pos{I: n - 1 - p.I, J: n - 1 - p.J}
	case 3:
		return dom.Pos{I: n - 1 - p.J, J: p.I}
	}
	return p
}

// letters are the cells' letters in seat me's view, by type, owner and
// haunting: X a wall, . an unowned cell, 0-3 the cell of a (relative)
// player; x , a-d the same, haunted.
// letters is seat me's letter of every cell, at index
// type&1<<4 | (owner+1)<<1 | haunted (owner -1..3): one masked lookup a cell.
type letters [32]byte

func letterAt(t dom.CellType, owner int, haunted bool) int {
	return int(t&1)<<4 | (owner+1)<<1 | b2i(haunted)
}

func (t *letters) fill(me int) {
	for h, set := range [2]string{"X.0123", "x,abcd"} {
		for o := -1; o < 4; o++ {
			t[letterAt(dom.Wall, o, h == 1)] = set[0]
			if o < 0 {
				t[letterAt(dom.Empty, o, h == 1)] = set[1]
			} else {
				t[letterAt(dom.Empty, o, h == 1)] = set[2+(o-me+4)%4]
			}
		}
	}
}

// of is cell c's letter.
func (t *letters) of(c *dom.Cell) byte {
	h := 0
	if c.Haunted {
		h = 1
	}
	return t[(int(c.Type&1)<<4|int(uint8(c.Owner+1)&7)<<1|h)&31]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// num appends " v".
func num(dst []byte, v int) []byte { return cxx.AppendNum(dst, v) }
