package cxx

import "github.com/edagym/edagym/env/grid"

// What the games' blocks share (their view.go): lists of numbers, a board
// given whole, lists of cells.

// AppendNums appends " v" for each of vs (the settings, in the order of
// the API's getters).
func AppendNums(dst []byte, vs ...int) []byte {
	for _, v := range vs {
		dst = AppendNum(dst, v)
	}
	return dst
}

// AppendPerPlayer appends " N" (n players), then for each query in turn
// its answer for each player (a round's scores).
func AppendPerPlayer(dst []byte, n int, queries ...func(player int) int) []byte {
	dst = AppendNum(dst, n)
	for _, q := range queries {
		dst = AppendEach(dst, n, q)
	}
	return dst
}

// AppendEach appends " v" for each v of f(0) to f(n-1) (a player's, a
// city's).
func AppendEach(dst []byte, n int, f func(int) int) []byte {
	for k := 0; k < n; k++ {
		dst = AppendNum(dst, f(k))
	}
	return dst
}

// AppendLetters appends a board the match block gives whole (its cells
// never change letter): " ROWS COLS", then its rows of letters, each cell's
// Char(), on lines of their own (io.hh's read_board).
func AppendLetters[C interface{ Char() byte }](dst []byte, rows, cols int, cells []C) []byte {
	dst = append(AppendNum(AppendNum(dst, rows), cols), '\n')
	for i := 0; i < rows; i++ {
		for _, c := range cells[i*cols : (i+1)*cols] {
			dst = append(dst, c.Char())
		}
		dst = append(dst, '\n')
	}
	return dst
}

// AppendCellLists appends lists of cells (the cities'): " N", then each
// list as AppendCells does.
func AppendCellLists(dst []byte, lists [][]grid.Pos) []byte {
	dst = AppendNum(dst, len(lists))
	for _, cells := range lists {
		dst = AppendCells(dst, cells)
	}
	return dst
}

// AppendCells appends a list of cells (a city's, a path's): " N", then
// " I J" for each.
func AppendCells(dst []byte, cells []grid.Pos) []byte {
	dst = AppendNum(dst, len(cells))
	for _, p := range cells {
		dst = AppendNum(AppendNum(dst, p.I), p.J)
	}
	return dst
}
