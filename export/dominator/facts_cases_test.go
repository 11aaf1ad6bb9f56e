package dominator

import (
	"fmt"
	"slices"

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
var factsCases = func() []exporttest.RowCase {
	var cs []exporttest.RowCase
	add := func(name string, in func(r *exporttest.Input) bool) {
		cs = append(cs, exporttest.RowCase{Name: name, In: in})
	}
	some := func(from, to int, in func(x float32) bool) func(r *exporttest.Input) bool {
		return func(r *exporttest.Input) bool { return slices.ContainsFunc(r.F[from:to], in) }
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
	add("goal unreached", func(r *exporttest.Input) bool { return r.F[fGoal] == 1 })
	add("capture sure", some(fCapture, fSpellRivals, func(x float32) bool { return x == 1 }))
	add("capture maybe", some(fCapture, fSpellRivals, func(x float32) bool { return x > 0 && x < 1 }))
	add("a prey one hit cannot capture", func(r *exporttest.Input) bool {
		for d := range 8 {
			if r.F[fKnightPrey+d]+r.F[fFarmerPrey+d] > 0 && r.F[fCapture+d] == 0 {
				return true
			}
		}
		return false
	})
	add("beside a rival witch", some(fWitchNear, fKnightsNear, func(x float32) bool { return x == 1 }))
	add("two rival knights near", some(fKnightsNear, fFarmerPrey, func(x float32) bool { return x >= 0.5 }))
	return cs
}()
