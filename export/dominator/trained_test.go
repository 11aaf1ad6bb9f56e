package dominator

import (
	"testing"

	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/export/exporttest"
)

// TestTrainedCheckpointExport exports checkpoints/dominator.ckpt (or the
// file EDAGYM_DOMINATOR_CKPT names) as edagym export does and compares its
// orders with the Go nn: player's on 5 matches (1,000 rounds).
func TestTrainedCheckpointExport(t *testing.T) {
	res, net := exporttest.Trained(t, "dominator", exporter(t))
	enc, err := dom.NewEncoder(dom.Default(), env.Units)
	if err != nil {
		t.Fatal(err)
	}
	equivalence{src: res.Source, name: "Edagym", ref: exporttest.SaveNet(t, res.Net, enc.Spec(), "trained.ckpt"),
		float: exporttest.SaveNet(t, net, enc.Spec(), "float.ckpt"), seeds: []int32{21, 22, 23, 24, 25},
		opponents: []string{"Dummy", "Demo", "Random", "Null"}}.run(t)
}
