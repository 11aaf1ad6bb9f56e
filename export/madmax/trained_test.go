package madmax

import (
	"testing"

	"github.com/edagym/edagym/export/exporttest"
)

// TestTrainedCheckpointExport exports every checkpoints/madmax*.ckpt (or the
// file EDAGYM_MADMAX_CKPT names, of any mode that exports) as edagym export does and compares its
// orders with the Go nn: player's on 2 matches of 500 rounds.
func TestTrainedCheckpointExport(t *testing.T) {
	exporttest.CompareTrained(t, harness(), 21, 22)
}
