package orkisland

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/edagym/edagym/env"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/env/orkisland/plan"
)

// TestPlanConstants: the C++ mirror's search constants are the plan's, and
// in each mode's export the weights of the style its features describe
// (plan and facts mode the Warlord's, roadplan mode the RoadStudent's).
func TestPlanConstants(t *testing.T) {
	for _, c := range []struct {
		mode  env.Mode
		style plan.Style
	}{{env.Plan, plan.WarlordStyle}, {env.Facts, plan.WarlordStyle}, {env.RoadPlan, plan.RoadStudentStyle}} {
		if got := ork.PlanStyle(c.mode); got != c.style {
			t.Errorf("%s mode: the features' style %+v, want %+v", c.mode, got, c.style)
		}
		want := map[string]int{
			"kStep":         plan.StepCost,
			"kTerrainScale": c.style.TerrainScale,
			"kMaxTerrain":   c.style.TerrainLimit(),
			"kNear":         c.style.ThreatRadius,
			"kPasses":       plan.Passes,
			"kValueBits":    plan.ValueBits,
		}
		src := harness().Source(t, c.mode, "Consts").Source
		got := map[string]int{}
		for _, m := range regexp.MustCompile(`(?m)^\s+(k\w+) = (\d+),`).FindAllSubmatch(src, -1) {
			got[string(m[1])], _ = strconv.Atoi(string(m[2]))
		}
		for name, v := range want {
			if g, ok := got[name]; !ok || g != v {
				t.Errorf("%s mode export: %s = %d (found: %v), want %d", c.mode, name, g, ok, v)
			}
		}
	}
	if plan.RoadStudentStyle.TerrainLimit() == plan.WarlordStyle.TerrainLimit() {
		t.Error("the two styles' terrain limits are equal: the test would not tell them apart")
	}
}
