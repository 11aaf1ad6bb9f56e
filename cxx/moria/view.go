package moria

import (
	"strconv"

	"github.com/edagym/edagym/env"
	mor "github.com/edagym/edagym/env/moria"
)

// The blocks api/view.hh reads (see there): numbers after a space, rows of
// cell letters on lines of their own.

// appendMatch: the settings.
func appendMatch(dst []byte, em env.Match, me int) []byte {
	c := em.(*mor.Match).Settings()
	for _, v := range [...]int{c.Players, c.Rounds, c.Dwarves, c.Wizards, c.MaxOrcs, c.Trolls, c.TreasureValue,
		c.RockResistance, mor.Rows, mor.Cols} {
		dst = num(dst, v)
	}
	return append(dst, '\n')
}

// appendRound: the clans' cells and treasures, the board, the treasures,
// every unit and the lists.
func appendRound(dst []byte, em env.Match, me int) []byte {
	m := em.(*mor.Match)
	n := m.Settings().Players
	dst = num(dst, n)
	for p := 0; p < n; p++ {
		dst = num(dst, m.NbCells(p))
	}
	for p := 0; p < n; p++ {
		dst = num(dst, m.NbTreasures(p))
	}
	dst = append(dst, '\n')
	treasures := 0
	for i := 0; i < mor.Rows; i++ {
		for j := 0; j < mor.Cols; j++ {
			c := m.CellAt(i, j)
			dst = append(dst, letter(c))
			if c.Treasure {
				treasures++
			}
		}
		dst = append(dst, '\n')
	}
	dst = num(dst, treasures)
	for i := 0; i < mor.Rows; i++ {
		for j := 0; j < mor.Cols; j++ {
			if m.CellAt(i, j).Treasure {
				dst = num(num(dst, i), j)
			}
		}
	}
	units := m.Units()
	dst = num(dst, len(units))
	dst = append(dst, '\n')
	for _, u := range units {
		dst = num(num(num(num(num(dst, int(u.Type)), u.Owner), u.Pos.I), u.Pos.J), u.Health)
		dst = append(dst, '\n')
	}
	for c := 0; c < 4; c++ {
		dst = list(dst, m.Dwarves(c))
	}
	for c := 0; c < 4; c++ {
		dst = list(dst, m.Wizards(c))
	}
	dst = list(list(dst, m.Orcs()), m.Trolls())
	dst = num(dst, m.BalrogID())
	return append(dst, '\n')
}

// letter is cell c's letter (its treasure apart): O C G A, 0-3 for a
// cave a clan holds, a-z for a rock with 1-26 turns left.
func letter(c mor.Cell) byte {
	switch c.Type {
	case mor.Outside:
		return 'O'
	case mor.Granite:
		return 'G'
	case mor.Abyss:
		return 'A'
	case mor.Rock:
		return byte('a' + max(min(int(c.Turns), 26), 1) - 1)
	}
	if c.Owner >= 0 {
		return byte('0' + c.Owner)
	}
	return 'C'
}

func list(dst []byte, ids []int) []byte {
	dst = num(dst, len(ids))
	for _, id := range ids {
		dst = num(dst, id)
	}
	return dst
}

// num appends " v".
func num(dst []byte, v int) []byte { return strconv.AppendInt(append(dst, ' '), int64(v), 10) }
