package orkisland

import (
	"testing"

	_ "github.com/edagym/edagym/agents/orkisland"
	"github.com/edagym/edagym/env"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"

	_ "github.com/edagym/edagym/cxx/orkisland" // the player API the harness compiles against
)

// exporter is the Ork Island exporter this package registers (plan mode).
func exporter(t testing.TB) *export.Game {
	return exporttest.Exporter(t, "orkisland")
}

// factsExporter is its facts-mode exporter.
func factsExporter(t testing.TB) *export.Game {
	return exporttest.ExporterMode(t, "orkisland", env.Facts)
}

// orkDump writes Ork Island states for the harness (dump_test.go).
var orkDump = exporttest.Dump[*ork.Match]{Match: AppendMatch, Round: AppendRound, Own: (*ork.Match).Orks}

// equivalence is an Ork Island comparison of an exported file with its Go
// reference, from the player API of cxx:orkisland seats (cxx/orkisland/api) and testdata/replay.hh.
type equivalence struct {
	src        []byte
	name       string
	ref, float env.PlayerFactory // float, if set, is the unquantised network
	seeds      []int32
	opponents  []string
	rows       *policies.Net // compare the encoder's input rows too
	timeRepeat int           // > 0: time a state where the player holds every ork
	cover      []string      // route-feature cases (routeCases) the compared rows must include
	config     *ork.Config   // nil: the default
	views      bool          // replay every round as each seat sees it
	mode       env.Mode      // "": plan
}

func (e equivalence) run(t *testing.T) {
	t.Helper()
	c := exporttest.Case{Game: "orkisland", Replay: "testdata", Dump: orkDump, NoOrder: int(ork.None),
		Src: e.src, Name: e.name, Ref: e.ref, Float: e.float, Seeds: e.seeds, Opponents: e.opponents,
		Views: e.views, Rows: e.rows, Mode: e.mode}
	if c.Mode == "" {
		c.Mode = env.Plan
	}
	if e.config != nil { // a nil *ork.Config would be a non-nil env.Config
		c.Config = e.config
	}
	if e.timeRepeat > 0 {
		c.Timing = &exporttest.Timing{Round: 100, Repeat: e.timeRepeat, MaxCalls: 60, BudgetNS: 5e6,
			State: orkDump.HoldingAll}
	}
	rep := c.Run(t)
	if e.rows != nil && len(e.cover) > 0 {
		checkCoverage(t, rep.WantRows, e.rows.Layout.CropLen, e.cover)
	}
}

// testNet is a randomly initialised network with a trained network's
// channel scales (health is an intensity plane) and a policy head large
// enough that the logits differ.
func testNet(t testing.TB, c policies.NetConfig, seed uint64) (*policies.Net, *env.Spec) {
	return testNetOf(t, env.Plan, c, seed)
}

// testNetOf is testNet for a mode's observations.
func testNetOf(t testing.TB, mode env.Mode, c policies.NetConfig, seed uint64) (*policies.Net, *env.Spec) {
	t.Helper()
	enc, err := ork.NewEncoder(ork.Default(), mode)
	if err != nil {
		t.Fatal(err)
	}
	return exporttest.TestNet(t, enc.Spec(), c, seed, 10), enc.Spec()
}
