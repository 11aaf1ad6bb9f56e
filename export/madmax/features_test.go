package madmax

import (
	"fmt"
	"math"
	"slices"

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

	// Needs mode: the need field (9), the warriors nearer, what it lacks.
	fNeed, fNeedRank, fNeedGap = 82, 91, 92

	// Raids mode: per choice the rival warriors beside its cell (9), the
	// share of food or water they drain (9).
	fRaiders, fDrain = 93, 102
)

// input is one unit's input row, dense (exporttest.Input): the crop
// planes and the features.
type input = exporttest.Input

// field is facts-mode field fld's 9 features.
func field(r *input, fld int) []float32 { return r.F[fFields+9*fld : fFields+9*fld+9] }

// someOf reports whether some of the features xs satisfy cond.
func someOf(xs []float32, cond func(v float32) bool) bool { return slices.ContainsFunc(xs, cond) }

// anyCell reports whether any cell of the planes [lo, hi) is nonzero where
// also cond (a cell index) holds.
func anyCell(r *input, lo, hi int, cond func(k int) bool) bool {
	for p := lo; p < hi; p++ {
		for k, v := range r.Plane(p) {
			if v != 0 && (cond == nil || cond(k)) {
				return true
			}
		}
	}
	return false
}

// featureCases are the cases of both modes: the turn rule and the targets
// of units mode's features.
var featureCases = []exporttest.RowCase{
	{Name: "warrior that may move", In: func(r *input) bool { return r.F[fWarrior] == 1 && r.F[fCanMove] == 1 }},
	{Name: "warrior that may not move", In: func(r *input) bool { return r.F[fWarrior] == 1 && r.F[fCanMove] == 0 }},
	{Name: "car that may move off my turn", In: func(r *input) bool { return r.F[fCar] == 1 && r.F[fCanMove] == 1 && r.F[fTurn] == 0 }},
	{Name: "car that may not move", In: func(r *input) bool { return r.F[fCar] == 1 && r.F[fCanMove] == 0 }},
	{Name: "car out of fuel", In: func(r *input) bool { return r.F[fCar] == 1 && r.F[fFuel] == 0 }},
	{Name: "warrior with food and water below full", In: func(r *input) bool { return r.F[fWarrior] == 1 && r.F[fFood] < 1 && r.F[fWater] < 1 }},
	{Name: "crop past the board's edge", In: func(r *input) bool {
		i, j := int(math.Round(float64(r.F[fRow])*60)), int(math.Round(float64(r.F[fCol])*60))
		return i < 4 || j < 4 || i > 55 || j > 55
	}},
	{Name: "rival unit that may move in the crop", In: func(r *input) bool {
		return anyCell(r, planeWar0+1, planeWar0+4, func(k int) bool { return r.Plane(planeCanMov)[k] != 0 }) ||
			anyCell(r, planeCar0+1, planeCar0+4, func(k int) bool { return r.Plane(planeCanMov)[k] != 0 })
	}},
	{Name: "unit on a city", In: func(r *input) bool { return anyCell(r, 1, 2, func(k int) bool { return k == cropArea/2 }) }},
	{Name: "every city mine (no city target)", In: func(r *input) bool { return r.F[fCity] == 1 && r.F[fCity+1] == 0 && r.F[fCity+2] == 0 }},
	{Name: "on a city to take (distance 0)", In: func(r *input) bool { return r.F[fCity] == 0 && r.F[fWarrior] == 1 }},
	{Name: "city target up and left", In: func(r *input) bool { return r.F[fCity+1] < 0 && r.F[fCity+2] < 0 }},
	{Name: "city target down and right", In: func(r *input) bool { return r.F[fCity+1] > 0 && r.F[fCity+2] > 0 }},
	{Name: "beside water", In: func(r *input) bool { return r.F[fWaterCell] == float32(1)/60 }},
	{Name: "beside a station", In: func(r *input) bool { return r.F[fStation] == float32(1)/60 }},
}

// factsCases are facts mode's own: each field as warriors and cars read
// it, unreached fields, fights and the census.
var factsCases = []exporttest.RowCase{
	{Name: "warrior: a city to take within 40 steps", In: func(r *input) bool { return r.F[fWarrior] == 1 && field(r, 0)[0] < 1 }},
	{Name: "warrior: water within 40 steps", In: func(r *input) bool { return r.F[fWarrior] == 1 && field(r, 1)[0] < 1 }},
	{Name: "warrior: beside water (refill field 0)", In: func(r *input) bool { return r.F[fWarrior] == 1 && field(r, 1)[0] == 0 }},
	{Name: "warrior: a city within 40 steps", In: func(r *input) bool { return r.F[fWarrior] == 1 && field(r, 2)[0] < 1 }},
	{Name: "car: a rival warrior to hunt", In: func(r *input) bool { return r.F[fCar] == 1 && field(r, 0)[0] < 1 }},
	{Name: "car: no rival warrior to hunt", In: func(r *input) bool { return r.F[fCar] == 1 && field(r, 0)[0] == 1 }},
	{Name: "car: fuel field", In: func(r *input) bool { return r.F[fCar] == 1 && field(r, 1)[0] < 1 }},
	{Name: "car: no food field", In: func(r *input) bool {
		return r.F[fCar] == 1 && !someOf(field(r, 2), func(v float32) bool { return v != 1 })
	}},
	{Name: "a rival car within reach", In: func(r *input) bool { return field(r, 3)[0] < 1 }},
	{Name: "a driving-cost change of 3 (±0.75)", In: func(r *input) bool {
		return someOf(field(r, 3)[1:], func(v float32) bool { return v == 0.75 || v == -0.75 })
	}},
	{Name: "a field reached from an unreached cell (-1 out of a city)", In: func(r *input) bool {
		return field(r, 3)[0] == 1 && someOf(field(r, 3)[1:], func(v float32) bool { return v == -1 })
	}},
	{Name: "a thunderdome fight", In: func(r *input) bool { return someOf(r.F[fWin:fWin+8], func(v float32) bool { return v > 0 && v < 1 }) }},
	{Name: "a capture for certain", In: func(r *input) bool { return someOf(r.F[fWin:fWin+8], func(v float32) bool { return v == 1 }) }},
	{Name: "a unit lost for certain", In: func(r *input) bool { return someOf(r.F[fLose:fLose+8], func(v float32) bool { return v == 1 }) }},
	{Name: "my warriors in the city underfoot", In: func(r *input) bool { return r.F[fCensus] > 0 }},
	{Name: "rival warriors in the city underfoot", In: func(r *input) bool { return r.F[fCensus+1] > 0 }},
}

// needsCases are needs mode's own: a warrior needed where it stands, one
// needed elsewhere, none needed, and the counts.
var needsCases = []exporttest.RowCase{
	{Name: "warrior: needed where it stands", In: func(r *input) bool { return r.F[fWarrior] == 1 && r.F[fNeed] == 0 }},
	{Name: "warrior: needed elsewhere", In: func(r *input) bool { return r.F[fWarrior] == 1 && r.F[fNeed] > 0 && r.F[fNeed] < 1 }},
	{Name: "warrior: no city needs it", In: func(r *input) bool { return r.F[fWarrior] == 1 && r.F[fNeed] == 1 }},
	{Name: "warrior: a step toward the city that needs it", In: func(r *input) bool {
		return r.F[fWarrior] == 1 && someOf(r.F[fNeed+1:fNeed+9], func(v float32) bool { return v == -1 })
	}},
	{Name: "warrior: others nearer that city", In: func(r *input) bool { return r.F[fNeedRank] > 0 }},
	{Name: "warrior: a city lacking two or more", In: func(r *input) bool { return r.F[fNeedGap] >= 2./8 }},
}

// raidsCases are raids mode's own: a warrior drained in part and one
// drained to capture, a move out of reach of raiders, the thunderdome.
var raidsCases = []exporttest.RowCase{
	{Name: "warrior: drained in part", In: func(r *input) bool {
		return someOf(r.F[fDrain:fDrain+9], func(v float32) bool { return v > 0 && v < 1 })
	}},
	{Name: "warrior: drained to capture", In: func(r *input) bool { return someOf(r.F[fDrain:fDrain+9], func(v float32) bool { return v == 1 }) }},
	{Name: "warrior: raiders beside it, none beside a move", In: func(r *input) bool {
		return r.F[fRaiders] > 0 && someOf(r.F[fRaiders+1:fRaiders+9], func(v float32) bool { return v == 0 })
	}},
	{Name: "warrior: raiders that do not drain (the thunderdome)", In: func(r *input) bool {
		for c := 0; c < 9; c++ {
			if r.F[fRaiders+c] > 0 && r.F[fDrain+c] == 0 {
				return true
			}
		}
		return false
	}},
}

// casesOf is every case of a mode: those of featureCases, every plane and
// every feature nonzero somewhere, and the mode's own (plan mode: a move
// the Immortan orders; facts mode: factsCases; needs mode: both of facts
// mode's and needsCases; raids and thirst modes: those and raidsCases).
func casesOf(mode env.Mode) []exporttest.RowCase {
	n := mm.NumPlanFeatures
	switch mode {
	case env.Facts:
		n = mm.NumFactsFeatures
	case env.Needs:
		n = mm.NumNeedsFeatures
	case env.Raids, env.Thirst, env.Wary:
		n = mm.NumRaidsFeatures
	}
	features := exporttest.Numbered(n)
	if mode == env.Plan || mode == env.RaidPlan {
		for x := mm.NumFeatures; x < n; x++ { // each index of the plan's order one-hot
			features[x] = fmt.Sprintf("%d (Immortan's order %d)", x, x-mm.NumFeatures)
		}
	}
	cases := slices.Concat(featureCases, exporttest.NonzeroCases(exporttest.Numbered(mm.NumPlanes), features))
	switch mode {
	case env.Facts:
		return append(cases, factsCases...)
	case env.Needs:
		return slices.Concat(cases, factsCases, needsCases)
	case env.Raids, env.Thirst, env.Wary:
		return slices.Concat(cases, factsCases, needsCases, raidsCases)
	}
	return append(cases, exporttest.RowCase{Name: "a move ordered by the Immortan", In: func(r *input) bool { return r.F[mm.NumPlanFeatures-1] == 0 }})
}
