package moria

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/moria"
)

// Demo is the original's demo player, ported exactly (engine spec §9),
// quirks included: it never attacks on purpose.
type Demo struct {
	r    *jutge.Random
	kind map[int]int // per wizard: 0 or 1, drawn the first time it is seen
	perm []int
}

// NewDemo makes a Demo drawing from r.
func NewDemo(r *jutge.Random) *Demo { return &Demo{r: r, kind: map[int]int{}} }

// Play gives orders to the dwarves, in a random order, then to the wizards.
func (d *Demo) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*moria.Match)
	round := m.Round()
	dw := m.Dwarves(me)
	d.perm = d.r.PermutationNoLast(len(dw), d.perm)
	for _, k := range d.perm {
		id := dw[k]
		if d.r.Int(0, 2) == 0 {
			out.Add(id, d.r.Int(0, 7))
			continue
		}
		switch {
		case round < 40:
			out.Add(id, int(grid.Left))
		case round > 180:
			out.Add(id, int(grid.None))
		case d.r.Int(0, 1) == 1:
			out.Add(id, int(d.randomSetDir()))
		case m.Status(0) > 0.8:
			out.Add(id, int(grid.Left))
		case m.Unit(id).Health < 20:
			out.Add(id, 2*d.r.Int(0, 3))
		case m.CellAt(10, 20).Owner == 2:
			out.Add(id, int(grid.TL))
		case m.NbCells(3) > 50:
			out.Add(id, int(grid.LB))
		case m.NbTreasures(me) < 4:
			out.Add(id, int(grid.BR))
		case m.CellAt(20, 30).Type == moria.Cave:
			out.Add(id, int(grid.Bottom))
		case m.CellAt(2, 2).Treasure:
			out.Add(id, int(grid.Top))
		}
	}
	for _, id := range m.Wizards(me) {
		k, ok := d.kind[id]
		if !ok {
			k = d.r.Int(0, 1)
			d.kind[id] = k
		}
		if k == 0 {
			out.Add(id, 2*d.r.Int(0, 3))
		} else {
			out.Add(id, 2*(round%4))
		}
	}
}

// randomSetDir draws 4 distinct positions (column first), sorts them
// row-major, picks one and goes Bottom if its row is >= 30, else RT.
func (d *Demo) randomSetDir() grid.Dir {
	var set [4]moria.Pos
	n := 0
	for n < 4 {
		j := d.r.Int(0, 59)
		i := d.r.Int(0, 59)
		p := moria.Pos{I: i, J: j}
		dup := false
		for _, q := range set[:n] {
			if q == p {
				dup = true
			}
		}
		if !dup {
			set[n] = p
			n++
		}
	}
	for a := 1; a < 4; a++ {
		for b := a; b > 0 && set[b].Less(set[b-1]); b-- {
			set[b], set[b-1] = set[b-1], set[b]
		}
	}
	if set[d.r.Int(0, 3)].I >= 30 {
		return grid.Bottom
	}
	return grid.RT
}
