package dominator

import (
	"testing"

	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
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

// TestExportedPlanPlayerMatchesGo is the plan-mode export's equivalence
// test of the orders, made as `edagym export` makes it: a seeded random
// network of the default size (followPlan: its units 0..8 of each layer
// rewired so that it plays the Overlord's order whenever that is allowed)
// saved as a plan-mode checkpoint, loaded back by export.Load (which finds
// the plan exporter from the checkpoint's mode) and exported in int8. Five
// matches against Dummy, Overlord, Random and Demo, the exported seat in
// each seat in turn: 1,000 rounds, each replayed as all four seats see it
// (4,000 states), whose orders must be the Go nn: player's (on the
// dequantised network), with every kind of move among them (orderCases).
// The C++ plans the Overlord's orders itself, so an order of its plan
// that differed from Go's would show as another order; the test requires
// the Go player to follow the plan on nearly every unit.
func TestExportedPlanPlayerMatchesGo(t *testing.T) {
	exporttest.Gxx(t)
	net, spec := harness().Net(t, env.Plan, policies.DefaultNet, 17)
	followPlan(net)
	res := exporttest.Loaded(t, net, spec, "EdaPlan")
	c := exporttest.Case{Harness: harness(), Src: res.Source, Name: "EdaPlan", Ref: exporttest.SaveNet(t, res.Net, spec, "quantised.ckpt"),
		Float: exporttest.SaveNet(t, net, spec, "float.ckpt"), Seeds: []int32{1, 2, 3, 4, 5},
		Opponents: []string{"Dummy", "Overlord", "Random", "Demo"}, Views: true, Mode: env.Plan}
	orders := countOrders(&c)
	pl := dom.NewPlanner(dom.OverlordStyle, nil) // the plan encoder's planner
	units, follow := 0, 0
	c.Ref = exporttest.Watched(c.Ref, func(em env.Match, me int, out []jutge.Order) {
		m := em.(*dom.Match)
		pl.Plan(m, me)
		given := map[int]grid.Dir{}
		for _, o := range out {
			given[o.Unit] = grid.Dir(o.Dir)
		}
		for _, id := range Units(m, me) {
			d, ok := given[id]
			if !ok {
				d = grid.None
			}
			units++
			if d == pl.OrderOf(id) {
				follow++
			}
		}
	})
	c.Run(t)
	checkOrders(t, orders)
	t.Logf("the Go player gave the Overlord's order to %d/%d units", follow, units)
	if follow*100 < units*99 {
		t.Errorf("the Go player follows the Overlord's order on %d/%d units only: the test would miss a wrong plan", follow, units)
	}
}

// followPlan rewires net's units 0..8 of both hidden layers and its
// logits 0..8 so that order feature d (the Overlord's order d) drives
// first-layer unit d (and nothing else does), that unit drives second-layer
// unit d, and that unit raises logit d far above the others: the network
// plays the Overlord's order wherever the mask allows it.
func followPlan(n *policies.Net) {
	l, h1, h2 := n.Layout, n.Config.Hidden1, n.Config.Hidden2
	w1, w2, w3 := n.W1(), n.W2(), n.W3()
	for d := range int(grid.NumDirs) {
		for in := range l.CropLen + l.Features {
			w1[in*h1+d] = 0
		}
		w1[(l.CropLen+fOrder+d)*h1+d] = 4
		n.B1()[d] = -2 // tanh(2) with the order, tanh(-2) without
		for i := range h1 {
			w2[i*h2+d] = 0
		}
		w2[d*h2+d] = 4
		n.B2()[d] = 0
		w3[d*l.Actions+d] += 1e4
	}
}

// TestExportedPlanPlayerInputRows compares, besides the orders, the
// plan-mode network input row and mask of every unit of every state, bit
// for bit (20 planes, 21 features and the Overlord's order the C++ plans),
// on 2 matches against Dummy, Overlord, Random and Demo seen from all four
// seats, and requires every plane and feature and the plan cases
// (planCases: every order of the one-hot, each unit type moved and kept
// still) among the rows.
func TestExportedPlanPlayerInputRows(t *testing.T) {
	exporttest.Exported(t, env.Plan, 5, exporttest.Case{Harness: harness(), Name: "EdaPlanRows", Seeds: []int32{7, 8},
		Opponents: []string{"Dummy", "Overlord", "Random", "Demo"}, Views: true}, exporttest.Rows).Run(t)
}
