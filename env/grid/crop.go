package grid

// Crop calls cell(i, j, k) for every cell (i, j) of the size×size square
// centred on (ci, cj) (size odd), k being the cell's index in the square,
// row by row: the units-mode crop of every game's encoder, which writes
// each cell's planes at k.
func Crop(ci, cj, size int, cell func(i, j, k int)) {
	r := size / 2
	k := 0
	for i := ci - r; i <= ci+r; i++ {
		for j := cj - r; j <= cj+r; j++ {
			cell(i, j, k)
			k++
		}
	}
}
