package orkisland

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/export/exporttest"
)

// The route and tactics features' offsets in the plan-mode feature row
// (env/orkisland/routes.go, tactics.go): 5 each, except the hold flag and
// the 4 win and lose flags.
const (
	featTarget = 12 // distance to the target field, then its change moving bottom, right, top, left
	featEnemy  = 17 // the same for the enemy field
	featObject = 22 // on an object, held by me, my orks on it, most enemy orks of one player, enemy orks near
	featHold   = 27 // one of the orks its object needs to stay
	featErrand = 28 // the field of the search that assigned the ork an object, as the target field; 1s when none
	featEnd    = featErrand + 5
	featDanger = 33 // per direction bottom, right, top, left, none
	featWin    = 38 // per move
	featLose   = 42 // per move
)

// routeCases name the states of the route features an equivalence test can
// require its compared input rows to include, each tested on one ork's
// features.
var routeCases = []struct {
	name string
	in   func(f []float32) bool
}{
	{"target reached", func(f []float32) bool { return f[featTarget] < 1 }},
	{"target unreached", func(f []float32) bool { return allOnes(f[featTarget : featTarget+5]) }},
	{"enemy reached", func(f []float32) bool { return f[featEnemy] < 1 }},
	{"enemy unreached", func(f []float32) bool { return allOnes(f[featEnemy : featEnemy+5]) }},
	{"on an object", func(f []float32) bool { return f[featObject] == 1 }},
	{"on an object I hold", func(f []float32) bool { return f[featObject+1] == 1 }},
	{"on an object I do not hold", func(f []float32) bool { return f[featObject] == 1 && f[featObject+1] == 0 }},
	{"other orks of mine on it", func(f []float32) bool { return f[featObject+2] > 1.0/8 }},
	{"enemy orks on it", func(f []float32) bool { return f[featObject+3] > 0 }},
	{"enemy orks near it", func(f []float32) bool { return f[featObject+4] > 0 }},
	{"a count clipped at 8", func(f []float32) bool { return slices.Contains(f[featObject+2:featObject+5], 1) }},
	{"holding its object", func(f []float32) bool { return f[featHold] == 1 }},
	{"errand", func(f []float32) bool { return !allOnes(f[featErrand:featEnd]) }},
	// The first search is the target field; an errand that differs from it
	// comes from a later one (one that equals it may too).
	{"errand from a later search", func(f []float32) bool {
		return !allOnes(f[featErrand:featEnd]) && !slices.Equal(f[featErrand:featEnd], f[featTarget:featTarget+5])
	}},
	{"free without errand", func(f []float32) bool { return f[featHold] == 0 && allOnes(f[featErrand:featEnd]) }},
	{"free without errand, target reached", func(f []float32) bool {
		return f[featHold] == 0 && allOnes(f[featErrand:featEnd]) && f[featTarget] < 1
	}},
	{"danger beside a move", func(f []float32) bool { return slices.ContainsFunc(f[featDanger:featDanger+4], nonzero) }},
	{"danger where it stands", func(f []float32) bool { return f[featDanger+4] > 0 }},
	{"an attack it wins", func(f []float32) bool { return slices.Contains(f[featWin:featWin+4], 1) }},
	{"an attack it loses", func(f []float32) bool { return slices.Contains(f[featLose:featLose+4], 1) }},
}

func nonzero(x float32) bool { return x != 0 }

// checkCoverage logs how many of the rows are in each feature case and fails
// when one of the required cases has none.
func checkCoverage(t *testing.T, rows [][]exporttest.Row, cropLen int, required []string) {
	t.Helper()
	count := map[string]int{}
	total := 0
	for _, round := range rows {
		for _, r := range round {
			f := make([]float32, ork.NumPlanFeatures)
			for k, c := range r.Cols {
				if j := int(c) - cropLen; j >= 0 && j < len(f) {
					f[j] = math.Float32frombits(r.Bits[k])
				}
			}
			total++
			for _, c := range routeCases {
				if c.in(f) {
					count[c.name]++
				}
			}
		}
	}
	var parts []string
	for _, c := range routeCases {
		parts = append(parts, fmt.Sprintf("%s %d", c.name, count[c.name]))
	}
	t.Logf("route and tactics features over %d rows: %s", total, strings.Join(parts, ", "))
	for _, name := range required {
		if count[name] == 0 {
			t.Errorf("no compared input row has route case %q", name)
		}
	}
}

func allOnes(f []float32) bool {
	for _, v := range f {
		if v != 1 {
			return false
		}
	}
	return true
}
