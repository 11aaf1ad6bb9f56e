package dominator

import (
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/jutge"
)

// Dummy is a scripted player written from the rules; its play is
// env/dominator's Planner (plan.go says what it does) in a Style.
type Dummy struct{ p *dom.Planner }

func newDummy(s dom.Style, rng *jutge.Random) *Dummy { return &Dummy{p: dom.NewPlanner(s, rng)} }

// Play implements env.Player.
func (d *Dummy) Play(m env.Match, me int, out *jutge.Orders) {
	d.p.Plan(m.(*dom.Match), me)
	for _, o := range d.p.Orders() {
		out.Add(o.ID, int(o.Dir))
	}
}
