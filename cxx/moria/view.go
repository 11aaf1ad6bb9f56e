package moria

import (
	"github.com/edagym/edagym/cxx"
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

// appendRound: the clans' cells and treasures, the board and the units
// (what changed).
func appendRound(dst []byte, em env.Match, me int, s *cxx.Sent) []byte {
	m := em.(*mor.Match)
	n := m.Settings().Players
	dst = num(dst, n)
	for p := 0; p < n; p++ {
		dst = num(dst, m.NbCells(p))
	}
	for p := 0; p < n; p++ {
		dst = num(dst, m.NbTreasures(p))
	}
	cells := s.Board(mor.Rows * mor.Cols)
	for i := 0; i < mor.Rows; i++ {
		row := cells[i*mor.Cols : (i+1)*mor.Cols]
		for j := range row {
			if l := letter(m.CellAt(i, j)); l != row[j] {
				row[j] = l
				s.Changed(i*mor.Cols + j)
			}
		}
	}
	dst = s.AppendBoard(dst, mor.Cols)
	units := m.Units()
	s.Units(len(units), 5)
	for k, u := range units {
		s.SetUnit(k, []int32{int32(u.Type), int32(u.Owner), int32(u.Pos.I), int32(u.Pos.J), int32(u.Health)})
	}
	return s.AppendUnits(dst, 5)
}

// letter is cell c's letter: O C G A, T a cave with a treasure, 0-3 a
// cave a clan holds (4-7 with a treasure, which no match makes: a dwarf
// takes the treasure of the cave it conquers), a-z a rock with 1-26 turns
// left.
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
	switch {
	case c.Owner >= 0 && c.Treasure:
		return byte('4' + c.Owner)
	case c.Owner >= 0:
		return byte('0' + c.Owner)
	case c.Treasure:
		return 'T'
	}
	return 'C'
}

// num appends " v".
func num(dst []byte, v int) []byte { return cxx.AppendNum(dst, v) }
