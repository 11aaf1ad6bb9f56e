package madmax

import (
	"fmt"
	"math"
	"strings"
	"testing"

	mm "github.com/edagym/edagym/env/madmax"
	"github.com/edagym/edagym/export/exporttest"
)

// Offsets in the plan-mode input row (env/madmax/encode.go): the crop's
// planes of 9×9 cells, then the features.
const (
	cropArea    = mm.CropSize * mm.CropSize
	planeWall   = 5
	planeCity0  = 6 // a City cell of relative team r
	planeWar0   = 10
	planeCar0   = 14
	planeCanMov = 21

	fWarrior, fCar, fFood, fWater, fFuel, fRow, fCol, fCanMove = 0, 1, 2, 3, 4, 5, 6, 7
	fTurn, fCity, fWaterCell, fStation                         = 9, 17, 20, 23
)

// row is one unit's input row, decoded: the crop planes and the features.
type row struct {
	crop [mm.NumPlanes * cropArea]float32
	f    [mm.NumPlanFeatures]float32
}

func (r *row) at(plane, di, dj int) float32 {
	return r.crop[plane*cropArea+(di+mm.CropSize/2)*mm.CropSize+dj+mm.CropSize/2]
}

// anyPlane reports whether any cell of the planes [lo, hi) is nonzero where
// also cond (a cell index) holds.
func (r *row) anyCell(lo, hi int, cond func(k int) bool) bool {
	for p := lo; p < hi; p++ {
		for k := 0; k < cropArea; k++ {
			if r.crop[p*cropArea+k] != 0 && (cond == nil || cond(k)) {
				return true
			}
		}
	}
	return false
}

// featureCases name the states of the input an equivalence test can
// require its compared rows to include: every plane and every feature
// nonzero somewhere (added in init), and the cases of the turn rule and
// the targets.
var featureCases = []struct {
	name string
	in   func(r *row) bool
}{
	{"warrior that may move", func(r *row) bool { return r.f[fWarrior] == 1 && r.f[fCanMove] == 1 }},
	{"warrior that may not move", func(r *row) bool { return r.f[fWarrior] == 1 && r.f[fCanMove] == 0 }},
	{"car that may move off my turn", func(r *row) bool { return r.f[fCar] == 1 && r.f[fCanMove] == 1 && r.f[fTurn] == 0 }},
	{"car that may not move", func(r *row) bool { return r.f[fCar] == 1 && r.f[fCanMove] == 0 }},
	{"car out of fuel", func(r *row) bool { return r.f[fCar] == 1 && r.f[fFuel] == 0 }},
	{"warrior with food and water below full", func(r *row) bool { return r.f[fWarrior] == 1 && r.f[fFood] < 1 && r.f[fWater] < 1 }},
	{"crop past the board's edge", func(r *row) bool {
		i, j := int(math.Round(float64(r.f[fRow])*60)), int(math.Round(float64(r.f[fCol])*60))
		return i < 4 || j < 4 || i > 55 || j > 55
	}},
	{"rival unit that may move in the crop", func(r *row) bool {
		return r.anyCell(planeWar0+1, planeWar0+4, func(k int) bool { return r.crop[planeCanMov*cropArea+k] != 0 }) ||
			r.anyCell(planeCar0+1, planeCar0+4, func(k int) bool { return r.crop[planeCanMov*cropArea+k] != 0 })
	}},
	{"unit on a city", func(r *row) bool { return r.anyCell(1, 2, func(k int) bool { return k == cropArea/2 }) }},
	{"every city mine (no city target)", func(r *row) bool { return r.f[fCity] == 1 && r.f[fCity+1] == 0 && r.f[fCity+2] == 0 }},
	{"on a city to take (distance 0)", func(r *row) bool { return r.f[fCity] == 0 && r.f[fWarrior] == 1 }},
	{"city target up and left", func(r *row) bool { return r.f[fCity+1] < 0 && r.f[fCity+2] < 0 }},
	{"city target down and right", func(r *row) bool { return r.f[fCity+1] > 0 && r.f[fCity+2] > 0 }},
	{"beside water", func(r *row) bool { return r.f[fWaterCell] == float32(1)/60 }},
	{"beside a station", func(r *row) bool { return r.f[fStation] == float32(1)/60 }},
}

func init() {
	for p := 0; p < mm.NumPlanes; p++ {
		p := p
		featureCases = append(featureCases, struct {
			name string
			in   func(r *row) bool
		}{fmt.Sprintf("plane %d", p), func(r *row) bool { return r.anyCell(p, p+1, nil) }})
	}
	for x := 0; x < mm.NumPlanFeatures; x++ {
		x := x
		name := fmt.Sprintf("feature %d", x)
		if x >= mm.NumFeatures { // plan mode: each index of the Immortan's order one-hot
			name = fmt.Sprintf("feature %d (Immortan's order %d)", x, x-mm.NumFeatures)
		}
		featureCases = append(featureCases, struct {
			name string
			in   func(r *row) bool
		}{name, func(r *row) bool { return r.f[x] != 0 }})
	}
	featureCases = append(featureCases, struct {
		name string
		in   func(r *row) bool
	}{"a move ordered by the Immortan", func(r *row) bool { return r.f[mm.NumPlanFeatures-1] == 0 }})
}

// allCases is every case's name: what the main equivalence test requires.
func allCases() []string {
	var names []string
	for _, c := range featureCases {
		names = append(names, c.name)
	}
	return names
}

// checkCoverage logs how many of the rows are in each case and fails when
// one of the required cases has none.
func checkCoverage(t *testing.T, rows [][]exporttest.Row, cropLen int, required []string) {
	t.Helper()
	count := map[string]int{}
	total := 0
	var r row
	for _, round := range rows {
		for _, w := range round {
			r = row{}
			for k, c := range w.Cols {
				v := math.Float32frombits(w.Bits[k])
				if int(c) < cropLen {
					r.crop[c] = v
				} else {
					r.f[int(c)-cropLen] = v
				}
			}
			total++
			for _, c := range featureCases {
				if c.in(&r) {
					count[c.name]++
				}
			}
		}
	}
	var parts []string
	for _, c := range featureCases {
		parts = append(parts, fmt.Sprintf("%s %d", c.name, count[c.name]))
	}
	t.Logf("feature cases over %d rows: %s", total, strings.Join(parts, ", "))
	for _, name := range required {
		if count[name] == 0 {
			t.Errorf("no compared input row has case %q", name)
		}
	}
}
