package dominator

import (
	"slices"

	"github.com/edagym/edagym/export/exporttest"
)

// The planes of docs/observations-dominator.md that cases read.
const (
	planeUnit   = 6
	planeHealth = 18
)

// featureCases name what an equivalence test can require its compared input
// rows to include: every plane nonzero somewhere, every feature nonzero
// somewhere, and the states of the unit that change its features' shape.
var featureCases = func() []exporttest.RowCase {
	planeNames := []string{"wall", "owner 0", "owner 1", "owner 2", "owner 3", "haunted",
		"farmer 0", "farmer 1", "farmer 2", "farmer 3", "knight 0", "knight 1", "knight 2", "knight 3",
		"witch 0", "witch 1", "witch 2", "witch 3", "health", "active witch"}
	featNames := []string{"farmer", "knight", "witch", "health", "row", "col", "active", "round",
		"score 0", "score 1", "score 2", "score 3", "land 0", "land 1", "land 2", "land 3", "my units",
		"land above", "land below", "land left", "land right"}
	return append(exporttest.NonzeroCases(planeNames, featNames), []exporttest.RowCase{
		{Name: "a hurt farmer", In: func(r *exporttest.Input) bool { return r.F[0] == 1 && r.F[3] < 1 }},
		{Name: "a hurt knight", In: func(r *exporttest.Input) bool { return r.F[1] == 1 && r.F[3] < 1 }},
		{Name: "an inactive witch", In: func(r *exporttest.Input) bool { return r.F[2] == 1 && r.F[6] == 0 }},
		{Name: "a health between 0 and 255", In: func(r *exporttest.Input) bool {
			return slices.ContainsFunc(r.Plane(planeHealth), func(v float32) bool { return v > 0 && v < 1 })
		}},
		{Name: "outside the board in the crop", In: func(r *exporttest.Input) bool { return r.F[4] < 4.0/37 || r.F[5] < 4.0/37 }},
		{Name: "no land left above", In: func(r *exporttest.Input) bool { return r.F[17] == 0 }},
		{Name: "captures: my share of the units is not 1/4", In: func(r *exporttest.Input) bool { return r.F[16] != 0.25 }},
		{Name: "an enemy knight in the crop", In: func(r *exporttest.Input) bool {
			return slices.ContainsFunc(r.Crop[(planeUnit+5)*r.Area:(planeUnit+8)*r.Area], func(v float32) bool { return v != 0 })
		}},
	}...)
}()
