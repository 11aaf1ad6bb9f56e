package orkisland

import (
	"testing"

	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/export/exporttest"
)

// TestShippedCheckpointExport exports checkpoints/orkisland.ckpt and orkisland-scratch.ckpt (or the
// file EDAGYM_ORKISLAND_CKPT names, of any mode that exports) as edagym export does and checks it as
// Jutge would get it: under 200 KB, and the same orders as the Go nn:
// player on 1,000 recorded rounds.
func TestShippedCheckpointExport(t *testing.T) {
	exporttest.EachTrained(t, "orkisland", func(t *testing.T, x exporttest.TrainedExport) {
		enc, err := ork.NewEncoder(ork.Default(), x.Game.Mode)
		if err != nil {
			t.Fatal(err)
		}
		equivalence{src: x.Res.Source, name: "Edagym", ref: exporttest.SaveNet(t, x.Res.Net, enc.Spec(), "shipped.ckpt"),
			float: exporttest.SaveNet(t, x.Net, enc.Spec(), "float.ckpt"), seeds: []int32{21, 22, 23, 24, 25},
			opponents: []string{"Dummy", "Demo", "Random", "Null"}, mode: x.Game.Mode}.run(t)
	})
}
