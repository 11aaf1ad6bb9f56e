package dominator

import (
	"testing"

	"github.com/edagym/edagym/export/exporttest"
)

// TestTrainedCheckpointExport exports every checkpoints/dominator*.ckpt (or the
// file EDAGYM_DOMINATOR_CKPT names, of any mode that exports) as edagym export does and compares its
// orders with the Go nn: player's on 5 matches (1,000 rounds).
func TestTrainedCheckpointExport(t *testing.T) {
	exporttest.CompareTrained(t, harness(), 21, 22, 23, 24, 25)
}
