package madmax

import (
	"testing"

	_ "github.com/edagym/edagym/agents/madmax"
	"github.com/edagym/edagym/env"
	mm "github.com/edagym/edagym/env/madmax"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"

	_ "github.com/edagym/edagym/cxx/madmax" // the player API the harness compiles against
)

// exporter is the Mad Max exporter this package registers (plan mode).
func exporter(t testing.TB) *export.Game {
	return exporttest.Exporter(t, "madmax")
}

// factsExporter is its facts-mode exporter.
func factsExporter(t testing.TB) *export.Game {
	return exporttest.ExporterMode(t, "madmax", env.Facts)
}

// madmaxDump writes Mad Max states for the harness (dump_test.go).
var madmaxDump = exporttest.Dump[*mm.Match]{Match: AppendMatch, Round: AppendRound, Own: ownUnits}

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

// equivalence is a Mad Max comparison of an exported file with its Go
// reference, from the player API of cxx:madmax seats (cxx/madmax/api) and testdata/replay.hh.
type equivalence struct {
	src        []byte
	name       string
	ref, float env.PlayerFactory // float, if set, is the unquantised network
	seeds      []int32
	opponents  []string
	rows       *policies.Net // compare the encoder's input rows too
	timeRepeat int           // > 0: time a state where the player holds every unit
	cover      []string      // feature cases (casesOf) the compared rows must include
	views      bool          // replay every round as each seat sees it
	mode       env.Mode      // "": plan
}

func (e equivalence) run(t *testing.T) *exporttest.Report {
	t.Helper()
	c := exporttest.Case{Game: "madmax", Replay: "testdata", Dump: madmaxDump, NoOrder: int(mm.None),
		Src: e.src, Name: e.name, Ref: e.ref, Float: e.float, Seeds: e.seeds, Opponents: e.opponents,
		Views: e.views, Rows: e.rows, Mode: e.mode}
	if c.Mode == "" {
		c.Mode = env.Plan
	}
	if e.timeRepeat > 0 {
		// Round 100 is seat 0's turn: every warrior of the first seat may move.
		c.Timing = &exporttest.Timing{Round: 100, Repeat: e.timeRepeat, MaxCalls: 92, BudgetNS: 5e6,
			State: func(dst []byte, m env.Match, me, repeat int) []byte {
				mt := m.(*mm.Match)
				dst = AppendMatch(dst, "time", mt)
				return AppendRound(dst, mt, mt.Round()%mm.NumTeams, repeat, func(int) int { return mt.Round() % mm.NumTeams })
			}}
	}
	rep := c.Run(t)
	if e.rows != nil {
		checkCoverage(t, rep.WantRows, e.rows.Layout.CropLen, casesOf(c.Mode), e.cover)
	}
	return rep
}

// testNet is a randomly initialised network with a trained network's
// channel scales (food, water and fuel are intensity planes) and a policy
// head large enough that the logits differ.
func testNet(t testing.TB, c policies.NetConfig, seed uint64) (*policies.Net, *env.Spec) {
	return testNetOf(t, env.Plan, c, seed)
}

// testNetOf is testNet for a mode's observations.
func testNetOf(t testing.TB, mode env.Mode, c policies.NetConfig, seed uint64) (*policies.Net, *env.Spec) {
	t.Helper()
	enc, err := mm.NewEncoder(mm.Default(), mode)
	if err != nil {
		t.Fatal(err)
	}
	return exporttest.TestNet(t, enc.Spec(), c, seed, 18, 19, 20), enc.Spec()
}
