package orkisland

import (
	"testing"

	"github.com/edagym/edagym/env"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/export/exporttest"
)

// TestShippedCheckpointExport exports checkpoints/orkisland.ckpt (or the
// file EDAGYM_ORKISLAND_CKPT names) as edagym export does and checks it as
// Jutge would get it: under 200 KB, and the same orders as the Go nn:
// player on 1,000 recorded rounds.
func TestShippedCheckpointExport(t *testing.T) {
	res, net := exporttest.Trained(t, "orkisland", exporter(t))
	enc, err := ork.NewEncoder(ork.Default(), env.Plan)
	if err != nil {
		t.Fatal(err)
	}
	equivalence{src: res.Source, name: "Edagym", ref: exporttest.SaveNet(t, res.Net, enc.Spec(), "shipped.ckpt"),
		float: exporttest.SaveNet(t, net, enc.Spec(), "float.ckpt"), seeds: []int32{21, 22, 23, 24, 25},
		opponents: []string{"Dummy", "Demo", "Random", "Null"}}.run(t)
}
