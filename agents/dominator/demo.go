package dominator

import (
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// Demo is an exact port of the original Demo player: farmers wander (half
// at random, half in a direction that turns with the round), knights attack
// a random adjacent rival on even rounds and move diagonally on odd ones,
// and the two witches follow fixed schedules.
type Demo struct {
	rng  *jutge.Random
	kind []int8 // per farmer id: -1 unknown, else 0 or 1; kept forever
	perm []int
	set  []dom.Pos
}

// Play implements env.Player.
func (d *Demo) Play(m env.Match, me int, out *jutge.Orders) {
	v := dom.ViewOf(m, me)
	r := v.Round()
	if d.kind == nil {
		d.kind = make([]int8, m.NumUnits())
		for k := range d.kind {
			d.kind[k] = -1
		}
	}
	for _, id := range v.Farmers(0) {
		if d.kind[id] < 0 {
			d.kind[id] = int8(d.rng.Int(0, 1))
		}
		if d.kind[id] == 0 {
			out.Add(id, 2*d.rng.Int(0, 3))
		} else {
			out.Add(id, 2*(r%4))
		}
	}
	knights := v.Knights(0)
	if r%2 == 0 {
		for _, id := range knights {
			p := v.Unit(id).Pos
			var opts [8]int
			n := 0
			for dir := grid.Bottom; dir < grid.None; dir++ {
				q := p.Add(dir)
				if !v.PosOK(q) {
					continue // the original reads an empty cell and warns
				}
				if u := v.Cell(q).Unit; u >= 0 {
					if w := v.Unit(int(u)); w.Type != dom.Witch && w.Player != 0 {
						opts[n] = int(dir)
						n++
					}
				}
			}
			if n == 0 {
				out.Add(id, d.rng.Int(0, 7))
			} else {
				out.Add(id, opts[d.rng.Int(0, n-1)])
			}
		}
	} else {
		d.perm = d.rng.Permutation(len(knights), d.perm)
		for i, id := range knights {
			out.Add(id, 2*(d.perm[i]%4)+1)
		}
	}
	witches := v.Witches(0)
	if len(witches) < 2 {
		return // the original needs two witches
	}
	out.Add(witches[0], int(d.firstWitch(r)))
	out.Add(witches[1], int(d.secondWitch(v)))
}

// firstWitch goes up, left, stays, goes down, then chooses at random.
func (d *Demo) firstWitch(r int) grid.Dir {
	switch {
	case r < 40:
		return grid.Top
	case r < 80:
		return grid.Left
	case r < 120:
		return grid.None
	case r < 160:
		return grid.Bottom
	}
	d.set = d.set[:0]
	for len(d.set) < 4 {
		a := d.rng.Int(0, 36) // the column is drawn first
		b := d.rng.Int(0, 36)
		p := dom.Pos{I: b, J: a}
		dup := false
		for _, q := range d.set {
			dup = dup || q == p
		}
		if !dup {
			d.set = append(d.set, p)
		}
	}
	for x := 1; x < len(d.set); x++ { // sort by row, then column
		for y := x; y > 0 && posLess(d.set[y], d.set[y-1]); y-- {
			d.set[y], d.set[y-1] = d.set[y-1], d.set[y]
		}
	}
	if d.set[d.rng.Int(0, 3)].I < 18 {
		return grid.None
	}
	return grid.Top
}

// secondWitch follows the original's chain of tests; the first that holds
// decides.
func (d *Demo) secondWitch(v dom.View) grid.Dir {
	switch {
	case v.Status(0) > 0.8:
		return grid.Left
	case v.TotalScore(1) > 10000:
		return grid.Bottom
	case v.Land(3) > 100:
		return grid.Right
	}
	p := dom.Pos{I: 35, J: 35}
	if v.PosOK(p) && v.Cell(p).Type == dom.Wall {
		return grid.None
	}
	return grid.Top
}

func posLess(a, b dom.Pos) bool { return a.I < b.I || a.I == b.I && a.J < b.J }
