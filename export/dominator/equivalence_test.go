package dominator

import (
	"testing"

	"github.com/edagym/edagym/env"

	"github.com/edagym/edagym/export/exporttest"
)

// TestExportedPlayerMatchesGo is the equivalence test of the orders of the
// default export (int8 weights, the default network size): 6 matches
// against Dummy, Demo, Random and Null, the reference in each seat in turn,
// 1,200 rounds, each replayed as all four seats see it (so with the units
// Dummy captured, up to 122 of one seat), with every kind of move among
// the orders (orderCases).
func TestExportedPlayerMatchesGo(t *testing.T) {
	c := exporttest.Exported(t, "", 7, exporttest.Case{Harness: harness(), Name: "EdaTest", Seeds: []int32{1, 2, 3, 4, 5, 6},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true}, exporttest.Float)
	orders := countOrders(&c)
	c.Run(t)
	checkOrders(t, orders)
}

// TestExportedPlayerInputRows compares, besides the orders, the network
// input row of every unit of every state, bit for bit (all 20 planes and 21
// features), on 2 matches seen from all four seats, and requires every
// plane and feature to be nonzero somewhere and the other feature cases
// (featureCases) to occur.
func TestExportedPlayerInputRows(t *testing.T) {
	exporttest.Exported(t, "", 5, exporttest.Case{Harness: harness(), Name: "EdaRows", Seeds: []int32{7, 8},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true}, exporttest.Rows).Run(t)
}

// TestExportFormats checks the f16 and f32 decoders on a small network,
// against Null and Random.
func TestExportFormats(t *testing.T) {
	harness().CheckFormats(t, 11)
}

// TestExportedFactsPlayerMatchesGo is the facts-mode export's equivalence
// test: 4 matches against Dummy, Overlord, Random and Demo, the reference
// in each seat in turn, every round replayed as all four seats see it;
// the orders (every kind of move among them, orderCases) and the input row
// and mask of every unit (20 planes, 95 features), bit for bit, with every
// plane, feature and facts case (factsCases) among the rows.
func TestExportedFactsPlayerMatchesGo(t *testing.T) {
	c := exporttest.Exported(t, env.Facts, 7, exporttest.Case{Harness: harness(), Name: "EdaFacts", Seeds: []int32{1, 2, 3, 4},
		Opponents: []string{"Dummy", "Overlord", "Random", "Demo"}, Views: true}, exporttest.Float|exporttest.Rows)
	orders := countOrders(&c)
	c.Run(t)
	checkOrders(t, orders)
}
