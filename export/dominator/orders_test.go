package dominator

import (
	"fmt"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/jutge"
)

// orderCases name the kinds of move the reference orders, which the
// exported player must then order identically: each one is a case of the
// mask (a move the C++ refused, or a move it allowed that Go refuses and
// the network preferred, would show as a different order).
var orderCases = []string{"farmer", "witch", "knight orthogonal", "knight diagonal", "knight attack", "onto a haunted cell"}

// orderCounter counts the reference's orders by kind, in every seat it is
// asked to play (the views included).
type orderCounter struct{ count map[string]int }

func newOrderCounter() *orderCounter { return &orderCounter{count: map[string]int{}} }

// wrap makes players that play as f's and count their orders.
func (c *orderCounter) wrap(f env.PlayerFactory) env.PlayerFactory {
	return func(seat int, r *jutge.Random) env.Player { return &countingPlayer{f(seat, r), c} }
}

type countingPlayer struct {
	env.Player
	c *orderCounter
}

func (p *countingPlayer) Play(em env.Match, me int, out *jutge.Orders) {
	p.Player.Play(em, me, out)
	m := em.(*dom.Match)
	v := m.View(me)
	for _, o := range out.List() {
		u := m.Unit(o.Unit)
		d := dom.Dir(o.Dir)
		to := u.Pos.Add(v.RealDir(d))
		switch {
		case u.Type == dom.Farmer:
			p.c.count["farmer"]++
		case u.Type == dom.Witch:
			p.c.count["witch"]++
		case m.UnitAt(to) >= 0:
			p.c.count["knight attack"]++
		case d.Diagonal():
			p.c.count["knight diagonal"]++
		default:
			p.c.count["knight orthogonal"]++
		}
		if m.Haunted(to) {
			p.c.count["onto a haunted cell"]++
		}
	}
}

// check logs the counts and fails when a kind has none.
func (c *orderCounter) check(t *testing.T) {
	t.Helper()
	var parts []string
	for _, k := range orderCases {
		parts = append(parts, fmt.Sprintf("%s %d", k, c.count[k]))
	}
	t.Logf("the reference's orders, by kind: %s", strings.Join(parts, ", "))
	for _, k := range orderCases {
		if c.count[k] == 0 {
			t.Errorf("the reference never ordered a %s move", k)
		}
	}
}
