package orkisland

import (
	"testing"

	"github.com/edagym/edagym/export/exporttest"
)

// TestShippedCheckpointExport exports every checkpoints/orkisland*.ckpt (or the
// file EDAGYM_ORKISLAND_CKPT names, of any mode that exports) as edagym export does and checks it as
// Jutge would get it: under 200 KB, and the same orders as the Go nn:
// player on 1,000 recorded rounds.
func TestShippedCheckpointExport(t *testing.T) {
	exporttest.EachTrained(t, "orkisland", func(t *testing.T, x exporttest.TrainedExport) {
		exporttest.Case{Harness: harness(), Src: x.Res.Source, Name: "Edagym", Ref: x.Ref,
			Float: x.Float, Seeds: []int32{21, 22, 23, 24, 25},
			Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Mode: x.Game.Mode}.Run(t)
	})
}
