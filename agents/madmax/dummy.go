package madmax

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	mm "github.com/edagym/edagym/env/madmax"
)

// Dummy is a scripted player written from the rules; its play is
// env/madmax's Planner (plan.go says what it does) in a Style.
type Dummy struct{ p *mm.Planner }

func newDummy(s mm.Style) *Dummy { return &Dummy{p: mm.NewPlanner(s)} }

// Play implements env.Player.
func (d *Dummy) Play(em env.Match, me int, out *jutge.Orders) {
	d.p.Plan(em.(*mm.Match), me)
	for _, o := range d.p.Orders() {
		out.Add(o.ID, int(o.Dir))
	}
}
