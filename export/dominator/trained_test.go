package dominator

import (
	"os"
	"testing"

	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
)

// TestTrainedCheckpointExport exports a trained units-mode checkpoint as
// edagym export does (export.Load finds this exporter from the checkpoint)
// and compares the orders with the Go nn: player's on 5 matches (1,000
// rounds). The checkpoint is checkpoints/dominator.ckpt, or the file
// EDAGYM_DOMINATOR_CKPT names; without one the test skips.
func TestTrainedCheckpointExport(t *testing.T) {
	exporttest.Gxx(t)
	path := os.Getenv("EDAGYM_DOMINATOR_CKPT")
	if path == "" {
		path = "../../checkpoints/dominator.ckpt"
	}
	if _, err := os.Stat(path); err != nil {
		t.Skip("no trained Dominator checkpoint (set EDAGYM_DOMINATOR_CKPT)")
	}
	g, net, err := export.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if g != exporter(t) {
		t.Fatalf("export.Load found the %s exporter", g.Name)
	}
	enc, err := dom.NewEncoder(dom.Default(), env.Units)
	if err != nil {
		t.Fatal(err)
	}
	res, err := g.Generate(net, export.Options{Name: "Edagym", Checkpoint: path})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("AIEdagym.cc from %s: %d bytes", path, len(res.Source))
	equivalence{src: res.Source, name: "Edagym", ref: exporttest.SaveNet(t, res.Net, enc.Spec(), "trained.ckpt"),
		float: exporttest.SaveNet(t, net, enc.Spec(), "float.ckpt"), seeds: []int32{21, 22, 23, 24, 25},
		opponents: []string{"Dummy", "Demo", "Random", "Null"}}.run(t)
}
