package moria

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
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
	exporttest.Gxx(t)
	net, spec := testNet(t, policies.DefaultNet, 7)
	res := exporttest.Generate(t, exporter(t), net, export.Options{Name: "EdaTest"})
	rep := equivalence{src: res.Source, name: "EdaTest", ref: exporttest.SaveNet(t, res.Net, spec, "quantised.ckpt"),
		seeds: []int32{8}, opponents: []string{"Dummy", "Demo", "Random"}, repeat: 7, timeRepeat: 201, views: true}.run(t)
	times := slices.Clone(rep.TimesNS)
	slices.Sort(times)
	median, worst := times[len(times)/2], times[len(times)-1]
	t.Logf("play() per state over %d states (median of 7 calls each): median %.3f ms, worst %.3f ms; "+
		"the first call, which also decodes the weights: %.3f ms (not checked: one sample)",
		len(times), float64(median)/1e6, float64(worst)/1e6, float64(rep.MaxNS[0])/1e6)
	const budget = 5e6
	if median > budget || worst > budget {
		t.Errorf("play() per round: median %.3f ms, worst %.3f ms; the budget is 5 ms", float64(median)/1e6, float64(worst)/1e6)
	}
}
