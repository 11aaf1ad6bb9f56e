// Package grid is what the four games' boards share: positions, the
// originals' eight-way direction codes, and the one vocabulary of move
// names every game's actions use.
package grid

// Pos is a board position: row I (0 at the top), column J (0 at the left).
type Pos struct{ I, J int }

// Dir is a direction as Dominator, Mad Max and Moria number it: even codes
// are orthogonal, odd codes diagonal, and d+2 is a quarter turn
// counter-clockwise. (Ork Island's original numbers its four moves its own
// way: orkisland.Dir keeps that numbering, the orders' and the match
// file's, and maps each move here with Grid; its positions are these.)
type Dir int

// The directions.
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

var deltas = [NumDirs]Pos{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}, {0, 0}}

// names is the vocabulary of moves: what action names say in every game's
// spec (Python users see them).
var names = [NumDirs]string{"bottom", "bottom_right", "right", "top_right", "top", "top_left", "left", "bottom_left", "none"}

// Delta is the (row, column) offset of one step in d.
func (d Dir) Delta() Pos { return deltas[d] }

// Letter is the match-file letter of d in the three games that number
// directions this way.
func (d Dir) Letter() byte { return "bwrxtylzn"[d] }

// Diagonal reports whether d is one of the four diagonal directions.
func (d Dir) Diagonal() bool { return d >= 0 && d < None && d%2 == 1 }

// Opposite is the direction (d+4) mod 8 (d in 0..7).
func (d Dir) Opposite() Dir { return (d + 4) % 8 }

// Name is d's name in the move vocabulary.
func (d Dir) Name() string { return names[d] }

// Names lists the names of dirs, in order: a game's action names.
func Names(dirs ...Dir) []string {
	out := make([]string, len(dirs))
	for i, d := range dirs {
		out[i] = d.Name()
	}
	return out
}

// Add returns p moved one step in d.
func (p Pos) Add(d Dir) Pos { return Pos{p.I + deltas[d].I, p.J + deltas[d].J} }

// Plus returns p + q.
func (p Pos) Plus(q Pos) Pos { return Pos{p.I + q.I, p.J + q.J} }

// Dist is the Manhattan distance between p and q.
func (p Pos) Dist(q Pos) int { return Abs(p.I-q.I) + Abs(p.J-q.J) }

// Less is the row-major order.
func (p Pos) Less(q Pos) bool { return p.I < q.I || p.I == q.I && p.J < q.J }

// In reports whether p lies on a rows × cols board.
func (p Pos) In(rows, cols int) bool { return p.I >= 0 && p.I < rows && p.J >= 0 && p.J < cols }

// Abs is |x|.
func Abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
