package moria

import (
	"fmt"

	mor "github.com/edagym/edagym/env/moria"
	"github.com/edagym/edagym/export/exporttest"
)

// The state dump is the text the C++ test harness reads into the player API
// (testdata/replay.hh): a "match" block with the settings, then one
// "round" block per state a player sees, with the whole board (it changes
// every round: digs, conquests, treasures) and every unit.

// settings are the match block's: a new player object in the harness.
func settings(m *mor.Match) []int {
	c := m.Settings()
	return []int{c.Players, c.Rounds, c.Dwarves, c.Wizards, c.MaxOrcs, c.Trolls,
		c.TreasureValue, c.RockResistance, mor.Rows, mor.Cols}
}

// AppendRound appends the state player me sees now; the harness plays it
// repeat times (for timing) and prints the last call's commands. owner, if
// not nil, replaces each dwarf's and wizard's clan (to build states no
// match reaches, such as one clan holding every unit). It panics on a state
// the dump cannot write or that breaks what the API promises (a unit's cell
// naming another unit): the replay would not be the state Go encoded.
func AppendRound(dst []byte, m *mor.Match, me, repeat int, owner func(id int) int) []byte {
	c := m.Settings()
	dst = exporttest.AppendRoundHeader(dst, m.Round(), me, repeat)
	dst = exporttest.AppendEach(dst, "\nnb_cells", c.Players, m.NbCells)
	dst = exporttest.AppendEach(dst, " nb_treasures", c.Players, m.NbTreasures)
	dst = append(dst, "\nboard\n"...)
	units := m.Units()
	for i := 0; i < mor.Rows; i++ {
		for j := 0; j < mor.Cols; j++ {
			cell := m.CellAt(i, j)
			dst = append(dst, cellLetter(cell, c.RockResistance, i, j))
			if id := int(cell.Unit); id >= 0 {
				if id >= len(units) || units[id].Pos != (mor.Pos{I: i, J: j}) || !onBoard(units[id]) {
					panic(fmt.Sprintf("moria dump: cell (%d, %d) names unit %d, which is not there", i, j, id))
				}
			}
		}
		dst = append(dst, '\n')
	}
	dst = exporttest.AppendCount(dst, "units", len(units))
	for _, u := range units {
		if onBoard(u) && (!mor.OnBoard(u.Pos) || int(m.Cell(u.Pos).Unit) != u.ID) {
			panic(fmt.Sprintf("moria dump: unit %d at %v is not on its cell", u.ID, u.Pos))
		}
		p := u.Owner
		if u.Type == mor.Dwarf || u.Type == mor.Wizard {
			p = exporttest.OwnerOf(owner, u.ID, u.Owner)
		}
		dst = append(dst, "dwotb"[u.Type])
		dst = append(exporttest.AppendInts(dst, p, u.Pos.I, u.Pos.J, u.Health), '\n')
	}
	return dst
}

// onBoard reports whether the API lists u on the board: a living unit or
// the Balrog (whose health reads 0).
func onBoard(u mor.Unit) bool { return u.Health > 0 || u.Type == mor.Balrog }

// cellLetter is the letter the API's char2cell reads back as cell c (units
// aside): O C T 0-3 G A, R for an untouched rock and a, b, ... for a rock
// with 1, 2, ... turns left.
func cellLetter(c mor.Cell, resistance, i, j int) byte {
	bad := func(why string) byte {
		panic(fmt.Sprintf("moria dump: cell (%d, %d) %+v: %s", i, j, c, why))
	}
	if c.Type != mor.Cave && (c.Owner >= 0 || c.Treasure) {
		return bad("an owner or a treasure off a cave")
	}
	if c.Type != mor.Rock && c.Turns != 0 {
		return bad("turns off a rock")
	}
	switch c.Type {
	case mor.Outside:
		return 'O'
	case mor.Granite:
		return 'G'
	case mor.Abyss:
		return 'A'
	case mor.Rock:
		switch t := int(c.Turns); {
		case t == resistance:
			return 'R'
		case t >= 1 && t < resistance && t <= 26:
			return byte('a' + t - 1)
		}
		return bad("rock turns out of range")
	case mor.Cave:
		switch {
		case c.Owner >= 0 && c.Treasure:
			return bad("an owned cave with a treasure")
		case c.Owner >= 0:
			return byte('0' + c.Owner)
		case c.Treasure:
			return 'T'
		}
		return 'C'
	}
	return bad("unknown type")
}
