package moria

import (
	"testing"

	_ "github.com/edagym/edagym/agents/moria"
	"github.com/edagym/edagym/env"
	mor "github.com/edagym/edagym/env/moria"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"

	_ "github.com/edagym/edagym/cxx/moria" // the player API the harness compiles against
)

// exporter is the Moria exporter this package registers (plan mode).
func exporter(t testing.TB) *export.Game {
	return exporttest.Exporter(t, "moria")
}

// factsExporter is its facts-mode exporter.
func factsExporter(t testing.TB) *export.Game {
	return exporttest.ExporterMode(t, "moria", env.Facts)
}

// moriaDump writes Moria states for the harness (dump_test.go). With repeat > 1
// every recorded round is played that many times, so that its time is a
// median robust to the other work on the machine. With cov, it counts the
// cases of the mask and of the nearest-treasure search in the states it
// writes (coverage).
type moriaDump struct {
	exporttest.Dump[*mor.Match]
	repeat int
	cov    *coverage
}

// moriaDumpOf is a moriaDump over this package's dump functions.
func moriaDumpOf(repeat int, cov *coverage) moriaDump {
	return moriaDump{Dump: exporttest.Dump[*mor.Match]{Match: AppendMatch, Round: AppendRound, Own: units},
		repeat: repeat, cov: cov}
}

func (d moriaDump) AppendRound(dst []byte, m env.Match, me, repeat int) []byte {
	if d.cov != nil {
		d.cov.count(m.(*mor.Match), me, d.Units(m, me))
	}
	return AppendRound(dst, m.(*mor.Match), me, max(repeat, d.repeat), nil)
}

// units are seat me's dwarves and wizards in ascending ids: the encoder's
// slot order in units mode.
func units(mm *mor.Match, me int) []int {
	c := mm.Settings()
	var ids []int
	for id, u := range mm.Units()[:c.Players*(c.Dwarves+c.Wizards)] {
		if u.Owner == me {
			ids = append(ids, id)
		}
	}
	return ids
}

// equivalence is a Moria comparison of an exported file with its Go
// reference, from the player API of cxx:moria seats (cxx/moria/api) and testdata/replay.hh.
type equivalence struct {
	src        []byte
	name       string
	ref, float env.PlayerFactory // float, if set, is the unquantised network
	seeds      []int32
	opponents  []string
	rows       *policies.Net // compare the encoder's input rows too
	views      bool          // replay every round as each seat sees it
	repeat     int           // > 1: play every recorded round this many times (timing)
	config     *mor.Config   // nil: the default
	cov        *coverage     // count the mask and search cases of the states
	timeRepeat int           // > 0: time a state where the player holds every dwarf and wizard
	mode       env.Mode      // "": plan
}

func (e equivalence) run(t *testing.T) *exporttest.Report {
	t.Helper()
	d := moriaDumpOf(e.repeat, e.cov)
	c := exporttest.Case{Game: "moria", Replay: "testdata", Dump: d,
		NoOrder: int(mor.None), Src: e.src, Name: e.name, Ref: e.ref, Float: e.float, Seeds: e.seeds,
		Opponents: e.opponents, Views: e.views, Rows: e.rows, Mode: e.mode}
	if c.Mode == "" {
		c.Mode = env.Plan
	}
	if e.config != nil { // a nil *mor.Config would be a non-nil env.Config
		c.Config = e.config
	}
	if e.timeRepeat > 0 {
		c.Timing = &exporttest.Timing{Round: 100, Repeat: e.timeRepeat, MaxCalls: 100, BudgetNS: 5e6,
			State: d.HoldingAll} // the plain dump: neither counted nor repeated
	}
	return c.Run(t)
}

// testNet is a randomly initialised network of the plan-mode spec with a
// trained network's channel scales (rock turns and health are intensity
// planes) and a policy head large enough that the logits differ.
func testNet(t testing.TB, c policies.NetConfig, seed uint64) (*policies.Net, *env.Spec) {
	return testNetOf(t, env.Plan, c, seed)
}

// testNetOf is testNet for a mode's observations.
func testNetOf(t testing.TB, mode env.Mode, c policies.NetConfig, seed uint64) (*policies.Net, *env.Spec) {
	t.Helper()
	enc, err := mor.NewEncoder(mor.DefaultConfig(), mode)
	if err != nil {
		t.Fatal(err)
	}
	return exporttest.TestNet(t, enc.Spec(), c, seed, 5, 19), enc.Spec()
}
