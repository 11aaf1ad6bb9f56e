package orkisland

import (
	"testing"

	_ "github.com/edagym/edagym/agents/orkisland"
	"github.com/edagym/edagym/env"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/export/exporttest"

	_ "github.com/edagym/edagym/cxx/orkisland" // the player API the harness compiles against
)

// orkDump writes Ork Island states for the harness (dump_test.go).
var orkDump = exporttest.Dump[*ork.Match]{Settings: settings, Board: appendBoard, Round: AppendRound, Own: (*ork.Match).Orks}

// game is the exporters' and the harness's name of this game.
const game = "orkisland"

// harness is Ork Island's part of every comparison (exporttest.Case): the
// player API of cxx:orkisland seats (cxx/orkisland/api) and
// testdata/replay.hh; plan mode unless a Case says otherwise; a Case with
// Rows and Cover checks the route-feature cases (routeCases) its rows
// include.
func harness() exporttest.Harness {
	return exporttest.Harness{Game: "orkisland", Replay: "testdata", Dump: orkDump, NoOrder: int(ork.None), Intensity: []int{10}, DefaultMode: env.Plan,
		Timed: func(repeat int) *exporttest.Timing {
			// a state where the player holds every ork
			return &exporttest.Timing{Round: 100, Repeat: repeat, MaxCalls: 60, BudgetNS: 5e6, State: orkDump.HoldingAll}
		},
		Check: func(t *testing.T, c *exporttest.Case, rep *exporttest.Report) {
			if c.Rows != nil && len(c.Cover) > 0 {
				exporttest.CheckCases(t, rep.WantRows, c.Rows.Layout, "route and tactics features", routeCases, c.Cover)
			}
		}}
}
