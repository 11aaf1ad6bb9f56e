package dominator

import (
	"strings"
	"testing"

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
	res, err := exporter(t).Generate(net, export.Options{Name: "EdaTest", Checkpoint: "random test network"})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("AIEdaTest.cc: %d bytes (%d weight bytes, int8) for a %d×%d network", len(res.Source), res.BlobBytes,
		net.Config.Hidden1, net.Config.Hidden2)
	orders := newOrderCounter()
	equivalence{src: res.Source, name: "EdaTest", ref: orders.wrap(saveNet(t, res.Net, spec, "quantised.ckpt")),
		float: saveNet(t, net, spec, "float.ckpt"), seeds: []int32{1, 2, 3, 4, 5, 6},
		opponents: []string{"Dummy", "Demo", "Random", "Null"}, views: true}.run(t)
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
	res, err := exporter(t).Generate(net, export.Options{Name: "EdaRows"})
	if err != nil {
		t.Fatal(err)
	}
	equivalence{src: res.Source, name: "EdaRows", ref: saveNet(t, res.Net, spec, "quantised.ckpt"),
		seeds: []int32{7, 8}, opponents: []string{"Dummy", "Demo", "Random", "Null"}, rows: res.Net, views: true}.run(t)
}

// TestExportFormats checks the f16 and f32 decoders on a small network,
// against Null and Random.
func TestExportFormats(t *testing.T) {
	exporttest.Gxx(t)
	if testing.Short() {
		t.Skip("short")
	}
	for _, f := range []export.Format{export.Float16, export.Float32} {
		t.Run(string(f), func(t *testing.T) {
			net, spec := testNet(t, policies.NetConfig{Hidden1: 8, Hidden2: 8}, 11)
			name := "Small" + strings.ToUpper(string(f))
			res, err := exporter(t).Generate(net, export.Options{Name: name, Format: f})
			if err != nil {
				t.Fatal(err)
			}
			equivalence{src: res.Source, name: name, ref: saveNet(t, res.Net, spec, "ref.ckpt"),
				seeds: []int32{9}, opponents: []string{"Null", "Random"}}.run(t)
		})
	}
}
