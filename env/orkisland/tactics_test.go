package orkisland

import (
	"reflect"
	"testing"
)

// TestTactics: fights per move on the island board (grass costs 1, forest 2,
// sand 3).
func TestTactics(t *testing.T) {
	units := []Unit{
		{ID: 0, Player: 0, Health: 10, Pos: Pos{I: 2, J: 3}}, // A, on grass
		{ID: 1, Player: 1, Health: 7, Pos: Pos{I: 2, J: 2}},  // left, in the forest: 10−2 = 8 > 7, A wins
		{ID: 2, Player: 2, Health: 7, Pos: Pos{I: 2, J: 4}},  // right, on sand: 10−3 = 7, a tie is no win
		{ID: 3, Player: 1, Health: 11, Pos: Pos{I: 1, J: 4}}, // beside top (11−1 > 9) and right (11−3 > 7)
		{ID: 4, Player: 3, Health: 10, Pos: Pos{I: 1, J: 2}}, // beside top (10−1 = 9, a tie) and left (10−2 = 8, a tie)
		{ID: 5, Player: 0, Health: 0, Pos: Pos{I: 5, J: 1}},  // B: any move kills it
	}
	grid := append([]string(nil), island...)
	grid[4] = "W.CCPCW"
	m := testMatch(t, grid, islandCities, islandPaths, units)
	cases := []struct {
		name              string
		unit              int
		danger, win, lose []float32 // danger: bottom, right, top, left, none
	}{
		{"A", 0, []float32{0, 2.0 / 8, 3.0 / 8, 1.0 / 8, 0}, []float32{0, 0, 0, 1}, []float32{0, 1, 0, 0}},
		{"B", 5, []float32{0, 0, 0, 0, 0}, []float32{0, 0, 0, 0}, []float32{0, 1, 1, 0}},
	}
	for _, c := range cases {
		f := make([]float32, NumPlanFeatures)
		tactics(m, &m.units[c.unit], f)
		if got := f[featureDanger : featureDanger+5]; !reflect.DeepEqual(got, c.danger) {
			t.Errorf("%s: danger %v, want %v", c.name, got, c.danger)
		}
		if got := f[featureWin : featureWin+4]; !reflect.DeepEqual(got, c.win) {
			t.Errorf("%s: win %v, want %v", c.name, got, c.win)
		}
		if got := f[featureLose : featureLose+4]; !reflect.DeepEqual(got, c.lose) {
			t.Errorf("%s: lose %v, want %v", c.name, got, c.lose)
		}
	}
}
