package moria

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/moria"
)

// Dummy is a scripted player written from the rules; its play is
// env/moria's Planner (plan.go says what it does) in a Style.
type Dummy struct{ p *moria.Planner }

// NewDummy makes a Dummy. It draws no random numbers: r is unused.
func NewDummy(r *jutge.Random) *Dummy { return newDummy(moria.DummyStyle) }

func newDummy(s moria.Style) *Dummy { return &Dummy{p: moria.NewPlanner(s)} }

// Play decides every order of the round.
func (d *Dummy) Play(em env.Match, me int, out *jutge.Orders) {
	d.p.Plan(em.(*moria.Match), me)
	for _, o := range d.p.Orders() {
		out.Add(o.ID, int(o.Dir))
	}
}
