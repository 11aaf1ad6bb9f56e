package madmax

import (
	"testing"

	"github.com/edagym/edagym/env"
	mm "github.com/edagym/edagym/env/madmax"
	"github.com/edagym/edagym/export/exporttest"
)

// TestTrainedCheckpointExport exports checkpoints/madmax.ckpt (or the
// file EDAGYM_MADMAX_CKPT names) as edagym export does and compares its
// orders with the Go nn: player's on 2 matches of 500 rounds.
func TestTrainedCheckpointExport(t *testing.T) {
	res, net := exporttest.Trained(t, "madmax", exporter(t))
	enc, err := mm.NewEncoder(mm.Default(), env.Plan)
	if err != nil {
		t.Fatal(err)
	}
	equivalence{src: res.Source, name: "Edagym", ref: exporttest.SaveNet(t, res.Net, enc.Spec(), "trained.ckpt"),
		float: exporttest.SaveNet(t, net, enc.Spec(), "float.ckpt"), seeds: []int32{21, 22},
		opponents: []string{"Dummy", "Demo", "Random", "Null"}}.run(t)
}
