package moria

import (
	"bytes"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/export/exporttest"
)

// TestExportedFactsPlayerMatchesGo is the facts-mode export's equivalence
// test: 5 matches against Dummy, Demo, Random and Null, each round replayed
// as all four seats see it, comparing the orders (given in slot order, as
// Go decodes them), every input row (23 planes, 113 features) and every
// mask, bit for bit. Every feature is nonzero in some row, and the facts'
// cases occur (factsRowCases).
func TestExportedFactsPlayerMatchesGo(t *testing.T) {
	cov := &coverage{}
	exporttest.Exported(t, env.Facts, 7, exporttest.Case{Harness: harness(moriaDumpOf(0, cov)), Name: "EdaFacts", Seeds: []int32{1, 2, 3, 4, 5},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true, Cover: []string{
			"a wizard's field unreached", "a field's cost clipped", "a move's regret 0", "a move's regret between 0 and 1",
			"harm between 0 and 1", "harm 1", "an enemy dwarf beside a move's end", "a kill chance between 0 and 1",
			"a rock dug part way beside", "units captured"}}, exporttest.Float|exporttest.Rows).Run(t)
	cov.check(t, maskCases)
}

// TestExportedFactsPlayerFewTreasures: the facts-mode export on the FIXED
// board with four treasures (fewTreasures), which the clans take: the
// treasure field then has no source, and the dwarves read it unreached.
func TestExportedFactsPlayerFewTreasures(t *testing.T) {
	exporttest.Exported(t, env.Facts, 5, exporttest.Case{Harness: harness(moriaDumpOf(0, nil)), Name: "EdaFewFacts", Seeds: []int32{1, 2}, Opponents: []string{"Dummy", "Demo"}, Config: fewTreasures(t),
		Views: true, Cover: []string{"no treasure left", "a dwarf's field unreached"}}, exporttest.Rows).Run(t)
}

// TestExportedFactsPlayerTiming times the facts-mode play() as
// TestExportedPlayerTiming times plan mode's: every recorded round of a
// match against Dummy, Demo and Random from all four seats, each played 7
// times (the median of the 7 counts), then a state where it holds all 100
// dwarves and wizards. The median and the worst state must stay within 5 ms.
func TestExportedFactsPlayerTiming(t *testing.T) {
	checkPlayTimes(t, "facts mode", exporttest.Exported(t, env.Facts, 7, exporttest.Case{Harness: harness(moriaDumpOf(7, nil)), Name: "EdaFacts", Seeds: []int32{8}, Opponents: []string{"Dummy", "Demo", "Random"}, TimeRepeat: 201, Views: true}, exporttest.Orders))
}

// TestFactsGeneratedSource checks the submission rules on the text of a
// default facts-mode export (no planner in it: no Durin), and its size.
func TestFactsGeneratedSource(t *testing.T) {
	res := harness(moriaDumpOf(0, nil)).Source(t, env.Facts, "Gimli")
	for _, planner := range []string{"plan_dwarf", "give_orders", "dwarf_value"} {
		if bytes.Contains(res.Source, []byte(planner)) {
			t.Errorf("the facts-mode file has the planner's %s", planner)
		}
	}
}
