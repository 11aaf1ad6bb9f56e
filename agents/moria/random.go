package moria

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/moria"
)

// Random gives each of its units, in a random order, a direction drawn
// uniformly among those the engine accepts for it: any of the 9 for a
// dwarf, the 4 orthogonal ones or None for a wizard.
type Random struct {
	r     *jutge.Random
	units []int
	perm  []int
}

// Play draws the orders.
func (p *Random) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*moria.Match)
	p.units = append(append(p.units[:0], m.Dwarves(me)...), m.Wizards(me)...)
	p.perm = p.r.Permutation(len(p.units), p.perm)
	for _, k := range p.perm {
		id := p.units[k]
		if m.Unit(id).Type == moria.Wizard {
			out.Add(id, 2*p.r.Int(0, 4))
		} else {
			out.Add(id, p.r.Int(0, int(grid.None)))
		}
	}
}
