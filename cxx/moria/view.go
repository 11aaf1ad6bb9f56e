package moria

import (
	"github.com/edagym/edagym/cxx"
	mor "github.com/edagym/edagym/env/moria"
)

// The blocks api/view.hh reads (see there): numbers after a space, rows of
// cell letters on lines of their own.

// appendMatch: the settings.
func appendMatch(dst []byte, m *mor.Match, me int) []byte {
	c := m.Settings()
	return append(cxx.AppendNums(dst, c.Players, c.Rounds, c.Dwarves, c.Wizards, c.MaxOrcs, c.Trolls, c.TreasureValue,
		c.RockResistance, mor.Rows, mor.Cols), '\n')
}

// appendRound: the clans' cells and treasures, the board and the units
// (what changed).
func appendRound(dst []byte, m *mor.Match, me int, s *cxx.Sent) []byte {
	dst = cxx.AppendPerPlayer(dst, m.Settings().Players, m.NbCells, m.NbTreasures)
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
