package orkisland

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/edagym/edagym/env/orkisland/plan"
)

// TestPlanConstants: the C++ mirror's search constants are the plan's, in
// the Warlord style plan mode's features use.
func TestPlanConstants(t *testing.T) {
	want := map[string]int{
		"kStep":         plan.StepCost,
		"kTerrainScale": plan.WarlordStyle.TerrainScale,
		"kMaxTerrain":   plan.MaxTerrain,
		"kNear":         plan.WarlordStyle.ThreatRadius,
		"kPasses":       plan.Passes,
		"kValueBits":    plan.ValueBits,
	}
	got := map[string]int{}
	for _, m := range regexp.MustCompile(`(?m)^\s+(k\w+) = (\d+),`).FindAllStringSubmatch(blocks, -1) {
		got[m[1]], _ = strconv.Atoi(m[2])
	}
	for name, v := range want {
		if g, ok := got[name]; !ok || g != v {
			t.Errorf("player.cc.tmpl: %s = %d (found: %v), want %d", name, g, ok, v)
		}
	}
}
