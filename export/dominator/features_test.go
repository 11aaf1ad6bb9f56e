package dominator

import (
	"fmt"
	"math"
	"strings"
	"testing"

	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/export/exporttest"
)

// The planes and features of docs/observations-dominator.md.
const (
	planeWall    = 0
	planeOwner   = 1
	planeHaunted = 5
	planeUnit    = 6
	planeHealth  = 18
	planeActive  = 19
	area         = dom.CropSize * dom.CropSize
)

// rowView is one compared input row: each plane's nonzero count and the
// features.
type rowView struct {
	planes [dom.NumPlanes]int
	health []float32                     // the health plane's values (scaled)
	f      [dom.NumFactsFeatures]float32 // units mode's 21, then facts mode's facts
}

// rowCase is a case a compared input row may be in.
type rowCase struct {
	name string
	in   func(r *rowView) bool
}

// featureCases name what an equivalence test can require its compared input
// rows to include: every plane nonzero somewhere, every feature nonzero
// somewhere, and the states of the unit that change its features' shape.
var featureCases = func() []rowCase {
	var cs []rowCase
	add := func(name string, in func(r *rowView) bool) { cs = append(cs, rowCase{name, in}) }
	planeNames := []string{"wall", "owner 0", "owner 1", "owner 2", "owner 3", "haunted",
		"farmer 0", "farmer 1", "farmer 2", "farmer 3", "knight 0", "knight 1", "knight 2", "knight 3",
		"witch 0", "witch 1", "witch 2", "witch 3", "health", "active witch"}
	for c, name := range planeNames {
		add("plane "+name, func(r *rowView) bool { return r.planes[c] > 0 })
	}
	featNames := []string{"farmer", "knight", "witch", "health", "row", "col", "active", "round",
		"score 0", "score 1", "score 2", "score 3", "land 0", "land 1", "land 2", "land 3", "my units",
		"land above", "land below", "land left", "land right"}
	for k, name := range featNames {
		add("feature "+name, func(r *rowView) bool { return r.f[k] != 0 })
	}
	add("a hurt farmer", func(r *rowView) bool { return r.f[0] == 1 && r.f[3] < 1 })
	add("a hurt knight", func(r *rowView) bool { return r.f[1] == 1 && r.f[3] < 1 })
	add("an inactive witch", func(r *rowView) bool { return r.f[2] == 1 && r.f[6] == 0 })
	add("a health between 0 and 255", func(r *rowView) bool {
		for _, v := range r.health {
			if v > 0 && v < 1 {
				return true
			}
		}
		return false
	})
	add("outside the board in the crop", func(r *rowView) bool { return r.f[4] < 4.0/37 || r.f[5] < 4.0/37 })
	add("no land left above", func(r *rowView) bool { return r.f[17] == 0 })
	add("captures: my share of the units is not 1/4", func(r *rowView) bool { return r.f[16] != 0.25 })
	add("an enemy knight in the crop", func(r *rowView) bool {
		return r.planes[planeUnit+5]+r.planes[planeUnit+6]+r.planes[planeUnit+7] > 0
	})
	return cs
}()

// view reads a compared input row.
func view(r exporttest.Row, cropLen int) *rowView {
	var v rowView
	for k, c := range r.Cols {
		x := math.Float32frombits(r.Bits[k])
		if j := int(c) - cropLen; j >= 0 {
			v.f[j] = x
		} else {
			v.planes[int(c)/area]++
			if int(c)/area == planeHealth {
				v.health = append(v.health, x)
			}
		}
	}
	return &v
}

// checkCoverage logs how many of the rows are in each case and fails when
// one of the required cases (all when required is nil) has none.
func checkCoverage(t *testing.T, rows [][]exporttest.Row, cropLen int, required []string) {
	t.Helper()
	count := map[string]int{}
	total := 0
	for _, round := range rows {
		for _, r := range round {
			v := view(r, cropLen)
			total++
			for _, c := range featureCases {
				if c.in(v) {
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
	if required == nil {
		for _, c := range featureCases {
			required = append(required, c.name)
		}
	}
	for _, name := range required {
		if count[name] == 0 {
			t.Errorf("no compared input row has case %q", name)
		}
	}
}
