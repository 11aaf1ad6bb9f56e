package madmax

import (
	"testing"

	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
)

// TestExportedPlayerRows is the encoder's equivalence test on the default
// export (int8 weights, the default network size): a match against Dummy,
// Demo, Random and Null, each of its 500 rounds replayed as all four seats
// see it (so with the units and cities Dummy and Demo hold), comparing the
// orders and the input row of every unit bit for bit, and requiring every
// plane, every feature and the cases of featureCases among the rows.
func TestExportedPlayerRows(t *testing.T) {
	exporttest.Gxx(t)
	net, spec := testNet(t, policies.DefaultNet, 7)
	res, err := exporter(t).Generate(net, export.Options{Name: "EdaTest", Checkpoint: "random test network"})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("AIEdaTest.cc: %d bytes (%d weight bytes, int8) for a %d×%d network", len(res.Source), res.BlobBytes,
		net.Config.Hidden1, net.Config.Hidden2)
	rep := equivalence{src: res.Source, name: "EdaTest", ref: saveNet(t, res.Net, spec, "quantised.ckpt"),
		seeds: []int32{1}, opponents: []string{"Dummy", "Demo", "Random", "Null"}, rows: res.Net, views: true,
		cover: allCases()}.run(t)
	rows := 0
	for _, r := range rep.WantRows {
		rows += len(r)
	}
	if rows < 20000 {
		t.Errorf("%d input rows compared, want at least 20,000", rows)
	}
}
