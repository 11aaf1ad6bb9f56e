package moria

import (
	"testing"

	"github.com/edagym/edagym/export/exporttest"
)

// TestTrainedCheckpointExport exports every checkpoints/moria*.ckpt (or the
// file EDAGYM_MORIA_CKPT names, of any mode that exports) as edagym export does and compares its
// orders with the Go nn: player's on 5 matches (1,000 rounds).
func TestTrainedCheckpointExport(t *testing.T) {
	exporttest.CompareTrained(t, harness(moriaDumpOf(0, nil)), 21, 22, 23, 24, 25)
}

// TestTrainedCheckpointTiming times the trained player where it is slowest:
// against three Dummies, which it beats, so it ends a match holding most of
// the dwarves and searches a path for each. Every recorded round is played
// 7 times (its time is the median of the 7, so that another job on the
// machine does not count as the player's); the median and the worst round
// must stay within 5 ms.
func TestTrainedCheckpointTiming(t *testing.T) {
	if testing.Short() {
		t.Skip("a full match, each round played 7 times")
	}
	exporttest.EachTrained(t, "moria", func(t *testing.T, x exporttest.TrainedExport) {
		checkPlayTimes(t, "trained", x.Case(exporttest.Case{Harness: harness(moriaDumpOf(7, nil)),
			Seeds: []int32{26}, Opponents: []string{"Dummy", "Dummy", "Dummy"}}))
	})
}
