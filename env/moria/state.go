package moria

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// The typed, read-only API players and encoders use: Go-named versions of
// the Jutge State functions. Slices returned are the match's own and must
// not be modified or kept across rounds.

// NumClans is the number of clans (players).
const NumClans = 4

// Settings is the match's configuration.
func (m *Match) Settings() *Config { return m.cfg }

// Cell is the cell at p; p must be on the board.
func (m *Match) Cell(p Pos) Cell { return m.cells[index(p)] }

// CellAt is the cell at row i, column j.
func (m *Match) CellAt(i, j int) Cell { return m.cells[i*Cols+j] }

// Unit is the unit with an id in 0..NumUnits()-1.
func (m *Match) Unit(id int) Unit { return m.units[id] }

// Units is every unit, indexed by id, Sauron's included.
func (m *Match) Units() []Unit { return m.units }

// Dwarves are clan c's dwarves, ascending ids.
func (m *Match) Dwarves(c int) []int { return m.dwarves[c] }

// Wizards are clan c's wizards, ascending ids.
func (m *Match) Wizards(c int) []int { return m.wizards[c] }

// Orcs are the orcs on the board, ascending ids.
func (m *Match) Orcs() []int { return m.orcs }

// Trolls are the trolls, ascending ids.
func (m *Match) Trolls() []int { return m.trolls }

// BalrogID is the Balrog's id (the last one).
func (m *Match) BalrogID() int { return m.balrog }

// NbCells is the number of caves clan c owns now.
func (m *Match) NbCells(c int) int { return m.nbCells[c] }

// NbTreasures is the number of treasures clan c has collected.
func (m *Match) NbTreasures(c int) int { return m.treasures[c] }

// Status is clan c's CPU status; always 0 outside the tournament program.
func (m *Match) Status(c int) float64 { return 0 }

// Accepts reports whether the engine's order filter would keep the order
// "unit id moves in direction d" from clan me this round: the unit exists,
// is alive and is me's, the direction is 0..8 (not diagonal for a wizard)
// and not None.
func (m *Match) Accepts(me, id int, d grid.Dir) bool {
	return m.accept(me, orderOf(id, d), false)
}

func orderOf(id int, d grid.Dir) jutge.Order { return jutge.Order{Unit: id, Dir: int(d)} }

// UnitsHeld is how many units clan p holds (env.UnitHolder): a dwarf or
// wizard killed by another clan is reborn as that clan's.
func (m *Match) UnitsHeld(p int) int {
	return env.Held(m.units, p, func(u *Unit) int { return u.Owner })
}

// Captors appends the dwarves whose attacks captured a rival dwarf or
// wizard in the last round, one entry a capture (env.Captor). Kills by
// Sauron's units, the Balrog or an abyss have no captor; an orc or troll
// killed changes no hands.
func (m *Match) Captors(dst []int) []int { return append(dst, m.captors...) }
