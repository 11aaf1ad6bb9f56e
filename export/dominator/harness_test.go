package dominator

import (
	"testing"

	_ "github.com/edagym/edagym/agents/dominator"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"

	_ "github.com/edagym/edagym/cxx/dominator" // the player API the harness compiles against
)

// exporter is the Dominator exporter this package registers (units mode).
func exporter(t testing.TB) *export.Game {
	return exporttest.Exporter(t, "dominator")
}

// factsExporter is its facts-mode exporter.
func factsExporter(t testing.TB) *export.Game {
	return exporttest.ExporterMode(t, "dominator", env.Facts)
}

// domDump writes Dominator states for the harness (dump_test.go).
var domDump = exporttest.Dump[*dom.Match]{Match: AppendMatch, Round: AppendRound, Own: Units}

// equivalence is a Dominator comparison of an exported file with its Go
// reference, from the player API of cxx:dominator seats (cxx/dominator/api) and testdata/replay.hh.
type equivalence struct {
	src        []byte
	name       string
	ref, float env.PlayerFactory // float, if set, is the unquantised network
	seeds      []int32
	opponents  []string
	rows       *policies.Net // compare the encoder's input rows too
	timeRepeat int           // > 0: time a state where the player holds every farmer and knight
	cover      []string      // feature cases (featureCases) the compared rows must include
	views      bool          // replay every round as each seat sees it
	mode       env.Mode      // "": units
}

func (e equivalence) run(t *testing.T) *exporttest.Report {
	t.Helper()
	c := exporttest.Case{Game: "dominator", Replay: "testdata", Dump: domDump, NoOrder: int(dom.None),
		Src: e.src, Name: e.name, Ref: e.ref, Float: e.float, Seeds: e.seeds, Opponents: e.opponents,
		Views: e.views, Rows: e.rows, Mode: e.mode}
	if c.Mode == "" {
		c.Mode = env.Units
	}
	if e.timeRepeat > 0 {
		cfg := dom.Default()
		c.Timing = &exporttest.Timing{Round: 100, Repeat: e.timeRepeat, MaxCalls: cfg.NumUnits(), BudgetNS: 5e6,
			State: domDump.HoldingAll}
	}
	rep := c.Run(t)
	if e.rows != nil {
		checkCoverage(t, rep.WantRows, e.rows.Layout.CropLen, e.cover)
		if c.Mode == env.Facts {
			checkFactsCoverage(t, rep.WantRows, e.rows.Layout.CropLen)
		}
	}
	return rep
}

// testNet is a randomly initialised network with a trained network's
// channel scales (health is an intensity plane) and a policy head large
// enough that the logits differ.
func testNet(t testing.TB, c policies.NetConfig, seed uint64) (*policies.Net, *env.Spec) {
	return testNetOf(t, env.Units, c, seed)
}

// testNetOf is testNet for a mode's observations.
func testNetOf(t testing.TB, mode env.Mode, c policies.NetConfig, seed uint64) (*policies.Net, *env.Spec) {
	t.Helper()
	enc, err := dom.NewEncoder(dom.Default(), mode)
	if err != nil {
		t.Fatal(err)
	}
	return exporttest.TestNet(t, enc.Spec(), c, seed, 18), enc.Spec()
}
