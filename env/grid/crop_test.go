package grid

import (
	"slices"
	"testing"
)

// TestCropVisitsTheSquareRowByRow: a 3×3 crop around (5, 7) visits its
// nine cells row by row, numbered 0..8, off-board cells included.
func TestCropVisitsTheSquareRowByRow(t *testing.T) {
	var got [][3]int
	Crop(5, 7, 3, func(i, j, k int) { got = append(got, [3]int{i, j, k}) })
	want := [][3]int{{4, 6, 0}, {4, 7, 1}, {4, 8, 2}, {5, 6, 3}, {5, 7, 4}, {5, 8, 5}, {6, 6, 6}, {6, 7, 7}, {6, 8, 8}}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	n := 0
	Crop(0, 0, 1, func(i, j, k int) {
		if i != 0 || j != 0 || k != 0 {
			t.Errorf("1×1 crop visited (%d, %d) as %d", i, j, k)
		}
		n++
	})
	if n != 1 {
		t.Errorf("1×1 crop visited %d cells", n)
	}
}
