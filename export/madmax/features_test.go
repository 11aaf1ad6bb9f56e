package madmax

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	mm "github.com/edagym/edagym/env/madmax"
	"github.com/edagym/edagym/export/exporttest"
)

// Offsets in the plan- and facts-mode input rows (env/madmax/encode.go,
// facts.go): the crop's planes of 9×9 cells, then the features.
const (
	cropArea    = mm.CropSize * mm.CropSize
	planeWall   = 5
	planeCity0  = 6 // a City cell of relative team r
	planeWar0   = 10
	planeCar0   = 14
	planeCanMov = 21

	fWarrior, fCar, fFood, fWater, fFuel, fRow, fCol, fCanMove = 0, 1, 2, 3, 4, 5, 6, 7
	fTurn, fCity, fWaterCell, fStation                         = 9, 17, 20, 23

	// Facts mode: 4 fields of 9 (the value, then the change each way), the
	// chance to capture (win) and to lose a unit per direction, the census.
	fFields, fWin, fLose, fCensus = 28, 64, 72, 80
)

// row is one unit's input row, decoded: the crop planes and the features.
type row struct {
	crop [mm.NumPlanes * cropArea]float32
	f    [mm.NumFactsFeatures]float32 // the first NumPlanFeatures in plan mode
}

// field is facts-mode field fld's 9 features.
func (r *row) field(fld int) []float32 { return r.f[fFields+9*fld : fFields+9*fld+9] }

// someOf reports whether some of the features xs satisfy cond.
func someOf(xs []float32, cond func(v float32) bool) bool { return slices.ContainsFunc(xs, cond) }

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

// featureCase is a state of the input an equivalence test can require its
// compared rows to include.
type featureCase struct {
	name string
	in   func(r *row) bool
}

// featureCases are the cases of both modes: the turn rule and the targets
// of units mode's features.
var featureCases = []featureCase{
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

// factsCases are facts mode's own: each field as warriors and cars read
// it, unreached fields, fights and the census.
var factsCases = []featureCase{
	{"warrior: a city to take within 40 steps", func(r *row) bool { return r.f[fWarrior] == 1 && r.field(0)[0] < 1 }},
	{"warrior: water within 40 steps", func(r *row) bool { return r.f[fWarrior] == 1 && r.field(1)[0] < 1 }},
	{"warrior: beside water (refill field 0)", func(r *row) bool { return r.f[fWarrior] == 1 && r.field(1)[0] == 0 }},
	{"warrior: a city within 40 steps", func(r *row) bool { return r.f[fWarrior] == 1 && r.field(2)[0] < 1 }},
	{"car: a rival warrior to hunt", func(r *row) bool { return r.f[fCar] == 1 && r.field(0)[0] < 1 }},
	{"car: no rival warrior to hunt", func(r *row) bool { return r.f[fCar] == 1 && r.field(0)[0] == 1 }},
	{"car: fuel field", func(r *row) bool { return r.f[fCar] == 1 && r.field(1)[0] < 1 }},
	{"car: no food field", func(r *row) bool {
		return r.f[fCar] == 1 && !someOf(r.field(2), func(v float32) bool { return v != 1 })
	}},
	{"a rival car within reach", func(r *row) bool { return r.field(3)[0] < 1 }},
	{"a driving-cost change of 3 (±0.75)", func(r *row) bool {
		return someOf(r.field(3)[1:], func(v float32) bool { return v == 0.75 || v == -0.75 })
	}},
	{"a field reached from an unreached cell (-1 out of a city)", func(r *row) bool {
		return r.field(3)[0] == 1 && someOf(r.field(3)[1:], func(v float32) bool { return v == -1 })
	}},
	{"a thunderdome fight", func(r *row) bool { return someOf(r.f[fWin:fWin+8], func(v float32) bool { return v > 0 && v < 1 }) }},
	{"a capture for certain", func(r *row) bool { return someOf(r.f[fWin:fWin+8], func(v float32) bool { return v == 1 }) }},
	{"a unit lost for certain", func(r *row) bool { return someOf(r.f[fLose:fLose+8], func(v float32) bool { return v == 1 }) }},
	{"my warriors in the city underfoot", func(r *row) bool { return r.f[fCensus] > 0 }},
	{"rival warriors in the city underfoot", func(r *row) bool { return r.f[fCensus+1] > 0 }},
}

// casesOf is every case of a mode: those of featureCases, every plane and
// every feature nonzero somewhere, and the mode's own (plan mode: a move
// the Immortan orders; facts mode: factsCases).
func casesOf(mode env.Mode) []featureCase {
	cases := slices.Clone(featureCases)
	for p := 0; p < mm.NumPlanes; p++ {
		cases = append(cases, featureCase{fmt.Sprintf("plane %d", p), func(r *row) bool { return r.anyCell(p, p+1, nil) }})
	}
	n := mm.NumPlanFeatures
	if mode == env.Facts {
		n = mm.NumFactsFeatures
	}
	for x := 0; x < n; x++ {
		name := fmt.Sprintf("feature %d", x)
		if mode == env.Plan && x >= mm.NumFeatures { // each index of the Immortan's order one-hot
			name = fmt.Sprintf("feature %d (Immortan's order %d)", x, x-mm.NumFeatures)
		}
		cases = append(cases, featureCase{name, func(r *row) bool { return r.f[x] != 0 }})
	}
	if mode == env.Facts {
		return append(cases, factsCases...)
	}
	return append(cases, featureCase{"a move ordered by the Immortan", func(r *row) bool { return r.f[mm.NumPlanFeatures-1] == 0 }})
}

// allCases is every case's name of a mode: what its main equivalence test
// requires.
func allCases(mode env.Mode) []string {
	var names []string
	for _, c := range casesOf(mode) {
		names = append(names, c.name)
	}
	return names
}

// checkCoverage logs how many of the rows are in each case and fails when
// one of the required cases has none.
func checkCoverage(t *testing.T, rows [][]exporttest.Row, cropLen int, cases []featureCase, required []string) {
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
			for _, c := range cases {
				if c.in(&r) {
					count[c.name]++
				}
			}
		}
	}
	var parts []string
	for _, c := range cases {
		parts = append(parts, fmt.Sprintf("%s %d", c.name, count[c.name]))
	}
	t.Logf("feature cases over %d rows: %s", total, strings.Join(parts, ", "))
	for _, name := range required {
		if count[name] == 0 {
			t.Errorf("no compared input row has case %q", name)
		}
	}
}
