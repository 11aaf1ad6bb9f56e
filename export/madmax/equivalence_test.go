package madmax

import (
	"path/filepath"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/export"
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
	exporttest.Gxx(t)
	net, spec := testNetOf(t, "", policies.DefaultNet, 7)
	rep := exporttest.Exported(t, net, spec, exporttest.Case{Harness: harness(), Name: "EdaTest", Seeds: []int32{1}, Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true,
		Cover: allCases(env.Plan)}, exporttest.Rows).Run(t)
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
	net, spec := testNetOf(t, "", policies.DefaultNet, 11)
	path := filepath.Join(t.TempDir(), "madmax.ckpt")
	if err := policies.NewCheckpoint(net, spec).Save(path); err != nil {
		t.Fatal(err)
	}
	g, loaded, err := export.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if g != exporttest.Exporter(t, game) {
		t.Fatalf("export.Load found the %s exporter", g.Name)
	}
	res, err := g.Generate(loaded, export.Options{Name: "Rockatansky", Checkpoint: path})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("AIRockatansky.cc: %d bytes", len(res.Source))
	exporttest.Case{Harness: harness(), Src: res.Source, Name: "Rockatansky", Ref: exporttest.SaveNet(t, res.Net, spec, "quantised.ckpt"),
		Float: exporttest.SaveNet(t, net, spec, "float.ckpt"), Seeds: []int32{4, 5, 6, 7},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true}.Run(t)
}

// TestExportFormats checks the f16 and f32 decoders on a small network,
// against Null and Random.
func TestExportFormats(t *testing.T) {
	net, spec := testNetOf(t, "", policies.NetConfig{Hidden1: 8, Hidden2: 8}, 13)
	exporttest.CheckFormats(t, harness(), net, spec)
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
	exporttest.Gxx(t)
	net, spec := testNetOf(t, env.Facts, policies.DefaultNet, 7)
	path := filepath.Join(t.TempDir(), "madmax-facts.ckpt")
	if err := policies.NewCheckpoint(net, spec).Save(path); err != nil {
		t.Fatal(err)
	}
	g, loaded, err := export.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if g != exporttest.ExporterMode(t, game, env.Facts) {
		t.Fatalf("export.Load found the %s %s exporter", g.Name, g.Mode)
	}
	res, err := g.Generate(loaded, export.Options{Name: "EdaFacts", Checkpoint: path})
	if err != nil {
		t.Fatal(err)
	}
	exporttest.LogSize(t, "EdaFacts", res, net)
	exporttest.Case{Harness: harness(), Src: res.Source, Name: "EdaFacts", Ref: exporttest.SaveNet(t, res.Net, spec, "quantised.ckpt"),
		Float: exporttest.SaveNet(t, net, spec, "float.ckpt"), Seeds: []int32{1, 2},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Rows: res.Net, Views: true,
		Cover: allCases(env.Facts), Mode: env.Facts}.Run(t)
}
