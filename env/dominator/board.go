package dominator

import "github.com/edagym/edagym/env/grid"

// CellType is the terrain of a cell.
type CellType uint8

// The terrains.
const (
	Empty CellType = iota
	Wall
)

// UnitType is the kind of a unit.
type UnitType uint8

// The unit types, in the order of the original.
const (
	Farmer UnitType = iota
	Knight
	Witch
	NumUnitTypes
)

// unitLetters are the match-file letters of the unit types, which also
// name them for env.Kinded.
const unitLetters = "fkw"

// Letter is the match-file letter of t.
func (t UnitType) Letter() byte { return unitLetters[t] }

// Pos is a board position: row I (0 at the top), column J (0 at the left).
// Directions are grid.Dir: the original numbers them as package grid does.
type Pos = grid.Pos

// Cell is one square of the board. Owner is -1 or a player; Unit is the id
// of the unit standing on it or -1.
type Cell struct {
	Type    CellType
	Owner   int8
	Haunted bool
	Unit    int32
}

// Unit is a farmer, knight or witch. Witches have health -1; Active matters
// only for witches.
type Unit struct {
	Type   UnitType
	ID     int
	Player int
	Health int
	Pos    Pos
	Active bool
}

// board is a rows×cols grid stored row-major.
type board struct {
	rows, cols int
	cells      []Cell
}

func newBoard(rows, cols int) board {
	return board{rows, cols, make([]Cell, rows*cols)}
}

// basic resets b to the basic board: all Empty, unowned, no units, not
// haunted, with walls on the border rows and columns.
func (b *board) basic() {
	for i := 0; i < b.rows; i++ {
		for j := 0; j < b.cols; j++ {
			t := Empty
			if i == 0 || j == 0 || i == b.rows-1 || j == b.cols-1 {
				t = Wall
			}
			b.cells[i*b.cols+j] = Cell{Type: t, Owner: -1, Unit: -1}
		}
	}
}

func (b *board) in(p Pos) bool { return p.I >= 0 && p.I < b.rows && p.J >= 0 && p.J < b.cols }

func (b *board) at(p Pos) *Cell { return &b.cells[p.I*b.cols+p.J] }

// wall reports whether p is in bounds and a wall.
func (b *board) wall(p Pos) bool { return b.in(p) && b.at(p).Type == Wall }

// open reports whether p is in bounds and not a wall.
func (b *board) open(p Pos) bool { return b.in(p) && b.at(p).Type != Wall }

// diamond lists the offsets (x, y) with |x|+|y| <= r in the original's scan
// order: x from -r to r, then y from -r to r.
func diamond(r int) []Pos {
	var out []Pos
	for x := -r; x <= r; x++ {
		for y := -r; y <= r; y++ {
			if grid.Abs(x)+grid.Abs(y) <= r {
				out = append(out, Pos{I: x, J: y})
			}
		}
	}
	return out
}

// diamond2 is the diamond of haunting and spells, computed once at init.
// (Witch clearance, radius 3, is checked against the witches themselves.)
var diamond2 = diamond(2)
