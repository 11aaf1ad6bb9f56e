package dominator

import (
	"testing"

	"github.com/edagym/edagym/env"

	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
)

// TestExportedPlayerMatchesGo is the equivalence test of the orders of the
// default export (int8 weights, the default network size): 6 matches
// against Dummy, Demo, Random and Null, the reference in each seat in turn,
// 1,200 rounds, each replayed as all four seats see it (so with the units
// Dummy captured, up to 122 of one seat), with every kind of move among
// the orders (orderCases).
func TestExportedPlayerMatchesGo(t *testing.T) {
	exporttest.Gxx(t)
	net, spec := testNet(t, policies.DefaultNet, 7)
	res := exporttest.Generate(t, exporttest.Exporter(t, game), net, export.Options{Name: "EdaTest", Checkpoint: "random test network"})
	exporttest.LogSize(t, "EdaTest", res, net)
	orders := newOrderCounter()
	exporttest.Case{Harness: harness(), Src: res.Source, Name: "EdaTest", Ref: orders.wrap(exporttest.SaveNet(t, res.Net, spec, "quantised.ckpt")),
		Float: exporttest.SaveNet(t, net, spec, "float.ckpt"), Seeds: []int32{1, 2, 3, 4, 5, 6},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true}.Run(t)
	orders.check(t)
}

// TestExportedPlayerInputRows compares, besides the orders, the network
// input row of every unit of every state, bit for bit (all 20 planes and 21
// features), on 2 matches seen from all four seats, and requires every
// plane and feature to be nonzero somewhere and the other feature cases
// (featureCases) to occur.
func TestExportedPlayerInputRows(t *testing.T) {
	exporttest.Gxx(t)
	net, spec := testNet(t, policies.DefaultNet, 5)
	res := exporttest.Generate(t, exporttest.Exporter(t, game), net, export.Options{Name: "EdaRows"})
	exporttest.Case{Harness: harness(), Src: res.Source, Name: "EdaRows", Ref: exporttest.SaveNet(t, res.Net, spec, "quantised.ckpt"),
		Seeds: []int32{7, 8}, Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Rows: res.Net, Views: true}.Run(t)
}

// TestExportFormats checks the f16 and f32 decoders on a small network,
// against Null and Random.
func TestExportFormats(t *testing.T) {
	net, spec := testNet(t, policies.NetConfig{Hidden1: 8, Hidden2: 8}, 11)
	exporttest.CheckFormats(t, harness(), net, spec)
}

// TestExportedFactsPlayerMatchesGo is the facts-mode export's equivalence
// test: 4 matches against Dummy, Overlord, Random and Demo, the reference
// in each seat in turn, every round replayed as all four seats see it;
// the orders (every kind of move among them, orderCases) and the input row
// and mask of every unit (20 planes, 95 features), bit for bit, with every
// plane, feature and facts case (factsCases) among the rows.
func TestExportedFactsPlayerMatchesGo(t *testing.T) {
	exporttest.Gxx(t)
	net, spec := testNetOf(t, env.Facts, policies.DefaultNet, 7)
	res := exporttest.Generate(t, exporttest.ExporterMode(t, game, env.Facts), net, export.Options{Name: "EdaFacts", Checkpoint: "random test network"})
	exporttest.LogSize(t, "EdaFacts", res, net)
	orders := newOrderCounter()
	exporttest.Case{Harness: harness(), Src: res.Source, Name: "EdaFacts", Ref: orders.wrap(exporttest.SaveNet(t, res.Net, spec, "quantised.ckpt")),
		Float: exporttest.SaveNet(t, net, spec, "float.ckpt"), Seeds: []int32{1, 2, 3, 4},
		Opponents: []string{"Dummy", "Overlord", "Random", "Demo"}, Rows: res.Net, Views: true, Mode: env.Facts}.Run(t)
	orders.check(t)
}
