package plan

import (
	"reflect"
	"testing"
)

// TestValues: object values on a small island (factor 2, bonuses 1): city 0
// has 2 cells, city 1 one, and one path of one cell joins them.
func TestValues(t *testing.T) {
	is := &Island{
		Objects:   [][]int32{{0, 1}, {3}, {2}},
		NumCities: 2,
		Ends:      [][2]int{{0, 1}},
		Factor:    2, BonusCity: 1, BonusPath: 1,
	}
	cases := []struct {
		name string
		mine []bool  // city 0, city 1, path
		want []int64 // the same
	}{
		// One component of 2: 2×2^2 = 8 each; the path keeps half of it.
		{"all mine", []bool{true, true, true}, []int64{2 + 8, 1 + 8, 1 + 4}},
		// Two components of 1 (4 each); the path would merge them: 8 − 4 − 4.
		{"both cities", []bool{true, true, false}, []int64{2 + 4, 1 + 4, 1 + 0}},
		// Taking city 1 makes a component of 2 out of one of 1: 8 − 4.
		{"city 0 and the path", []bool{true, false, true}, []int64{2 + 4, 1 + 4, 1 + 1}},
		{"nothing", []bool{false, false, false}, []int64{2 + 4, 1 + 4, 1}},
	}
	var vl Valuer
	for _, c := range cases {
		got := make([]int64, 3)
		vl.Values(is, c.mine, got)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: values %v, want %v", c.name, got, c.want)
		}
	}
}
