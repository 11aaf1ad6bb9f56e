package dominator

import (
	"testing"

	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/export/exporttest"
)

// orderCases name the kinds of move the reference orders, which the
// exported player must then order identically: each one is a case of the
// mask (a move the C++ refused, or a move it allowed that Go refuses and
// the network preferred, would show as a different order).
var orderCases = []string{"farmer", "witch", "knight orthogonal", "knight diagonal", "knight attack", "onto a haunted cell"}

// countOrders makes c's reference count its orders by kind, in every seat
// it is asked to play (the views included), into the tally it returns.
func countOrders(c *exporttest.Case) exporttest.Tally {
	count := exporttest.Tally{}
	c.Ref = exporttest.Watched(c.Ref, func(em env.Match, me int, orders []jutge.Order) {
		m := em.(*dom.Match)
		v := m.View(me)
		for _, o := range orders {
			u := m.Unit(o.Unit)
			d := grid.Dir(o.Dir)
			to := u.Pos.Add(v.RealDir(d))
			switch {
			case u.Type == dom.Farmer:
				count["farmer"]++
			case u.Type == dom.Witch:
				count["witch"]++
			case m.UnitAt(to) >= 0:
				count["knight attack"]++
			case d.Diagonal():
				count["knight diagonal"]++
			default:
				count["knight orthogonal"]++
			}
			if m.Haunted(to) {
				count["onto a haunted cell"]++
			}
		}
	})
	return count
}

// checkOrders logs the counts and fails when a kind has none.
func checkOrders(t *testing.T, count exporttest.Tally) {
	t.Helper()
	count.Check(t, "the reference's orders, by kind", orderCases, orderCases)
}
