package dominator

import "github.com/edagym/edagym/env/grid"

// With Style.FleeRadius, farmers and knights near a rival witch step away
// from it before anything else.

// witchDist fills wdist with the Manhattan distance from every cell to the
// nearest rival witch.
func (d *Planner) witchDist() {
	if len(d.wdist) != d.n*d.n {
		d.wdist = make([]int32, d.n*d.n)
	}
	for k := range d.wdist {
		d.wdist[k] = 1 << 20
	}
	for pl := 1; pl < 4; pl++ {
		for _, id := range d.v.Witches(pl) {
			w := d.v.Unit(id).Pos
			for k := range d.wdist {
				p := Pos{I: k / d.n, J: k % d.n}
				d.wdist[k] = min(d.wdist[k], int32(p.Dist(w)))
			}
		}
	}
}

// escape picks the step from k that most increases the distance to the
// nearest rival witch, onto a free, unhaunted cell no own unit moves into,
// and marks it taken.
func (d *Planner) escape(k int, dirs []grid.Dir) (grid.Dir, bool) {
	best, far := grid.None, d.wdist[k]
	for _, e := range dirs {
		kq := int(d.nbr[8*k+int(e)])
		if kq < 0 || d.wall[kq] || d.unit[kq] >= 0 || d.taken[kq] || d.nearWitch(kq) {
			continue
		}
		if d.wdist[kq] > far {
			best, far = e, d.wdist[kq]
		}
	}
	if best == grid.None {
		return best, false
	}
	d.taken[int(d.nbr[8*k+int(best)])] = true
	return best, true
}

// nearWitch reports whether cell k is haunted or within distance 2 of a
// witch, where any witch stands or where one of ours moves this round.
func (d *Planner) nearWitch(k int) bool {
	c := Pos{I: k / d.n, J: k % d.n}
	if d.v.Cell(c).Haunted {
		return true
	}
	for _, p := range d.wpos {
		if p.Dist(c) <= 2 {
			return true
		}
	}
	return false
}
