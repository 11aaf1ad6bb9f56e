package moria

// Late in a match most dwarves of a large clan find nothing to head for:
// the open targets near them are claimed, and their searches run to
// maxDist for nothing. Once a search has found nothing, markReach gives
// every cell a lower bound on the cost a search from it pays to score an
// open target; a later dwarf beyond maxDist skips its search and flees, the
// order the search would have given. Claims and blocked cells only raise
// the true cost, so the bound holds for the rest of the round.

// markReach computes d.reach backwards from the open targets: 0 on an open
// target or beside an open enemy, else the cheapest path of entering costs
// to one; maxDist+1 beyond maxDist.
func (d *Planner) markReach() {
	d.reachKnown, d.reachStale = true, false
	for k := range d.reach {
		d.reach[k] = maxDist + 1
	}
	d.resetQueue()
	for k := range cells {
		if v, _ := d.value(k); v <= 0 {
			continue
		}
		if !d.enemy[k] {
			d.lower(k, 0)
			continue
		}
		for _, n := range neighbours[k] {
			if n >= 0 {
				d.lower(int(n), 0)
			}
		}
	}
	for dist := int32(0); dist <= maxDist; dist++ {
		for e := d.head[dist]; e >= 0; e = d.next[e] {
			z := int(d.cell[e])
			c := d.cost(z, false)
			if d.reach[z] != dist || c < 0 { // stale, or z cannot be entered
				continue
			}
			for _, n := range neighbours[z] {
				if n >= 0 {
					d.lower(int(n), dist+c)
				}
			}
		}
	}
}

func (d *Planner) lower(k int, dist int32) {
	if dist >= d.reach[k] {
		return
	}
	d.reach[k] = dist
	d.enqueue(k, dist)
}
