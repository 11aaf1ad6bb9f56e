package madmax

import (
	"testing"

	_ "github.com/edagym/edagym/agents/madmax"
	"github.com/edagym/edagym/env"
	mm "github.com/edagym/edagym/env/madmax"
	"github.com/edagym/edagym/export/exporttest"

	_ "github.com/edagym/edagym/cxx/madmax" // the player API the harness compiles against
	"github.com/edagym/edagym/env/grid"
)

// madmaxDump writes Mad Max states for the harness (dump_test.go).
var madmaxDump = exporttest.Dump[*mm.Match]{Settings: settings, Board: appendBoard, Round: AppendRound, Own: ownUnits}

// ownUnits is seat me's units in the encoder's slot order: ascending ids.
func ownUnits(m *mm.Match, me int) []int {
	var ids []int
	for _, u := range m.Units() {
		if u.Team == me {
			ids = append(ids, u.ID)
		}
	}
	return ids
}

// game is the exporters' and the harness's name of this game.
const game = "madmax"

// harness is Mad Max's part of every comparison (exporttest.Case): the
// player API of cxx:madmax seats (cxx/madmax/api) and testdata/replay.hh;
// plan mode unless a Case says otherwise; a Case with Rows checks the
// feature cases (casesOf) its rows include, Cover among them.
func harness() exporttest.Harness {
	return exporttest.Harness{Game: "madmax", Replay: "testdata", Dump: madmaxDump, NoOrder: int(grid.None), Intensity: []int{18, 19, 20}, DefaultMode: env.Plan,
		Timed: func(repeat int) *exporttest.Timing {
			// Round 100 is seat 0's turn: every warrior of the first seat may move.
			return &exporttest.Timing{Round: 100, Repeat: repeat, MaxCalls: 92, BudgetNS: 5e6,
				State: func(dst []byte, m env.Match, me, repeat int) []byte {
					mt := m.(*mm.Match)
					dst = madmaxDump.AppendMatch(dst, "time", mt)
					return AppendRound(dst, mt, mt.Round()%mm.NumTeams, repeat, func(int) int { return mt.Round() % mm.NumTeams })
				}}
		},
		Check: func(t *testing.T, c *exporttest.Case, rep *exporttest.Report) {
			if c.Rows != nil {
				exporttest.CheckCases(t, rep.WantRows, c.Rows.Layout, "feature cases", casesOf(c.Mode), c.Cover)
			}
		}}
}
