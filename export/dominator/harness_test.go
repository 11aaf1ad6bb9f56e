package dominator

import (
	"testing"

	_ "github.com/edagym/edagym/agents/dominator"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/export/exporttest"

	_ "github.com/edagym/edagym/cxx/dominator" // the player API the harness compiles against
	"github.com/edagym/edagym/env/grid"
)

// domDump writes Dominator states for the harness (dump_test.go).
var domDump = exporttest.Dump[*dom.Match]{Settings: settings, Round: AppendRound, Own: Units}

// game is the exporters' and the harness's name of this game.
const game = "dominator"

// harness is Dominator's part of every comparison (exporttest.Case): the
// player API of cxx:dominator seats (cxx/dominator/api) and
// testdata/replay.hh; units mode unless a Case says otherwise; a Case with
// Rows checks the feature cases (featureCases: its Cover, or all of them)
// its rows include, in facts mode the facts cases (factsCases) and in plan
// mode the plan cases (planCases).
func harness() exporttest.Harness {
	return exporttest.Harness{Game: "dominator", Replay: "testdata", Dump: domDump, NoOrder: int(grid.None), Intensity: []int{18}, DefaultMode: env.Units,
		Timed: func(repeat int) *exporttest.Timing {
			// a state where the player holds every farmer and knight
			return &exporttest.Timing{Round: 100, Repeat: repeat, MaxCalls: dom.Default().NumUnits(), BudgetNS: 5e6,
				State: domDump.HoldingAll}
		},
		Check: func(t *testing.T, c *exporttest.Case, rep *exporttest.Report) {
			if c.Rows == nil {
				return
			}
			required := c.Cover
			if required == nil {
				required = exporttest.CaseNames(featureCases)
			}
			exporttest.CheckCases(t, rep.WantRows, c.Rows.Layout, "feature cases", featureCases, required)
			if c.Mode == env.Facts {
				exporttest.CheckCases(t, rep.WantRows, c.Rows.Layout, "facts cases", factsCases, exporttest.CaseNames(factsCases))
			}
			if c.Mode == env.Plan {
				exporttest.CheckCases(t, rep.WantRows, c.Rows.Layout, "plan cases", planCases, exporttest.CaseNames(planCases))
			}
		}}
}
