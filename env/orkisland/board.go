package orkisland

import "github.com/edagym/edagym/env/grid"

// CellType is the terrain of a cell.
type CellType uint8

// The terrains, in the order of the statement.
const (
	Water CellType = iota
	Grass
	Forest
	Sand
	City
	Path
	NumCellTypes
)

// cellChars are the match-file characters of the cell types.
const cellChars = "W.FSCP"

// Char is the match-file character of t.
func (t CellType) Char() byte { return cellChars[t] }

func cellTypeOf(ch byte) (CellType, bool) {
	for t := range NumCellTypes {
		if cellChars[t] == ch {
			return t, true
		}
	}
	return 0, false
}

// Pos is a board position: row I (0 at the top), column J (0 at the
// left), the position every game shares.
type Pos = grid.Pos

// Dir is a move direction, numbered as in the original: the orders' codes,
// the match file's letters and the actions' order. Grid is the same
// direction in env/grid's numbering, which the positions move by.
type Dir int

// The directions. Bottom is i+1, Right is j+1.
const (
	Bottom Dir = iota
	Right
	Top
	Left
	None
	NumDirs
)

// Letter is the match-file letter of d.
func (d Dir) Letter() byte { return "brtln"[d] }

// Grid is d in env/grid's numbering: p.Add(d.Grid()) is p moved one step in d.
func (d Dir) Grid() grid.Dir { return toGrid[d] }

var toGrid = [NumDirs]grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left, grid.None}

// PathInfo is a path between cities A and B; Cells never include city cells.
type PathInfo struct {
	A, B  int
	Cells []Pos
}

// Board is the fixed part of a match: terrain, cities and paths. It never
// changes once built, so matches may share it.
type Board struct {
	Rows, Cols int
	Cells      []CellType // row-major
	Cities     [][]Pos    // each city's cells in creation order
	Paths      []PathInfo
	cityOf     []int16 // per cell: city index or -1
	pathOf     []int16 // per cell: path index or -1
	shore      []int   // spawn candidates: leftmost and rightmost land cell of each row, in position order
	text       []byte  // the board's part of every match-file state, rendered once
}

// In reports whether p is on the board.
func (b *Board) In(p Pos) bool { return p.I >= 0 && p.I < b.Rows && p.J >= 0 && p.J < b.Cols }

// Index is p's row-major index.
func (b *Board) Index(p Pos) int { return p.I*b.Cols + p.J }

// At is the cell type at p (p on the board).
func (b *Board) At(p Pos) CellType { return b.Cells[p.I*b.Cols+p.J] }

// CityAt is the index of the city covering p, or -1.
func (b *Board) CityAt(p Pos) int { return int(b.cityOf[b.Index(p)]) }

// PathAt is the index of the path covering p, or -1.
func (b *Board) PathAt(p Pos) int { return int(b.pathOf[b.Index(p)]) }

// object is the object at cell c (city, or len(Cities)+path) or -1.
func (b *Board) object(c int) int {
	if o := int(b.cityOf[c]); o >= 0 {
		return o
	}
	if q := int(b.pathOf[c]); q >= 0 {
		return len(b.Cities) + q
	}
	return -1
}

// index fills the per-cell city and path indices, the shore list and the
// board's match-file text. After it the board is read-only and may be shared.
func (b *Board) index() {
	n := b.Rows * b.Cols
	b.cityOf = make([]int16, n)
	b.pathOf = make([]int16, n)
	for i := range b.cityOf {
		b.cityOf[i], b.pathOf[i] = -1, -1
	}
	for c, cells := range b.Cities {
		for _, p := range cells {
			b.cityOf[b.Index(p)] = int16(c)
		}
	}
	for c, path := range b.Paths {
		for _, p := range path.Cells {
			b.pathOf[b.Index(p)] = int16(c)
		}
	}
	b.shore = b.shore[:0]
	for i := 0; i < b.Rows; i++ {
		l, r := -1, -1
		for j := 0; j < b.Cols; j++ {
			if b.Cells[i*b.Cols+j] != Water {
				if l < 0 {
					l = j
				}
				r = j
			}
		}
		if l >= 0 {
			b.shore = append(b.shore, i*b.Cols+l)
			if r != l {
				b.shore = append(b.shore, i*b.Cols+r)
			}
		}
	}
	b.text = b.render()
}
