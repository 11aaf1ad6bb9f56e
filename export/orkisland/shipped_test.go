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
	exporttest.CompareTrained(t, harness(), 21, 22, 23, 24, 25)
}
