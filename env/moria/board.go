package moria

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
// Positions order row-major.
type Pos struct{ I, J int }

// Dir is a direction, numbered as in the original.
type Dir int

// The directions. Bottom is i+1, Right is j+1.
const (
	Bottom Dir = iota
	BR
	Right
	RT
	Top
	TL
	Left
	LB
	None
	NumDirs
)

var dirDelta = [NumDirs]Pos{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}, {0, 0}}

// dirLetters are the match-file letters of the directions.
const dirLetters = "bwrxtylzn"

// Letter is the match-file letter of d.
func (d Dir) Letter() byte { return dirLetters[d] }

// Diagonal reports whether d is one of the four diagonal directions.
func (d Dir) Diagonal() bool { return d&1 == 1 && d < None }

// Add returns p moved one step in d.
func (p Pos) Add(d Dir) Pos { return Pos{p.I + dirDelta[d].I, p.J + dirDelta[d].J} }

// Ok reports whether p is on the board.
func (p Pos) Ok() bool { return p.I >= 0 && p.I < Rows && p.J >= 0 && p.J < Cols }

// Less is the row-major order.
func (p Pos) Less(q Pos) bool { return p.I < q.I || p.I == q.I && p.J < q.J }

func (p Pos) index() int { return p.I*Cols + p.J }

func posOf(k int) Pos { return Pos{k / Cols, k % Cols} }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Manhattan is |di| + |dj|.
func Manhattan(p, q Pos) int { return abs(p.I-q.I) + abs(p.J-q.J) }

// Chebyshev is max(|di|, |dj|).
func Chebyshev(p, q Pos) int { return max(abs(p.I-q.I), abs(p.J-q.J)) }

// inner reports whether p is inside Moria (rows and columns 2..57).
func inner(p Pos) bool { return p.I >= 2 && p.I < Rows-2 && p.J >= 2 && p.J < Cols-2 }

// neighbours[k] are the cells around cell k in direction order 0..7, -1
// off the board. A read-only table built once.
var neighbours = func() (t [cells][8]int16) {
	for k := range cells {
		for d := Bottom; d < None; d++ {
			t[k][d] = -1
			if q := posOf(k).Add(d); q.Ok() {
				t[k][d] = int16(q.index())
			}
		}
	}
	return t
}()
