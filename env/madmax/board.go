package madmax

import (
	"strings"

	"github.com/edagym/edagym/env/grid"
)

// CellType is the kind of a cell.
type CellType uint8

// The six kinds of cells of the statement.
const (
	Desert CellType = iota
	City
	Road
	Water
	Station
	Wall
	NumCellTypes
)

// cellChars are the match-file characters of the kinds; a City prints as
// its owner's digit instead.
const cellChars = ".CRWSX"

// Char is the match-file character of t (City cells print their owner instead).
func (t CellType) Char() byte { return cellChars[t] }

// cellOf reads a FIXED grid's letter: its kind and, for a city's digit
// 0-3, its owner (-1 otherwise); ok is false for a letter the original
// rejects (C among them: a city's letter is its owner's digit).
func cellOf(ch byte) (kind CellType, owner int8, ok bool) {
	if ch >= '0' && ch <= '3' {
		return City, int8(ch - '0'), true
	}
	k := strings.IndexByte(cellChars, ch)
	if k < 0 || CellType(k) == City {
		return 0, -1, false
	}
	return CellType(k), -1, true
}

// String names the kind.
func (t CellType) String() string {
	return [...]string{"Desert", "City", "Road", "Water", "Station", "Wall"}[t]
}

// Pos is a board position: row I (0 at the top), column J (0 at the left).
// Directions are grid.Dir: the original numbers them as package grid does.
type Pos = grid.Pos

// Board is the fixed part of a match: the kind of every cell, the cities
// (cells in the original's detection order) and their initial owners. It
// never changes once built, so matches may share it.
type Board struct {
	Rows, Cols int
	Kinds      []CellType // row-major
	Cities     [][]Pos    // city k's cells, in detection order
	CityOwner  []int      // initial owner of each city
	cityOf     []int16    // per cell: city index or -1
	edgeRoads  []int      // setup's edge-road list E (cell indices, may repeat a corner)
	carEdge    []int      // respawn edge candidates for cars, before the distance test
	warEdge    []int      // respawn edge candidates for warriors, before the distance test
	near       [][]int32  // per cell: indices of its on-board 8-neighbours
	nearWater  []bool     // per cell: a Water cell among its 8 neighbours
	nearStatn  []bool     // per cell: a Station among its 8 neighbours
}

// In reports whether p is on the board.
func (b *Board) In(p Pos) bool { return p.I >= 0 && p.I < b.Rows && p.J >= 0 && p.J < b.Cols }

// Index is p's row-major index.
func (b *Board) Index(p Pos) int { return p.I*b.Cols + p.J }

// PosOf is the position of a row-major index.
func (b *Board) PosOf(k int) Pos { return Pos{I: k / b.Cols, J: k % b.Cols} }

// At is the kind of the cell at p (p on the board).
func (b *Board) At(p Pos) CellType { return b.Kinds[p.I*b.Cols+p.J] }

// CityAt is the index of the city covering p, or -1.
func (b *Board) CityAt(p Pos) int { return int(b.cityOf[b.Index(p)]) }

// NumCities is the number of cities.
func (b *Board) NumCities() int { return len(b.Cities) }

// index fills the per-cell tables the rules use.
func (b *Board) index() {
	n := b.Rows * b.Cols
	b.cityOf = make([]int16, n)
	for k := range b.cityOf {
		b.cityOf[k] = -1
	}
	for c, cells := range b.Cities {
		for _, p := range cells {
			b.cityOf[b.Index(p)] = int16(c)
		}
	}
	b.near = make([][]int32, n)
	b.nearWater = make([]bool, n)
	b.nearStatn = make([]bool, n)
	flat := make([]int32, 0, 8*n)
	for k := 0; k < n; k++ {
		p := b.PosOf(k)
		start := len(flat)
		for d := grid.Bottom; d < grid.None; d++ {
			q := p.Add(d)
			if !b.In(q) {
				continue
			}
			flat = append(flat, int32(b.Index(q)))
			switch b.At(q) {
			case Water:
				b.nearWater[k] = true
			case Station:
				b.nearStatn[k] = true
			}
		}
		b.near[k] = flat[start:len(flat):len(flat)]
	}
	// Setup's edge roads: the whole edge. Respawn edges: cars from
	// 1..rows-1 / 1..cols-1, warriors skip the corners.
	b.edgeRoads = b.edgeCells(b.edgeRoads[:0], 0, 0, Road)
	b.carEdge = b.edgeCells(b.carEdge[:0], 1, 0, Road)
	b.warEdge = b.edgeCells(b.warEdge[:0], 1, 1, Desert)
}

// edgeCells appends the edge cells of kind want to list in the original's
// scan order: (i,0) then (i,cols-1) for each row i in lo..rows-1-hi, then
// (0,j) then (rows-1,j) for each column j in lo..cols-1-hi (a corner may
// come twice).
func (b *Board) edgeCells(list []int, lo, hi int, want CellType) []int {
	add := func(i, j int) {
		if k := i*b.Cols + j; b.Kinds[k] == want {
			list = append(list, k)
		}
	}
	for i := lo; i < b.Rows-hi; i++ {
		add(i, 0)
		add(i, b.Cols-1)
	}
	for j := lo; j < b.Cols-hi; j++ {
		add(0, j)
		add(b.Rows-1, j)
	}
	return list
}
