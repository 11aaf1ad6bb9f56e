package moria

import (
	"testing"

	"github.com/edagym/edagym/env"
	mor "github.com/edagym/edagym/env/moria"
	"github.com/edagym/edagym/export/exporttest"
)

// TestTrainedCheckpointExport exports checkpoints/moria.ckpt (or the
// file EDAGYM_MORIA_CKPT names) as edagym export does and compares its
// orders with the Go nn: player's on 5 matches (1,000 rounds).
func TestTrainedCheckpointExport(t *testing.T) {
	res, net := exporttest.Trained(t, "moria", exporter(t))
	enc, err := mor.NewEncoder(mor.DefaultConfig(), env.Plan)
	if err != nil {
		t.Fatal(err)
	}
	equivalence{src: res.Source, name: "Edagym", ref: exporttest.SaveNet(t, res.Net, enc.Spec(), "trained.ckpt"),
		float: exporttest.SaveNet(t, net, enc.Spec(), "float.ckpt"), seeds: []int32{21, 22, 23, 24, 25},
		opponents: []string{"Dummy", "Demo", "Random", "Null"}}.run(t)
}
