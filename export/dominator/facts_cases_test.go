package dominator

import (
	"fmt"
	"strings"
	"testing"

	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/export/exporttest"
)

// The facts' feature indices (docs/observations-dominator.md, facts mode).
const (
	fGoal, fGoalStep, fHaunted, fWitchNear, fKnightsNear = 21, 22, 30, 38, 47
	fFarmerPrey, fKnightPrey, fCapture                   = 56, 64, 72
	fSpellRivals, fSpellMine, fSpellOff                  = 80, 85, 90
)

// factsCases name the facts an equivalence test of a facts-mode export
// requires among its compared rows: every fact nonzero somewhere (the
// goal field's change, which is 1 for moves a unit cannot make, going
// down and level instead), and the shapes of the values in between.
var factsCases = func() []rowCase {
	var cs []rowCase
	add := func(name string, in func(r *rowView) bool) { cs = append(cs, rowCase{name, in}) }
	some := func(from, to int, in func(x float32) bool) func(r *rowView) bool {
		return func(r *rowView) bool {
			for k := from; k < to; k++ {
				if in(r.f[k]) {
					return true
				}
			}
			return false
		}
	}
	nonzero := func(x float32) bool { return x != 0 }
	for k := fGoal; k < dom.NumFactsFeatures; k++ {
		if k >= fGoalStep && k < fHaunted {
			continue
		}
		add(fmt.Sprintf("fact %d nonzero", k), some(k, k+1, nonzero))
	}
	for d := range 8 {
		add(fmt.Sprintf("goal nearer moving %d", d), some(fGoalStep+d, fGoalStep+d+1, func(x float32) bool { return x == -1 }))
	}
	add("goal level", some(fGoalStep, fHaunted, func(x float32) bool { return x == 0 }))
	add("goal unreached", func(r *rowView) bool { return r.f[fGoal] == 1 })
	add("capture sure", some(fCapture, fSpellRivals, func(x float32) bool { return x == 1 }))
	add("capture maybe", some(fCapture, fSpellRivals, func(x float32) bool { return x > 0 && x < 1 }))
	add("a prey one hit cannot capture", func(r *rowView) bool {
		for d := range 8 {
			if r.f[fKnightPrey+d]+r.f[fFarmerPrey+d] > 0 && r.f[fCapture+d] == 0 {
				return true
			}
		}
		return false
	})
	add("beside a rival witch", some(fWitchNear, fKnightsNear, func(x float32) bool { return x == 1 }))
	add("two rival knights near", some(fKnightsNear, fFarmerPrey, func(x float32) bool { return x >= 0.5 }))
	return cs
}()

// checkFactsCoverage logs how many rows have each facts case and fails
// when one has none.
func checkFactsCoverage(t *testing.T, rows [][]exporttest.Row, cropLen int) {
	t.Helper()
	count := make([]int, len(factsCases))
	total := 0
	for _, round := range rows {
		for _, r := range round {
			v := view(r, cropLen)
			total++
			for k, c := range factsCases {
				if c.in(v) {
					count[k]++
				}
			}
		}
	}
	var parts []string
	for k, c := range factsCases {
		parts = append(parts, fmt.Sprintf("%s %d", c.name, count[k]))
		if count[k] == 0 {
			t.Errorf("no compared input row has the facts case %q", c.name)
		}
	}
	t.Logf("facts cases over %d rows: %s", total, strings.Join(parts, ", "))
}
