package dominator

import (
	"testing"

	_ "github.com/edagym/edagym/agents/dominator"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"

	_ "github.com/edagym/edagym/cxx/dominator" // the player API the harness compiles against
)

// domDump writes Dominator states for the harness (dump_test.go).
var domDump = exporttest.Dump[*dom.Match]{Match: AppendMatch, Round: AppendRound, Own: Units}

// game is the exporters' and the harness's name of this game.
const game = "dominator"

// harness is Dominator's part of every comparison (exporttest.Case): the
// player API of cxx:dominator seats (cxx/dominator/api) and
// testdata/replay.hh; units mode unless a Case says otherwise; a Case with
// Rows checks the feature cases (featureCases) its rows include.
func harness() exporttest.Harness {
	return exporttest.Harness{Game: "dominator", Replay: "testdata", Dump: domDump, NoOrder: int(dom.None), Intensity: []int{18}, DefaultMode: env.Units,
		Timed: func(repeat int) *exporttest.Timing {
			// a state where the player holds every farmer and knight
			return &exporttest.Timing{Round: 100, Repeat: repeat, MaxCalls: dom.Default().NumUnits(), BudgetNS: 5e6,
				State: domDump.HoldingAll}
		},
		Check: func(t *testing.T, c *exporttest.Case, rep *exporttest.Report) {
			if c.Rows != nil {
				checkCoverage(t, rep.WantRows, c.Rows.Layout.CropLen, c.Cover)
				if c.Mode == env.Facts {
					checkFactsCoverage(t, rep.WantRows, c.Rows.Layout.CropLen)
				}
			}
		}}
}

// testNetOf is a test network of mode ("": the harness's default) with a
// trained network's channel scales (exporttest.Harness.Net).
func testNetOf(t testing.TB, mode env.Mode, c policies.NetConfig, seed uint64) (*policies.Net, *env.Spec) {
	return harness().Net(t, mode, c, seed)
}
