package dominator

import "github.com/edagym/edagym/env/grid"

// playKnights attacks the weakest adjacent rival or walks to the nearest.
func (d *Planner) playKnights() {
	d.knightField()
	for _, id := range d.v.Knights(0) {
		p := d.v.Unit(id).Pos
		best, bestHealth := grid.None, 1<<30
		for _, dir := range all8 {
			q := p.Add(dir)
			if !d.in(q) {
				continue
			}
			if u, ok := d.rival(d.idx(q)); ok {
				h := u.Health
				switch {
				case u.Health <= d.s.KnightFinish:
					h -= 4000 // this hit captures it: the weakest such first, farmer or knight
				case u.Type == Farmer:
					h -= 1000 // farmers first: they fall in two hits
				}
				if h < bestHealth {
					best, bestHealth = dir, h
				}
			}
		}
		if d.s.FleeRadius > 0 && int(d.wdist[d.idx(p)]) <= d.s.FleeRadius {
			if e, ok := d.escape(d.idx(p), all8); ok {
				d.emit(id, (e))
				continue
			}
		}
		if best == grid.None && d.v.Unit(id).Health < d.s.KnightHeal {
			d.emit(id, (grid.None))
			continue
		}
		if best == grid.None {
			best = d.knightStep(p)
			if best != grid.None {
				d.taken[d.idx(p.Add(best))] = true
			}
		}
		d.emit(id, (best))
	}
}

// A knight walks to the nearest rival farmer or knight outside the danger
// cells, through free, safe cells (bfs from the knight, eight steps). One
// search per knight crossed the whole board for each of up to 30 knights
// a round; knightField spreads one distance field from the rivals instead,
// and knightStep reads from it the step that search would take.

// safeRival reports whether cell k holds a rival farmer or knight outside
// the danger cells: a knight's goal.
func (d *Planner) safeRival(k int) bool {
	_, ok := d.rival(k)
	return ok && !d.danger[k]
}

// free reports whether a knight may walk through cell k: no wall, no unit,
// no danger.
func (d *Planner) free(k int) bool { return !d.wall[k] && d.unit[k] < 0 && !d.danger[k] }

// knightField sets kfield: for every free cell, the fewest knight steps to
// a goal through free cells (the last step onto the goal); 0 on a goal,
// noPath elsewhere.
func (d *Planner) knightField() {
	d.queue = d.queue[:0]
	for k := range d.kfield {
		d.kfield[k] = noPath
		if d.safeRival(k) {
			d.kfield[k] = 0
			d.queue = append(d.queue, int32(k))
		}
	}
	for h := 0; h < len(d.queue); h++ {
		k := int(d.queue[h])
		for dir := range 8 {
			kq := int(d.nbr[8*k+dir])
			if kq >= 0 && d.kfield[kq] == noPath && d.free(kq) {
				d.kfield[kq] = d.kfield[k] + 1
				d.queue = append(d.queue, int32(kq))
			}
		}
	}
}

const noPath = 1 << 30

// knightStep is the first step of the knight at s toward its goal, the one
// bfs(s, all8, ..., safeRival) returns: a goal beside it, the first in
// all8's order; else the first free neighbour in that order with the least
// field. (A breadth-first search reaches its layers grouped by first step,
// in all8's order, so the first goal it meets is behind the first such
// neighbour.)
//
// A neighbour, free or a goal, that one of ours moves into this round is
// closed to this knight's search, which the field does not know. A path
// through such a cell b is at least 1 + kfield[b] long from any neighbour,
// so the field's least neighbours are still the search's when their field
// is at most the least kfield[b]; otherwise the search itself runs (a
// rival beside a knight is attacked before, so a closed goal is rare).
func (d *Planner) knightStep(s Pos) grid.Dir {
	ks := d.idx(s)
	best, least, closed := grid.None, int32(noPath), int32(noPath)
	for _, dir := range all8 {
		kq := int(d.nbr[8*ks+int(dir)])
		switch {
		case kq < 0:
		case d.taken[kq] && (d.safeRival(kq) || d.free(kq)):
			closed = min(closed, d.kfield[kq])
		case d.safeRival(kq):
			return dir // the search meets the goals beside it first
		case d.free(kq) && d.kfield[kq] < least:
			best, least = dir, d.kfield[kq]
		}
	}
	if closed != noPath && !(least < noPath && least <= closed) {
		best, _ = d.bfs(s, all8, 1<<20, d.safeRival)
	}
	return best
}
