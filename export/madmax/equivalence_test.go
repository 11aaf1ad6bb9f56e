package madmax

import (
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
)

// TestExportedPlayerRows is the encoder's equivalence test on the default
// export (int8 weights, the default network size): a match against Dummy,
// Demo, Random and Null, each of its 500 rounds replayed as all four seats
// see it (so with the units and cities Dummy and Demo hold), comparing the
// orders and the input row of every unit bit for bit, and requiring every
// plane, every feature and the cases of casesOf(env.Plan) among the rows.
func TestExportedPlayerRows(t *testing.T) {
	rep := exporttest.Exported(t, "", 7, exporttest.Case{Harness: harness(), Name: "EdaTest", Seeds: []int32{1}, Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true,
		Cover: exporttest.CaseNames(casesOf(env.Plan))}, exporttest.Rows).Run(t)
	rows := 0
	for _, r := range rep.WantRows {
		rows += len(r)
	}
	if rows < 20000 {
		t.Errorf("%d input rows compared, want at least 20,000", rows)
	}
}

// TestExportedPlayerMatchesGo is the orders' equivalence test of the
// default export made as `edagym export` makes it: a seeded random network
// of the default size saved as a units-mode checkpoint, loaded back by
// export.Load (which finds this exporter from the checkpoint) and exported
// in int8. Four matches against Dummy, Demo, Random and Null, the exported
// seat in each of the four seats once, every round replayed as all four
// seats see it: 8,000 states whose orders must be the Go nn: player's (on
// the dequantised network).
func TestExportedPlayerMatchesGo(t *testing.T) {
	exporttest.Gxx(t)
	net, spec := harness().Net(t, "", policies.DefaultNet, 11)
	res := exporttest.Loaded(t, net, spec, "Rockatansky")
	exporttest.Case{Harness: harness(), Src: res.Source, Name: "Rockatansky", Ref: exporttest.SaveNet(t, res.Net, spec, "quantised.ckpt"),
		Float: exporttest.SaveNet(t, net, spec, "float.ckpt"), Seeds: []int32{4, 5, 6, 7},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true}.Run(t)
}

// TestExportFormats checks the f16 and f32 decoders on a small network,
// against Null and Random.
func TestExportFormats(t *testing.T) {
	harness().CheckFormats(t, 13)
}

// TestExportedFactsPlayerMatchesGo is the facts-mode export's equivalence
// test, made as `edagym export` makes it: a seeded random network of the
// default size saved as a facts-mode checkpoint, loaded back by export.Load
// (which finds the facts exporter from the checkpoint's mode) and exported
// in int8. Two matches against Dummy, Demo, Random and Null, every round
// replayed as all four seats see it: the orders and the input row and mask
// of every unit, bit for bit, with every plane, every feature and the
// cases of casesOf(env.Facts) among the rows.
func TestExportedFactsPlayerMatchesGo(t *testing.T) {
	checkModeExport(t, env.Facts, "EdaFacts")
}

// TestExportedNeedsPlayerMatchesGo is TestExportedFactsPlayerMatchesGo for
// the needs-mode export (93 features), with the cases of casesOf(env.Needs).
func TestExportedNeedsPlayerMatchesGo(t *testing.T) {
	checkModeExport(t, env.Needs, "EdaNeeds")
}

// TestExportedRaidsPlayerMatchesGo is TestExportedFactsPlayerMatchesGo for
// the raids-mode export (111 features), with the cases of casesOf(env.Raids).
func TestExportedRaidsPlayerMatchesGo(t *testing.T) {
	checkModeExport(t, env.Raids, "EdaRaids")
}

// TestExportedThirstPlayerMatchesGo: a thirst-mode checkpoint exports
// through raids mode's C++ (the same observation), 1000/1000 rounds as nn:.
func TestExportedThirstPlayerMatchesGo(t *testing.T) {
	checkModeExport(t, env.Thirst, "EdaThirst")
}

// TestExportedWaryPlayerMatchesGo: a wary-mode checkpoint exports through
// raids mode's C++ as well (only the training credit differs).
func TestExportedWaryPlayerMatchesGo(t *testing.T) {
	checkModeExport(t, env.Wary, "EdaWary")
}

// TestExportedRaidPlanPlayerMatchesGo: a raidplan-mode checkpoint exports
// through plan mode's C++ written with the Furiosa's knobs (its warriors
// raid those they outlast), every input row and order as Go's.
func TestExportedRaidPlanPlayerMatchesGo(t *testing.T) {
	checkModeExport(t, env.RaidPlan, "EdaRaidPlan")
}

// checkModeExport is TestExportedFactsPlayerMatchesGo for a mode.
func checkModeExport(t *testing.T, mode env.Mode, name string) {
	exporttest.Gxx(t)
	net, spec := harness().Net(t, mode, policies.DefaultNet, 7)
	res := exporttest.Loaded(t, net, spec, name)
	exporttest.Case{Harness: harness(), Src: res.Source, Name: name, Ref: exporttest.SaveNet(t, res.Net, spec, "quantised.ckpt"),
		Float: exporttest.SaveNet(t, net, spec, "float.ckpt"), Seeds: []int32{1, 2},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Rows: res.Net, Views: true,
		Cover: exporttest.CaseNames(casesOf(mode)), Mode: mode}.Run(t)
}
