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

// escape picks the step from k that takes it farthest from the nearest
// rival witch, onto a free, unhaunted cell no own unit moves into, and
// marks it taken. With Style.FleeLook it also weighs how far the unit can
// get two steps beyond (flight), so that it does not run into a corner.
func (d *Planner) escape(k int, dirs []grid.Dir) (grid.Dir, bool) {
	best, bestScore := grid.None, d.wdist[k]
	if d.s.FleeLook > 0 {
		bestScore = 16*d.wdist[k] + 15
	}
	for _, e := range dirs {
		kq := int(d.nbr[8*k+int(e)])
		if !d.open(kq) || d.taken[kq] || d.nearWitch(kq) {
			continue
		}
		s := d.wdist[kq]
		if d.s.FleeLook > 0 {
			s = 16*s + int32(d.s.FleeLook)*d.flight(kq, dirs) + d.openNeighbours(kq, dirs)
		}
		if s > bestScore {
			best, bestScore = e, s
		}
	}
	if best == grid.None {
		return best, false
	}
	d.taken[int(d.nbr[8*k+int(best)])] = true
	return best, true
}

// open reports whether cell k (-1 off the board) has no wall and no unit.
func (d *Planner) open(k int) bool { return k >= 0 && !d.wall[k] && d.unit[k] < 0 }

// openNeighbours counts k's open neighbours in dirs.
func (d *Planner) openNeighbours(k int, dirs []grid.Dir) int32 {
	c := int32(0)
	for _, e := range dirs {
		if d.open(int(d.nbr[8*k+int(e)])) {
			c++
		}
	}
	return c
}

// flight is the largest distance to the nearest rival witch among the
// cells one or two steps in dirs from k through open cells.
func (d *Planner) flight(k int, dirs []grid.Dir) int32 {
	far := int32(0)
	for _, e := range dirs {
		k2 := int(d.nbr[8*k+int(e)])
		if !d.open(k2) {
			continue
		}
		far = max(far, d.wdist[k2])
		for _, f := range dirs {
			if k3 := int(d.nbr[8*k2+int(f)]); d.open(k3) {
				far = max(far, d.wdist[k3])
			}
		}
	}
	return far
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
