package moria

import (
	"testing"

	"github.com/edagym/edagym/export/exporttest"
)

// TestExportedPlayerTiming times play() with the player compiled on its own
// (as the Game links it): every recorded round of a match against Dummy,
// Demo and Random, as each of the four seats sees it (so with as many units
// as Dummy keeps), played 7 times (its time is the median of the 7, so that
// another job on the machine does not count as the player's; the first
// call, which decodes the weights, neither), then a state where it holds all
// 100 dwarves and wizards. The median and the worst state must both stay
// within 5 ms.
func TestExportedPlayerTiming(t *testing.T) {
	checkPlayTimes(t, "plan mode", exporttest.Exported(t, "", 7, exporttest.Case{Harness: harness(moriaDumpOf(7, nil)), Name: "EdaTest", Seeds: []int32{8}, Opponents: []string{"Dummy", "Demo", "Random"}, TimeRepeat: 201, Views: true}, exporttest.Orders))
}
