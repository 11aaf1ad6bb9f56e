package dominator

import "github.com/edagym/edagym/env"

// The real-frame, read-only state API: what encoders, viewers and tests read.
// Slices returned here belong to the match and must not be modified.

// Rows is the board's number of rows.
func (m *Match) Rows() int { return m.b.rows }

// Cols is the board's number of columns.
func (m *Match) Cols() int { return m.b.cols }

// Cell is the real cell at p, which must be on the board.
func (m *Match) Cell(p Pos) Cell { return *m.b.at(p) }

// Cells is the real board, row by row: cell (i, j) is Cells()[i*Cols+j].
// It is the match's own, to read and not to keep past the next Step (a
// view of every cell without a call per cell).
func (m *Match) Cells() []Cell { return m.b.cells }

// CellType is the terrain at p.
func (m *Match) CellType(p Pos) CellType { return m.b.at(p).Type }

// Owner is the player owning p, or -1.
func (m *Match) Owner(p Pos) int { return int(m.b.at(p).Owner) }

// Haunted reports whether p is haunted.
func (m *Match) Haunted(p Pos) bool { return m.b.at(p).Haunted }

// UnitAt is the id of the unit on p, or -1.
func (m *Match) UnitAt(p Pos) int { return int(m.b.at(p).Unit) }

// Unit is unit id.
func (m *Match) Unit(id int) Unit { return m.units[id] }

// Units are all units, by id.
func (m *Match) Units() []Unit { return m.units }

// onBoard reports whether unit id stands on the grid.
func (m *Match) onBoard(id int) bool {
	p := m.units[id].Pos
	return m.b.in(p) && int(m.b.at(p).Unit) == id
}

// Farmers lists player p's farmer ids, ascending.
func (m *Match) Farmers(p int) []int { return m.farmers[p] }

// Knights lists player p's knight ids, ascending.
func (m *Match) Knights(p int) []int { return m.knights[p] }

// Witches lists player p's witch ids, ascending.
func (m *Match) Witches(p int) []int { return m.witches[p] }

// Land is the number of cells player p owns.
func (m *Match) Land(p int) int { return m.land[p] }

// UnitsHeld is how many units player p holds (env.UnitHolder): a captured
// unit changes hands, so this is what a fight wins or loses.
func (m *Match) UnitsHeld(p int) int {
	return env.Held(m.units, p, func(u *Unit) int { return u.Player })
}

// Captors appends the knights whose attacks captured a unit in the last
// round, one entry a capture (env.Captor). A witch's spell is not listed:
// a haunting is the work of every witch in reach, and of the victim that
// walked in.
func (m *Match) Captors(dst []int) []int { return append(dst, m.captors...) }
