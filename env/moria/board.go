package moria

import "github.com/edagym/edagym/env/grid"

// Rows and Cols are the board's size; the .cnf must say 60 and 60.
const (
	Rows  = 60
	Cols  = 60
	cells = Rows * Cols
)

// CellType is the terrain of a cell.
type CellType uint8

// The terrains.
const (
	Outside CellType = iota
	Cave
	Abyss
	Granite
	Rock
	NumCellTypes
)

var cellTypeNames = [NumCellTypes]string{"Outside", "Cave", "Abyss", "Granite", "Rock"}

func (t CellType) String() string { return cellTypeNames[t] }

// Cell is one board cell as the players see it.
type Cell struct {
	Type     CellType
	Owner    int8  // clan 0..3 that conquered it, or -1
	Unit     int16 // id of the unit on it, or -1
	Turns    int8  // Rock only: digs left before it breaks (1..rock_resistance)
	Treasure bool  // Cave only
}

// Pos is a board position: row I (0 at the top), column J (0 at the left).
// Directions are grid.Dir: the original numbers them as package grid does.
type Pos = grid.Pos

// OnBoard reports whether p is on the board.
func OnBoard(p Pos) bool { return p.In(Rows, Cols) }

func ok(p Pos) bool { return p.In(Rows, Cols) }

// index is p's row-major cell index.
func index(p Pos) int { return p.I*Cols + p.J }

func posOf(k int) Pos { return Pos{I: k / Cols, J: k % Cols} }

// Manhattan is |di| + |dj|.
func Manhattan(p, q Pos) int { return p.Dist(q) }

// Chebyshev is max(|di|, |dj|).
func Chebyshev(p, q Pos) int { return max(grid.Abs(p.I-q.I), grid.Abs(p.J-q.J)) }

// inner reports whether p is inside Moria (rows and columns 2..57).
func inner(p Pos) bool { return p.I >= 2 && p.I < Rows-2 && p.J >= 2 && p.J < Cols-2 }

// neighbours[k] are the cells around cell k in direction order 0..7, -1
// off the board. A read-only table built once.
var neighbours = func() (t [cells][8]int16) {
	for k := range cells {
		for d := grid.Bottom; d < grid.None; d++ {
			t[k][d] = -1
			if q := posOf(k).Add(d); ok(q) {
				t[k][d] = int16(index(q))
			}
		}
	}
	return t
}()
