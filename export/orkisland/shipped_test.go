package orkisland

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/edagym/edagym/env"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
)

// TestShippedCheckpointExport exports the checkpoint that ships in
// checkpoints/ as edagym export does (export.Load finds this exporter from
// the checkpoint) and checks it as Jutge would get it: under 200 KB, and
// the same orders as the Go nn: player on 1,000 recorded rounds.
func TestShippedCheckpointExport(t *testing.T) {
	exporttest.Gxx(t)
	path := filepath.Join("..", "..", "checkpoints", "orkisland.ckpt")
	if _, err := os.Stat(path); err != nil {
		t.Skip("no shipped checkpoint")
	}
	g, net, err := export.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if g != exporter(t) {
		t.Fatalf("export.Load found the %s exporter", g.Name)
	}
	enc, err := ork.NewEncoder(ork.Default(), env.Plan)
	if err != nil {
		t.Fatal(err)
	}
	res, err := g.Generate(net, export.Options{Name: "Edagym", Checkpoint: "checkpoints/orkisland.ckpt"})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("AIEdagym.cc from the shipped checkpoint: %d bytes", len(res.Source))
	if len(res.Source) > 200_000 {
		t.Errorf("exported file is %d bytes, over the 200 KB budget", len(res.Source))
	}
	equivalence{src: res.Source, name: "Edagym", ref: exporttest.SaveNet(t, res.Net, enc.Spec(), "shipped.ckpt"),
		float: exporttest.SaveNet(t, net, enc.Spec(), "float.ckpt"), seeds: []int32{21, 22, 23, 24, 25},
		opponents: []string{"Dummy", "Demo", "Random", "Null"}}.run(t)
}
