package moria

// A dwarf's search scores a target by its value per cost and stops once no
// farther target can beat the best so far. Two lower bounds make it cheap:
// per cell, the cost a search from it pays to score an open target (reach),
// and to score one worth more than a cave (reachHi: a treasure or an enemy).
// Claims and blocked cells only raise the true costs, so both bounds hold
// for the rest of the round.
//
// With them the search skips the cells that cannot lead to a better target
// (useful): such a cell changes no score and no first step of a cell that
// can, since each of its neighbours is as useless as it is. The order is the
// one the full search gives. Late in a match most dwarves of a large clan
// find nothing within maxDist at all: they skip their search and flee, the
// order the search would have given.

// reachPays is how many cells the searches read before markReach is worth
// its cost (it reads every cell twice): a plan marks once its searches have
// read as many, and again when claims have made the bounds stale and they
// have read as many since; also when a search found nothing. Until the
// first mark the bounds hold with reach and reachHi 0.
const reachPays = 2 * cells

// caveValue is the most an open cave is worth (another clan's); every other
// target counts in reachHi.
const caveValue = 2

// markReach computes d.reach and d.reachHi backwards from the open targets.
func (d *Planner) markReach() {
	d.reachKnown, d.reachStale, d.searched = true, false, 0
	d.markReachAbove(&d.reach, 0)
	d.markReachAbove(&d.reachHi, caveValue)
}

// markReachAbove fills reach with the cheapest path of entering costs to a
// target worth more than floor: 0 on such a target or beside such an enemy,
// maxDist+1 beyond maxDist.
func (d *Planner) markReachAbove(reach *[cells]int32, floor float32) {
	for k := range reach {
		reach[k] = maxDist + 1
	}
	d.resetQueue()
	for k := range cells {
		if v, _ := d.value(k); v <= floor {
			continue
		}
		if !d.enemy[k] {
			d.lower(reach, k, 0)
			continue
		}
		for _, n := range neighbours[k] {
			if n >= 0 {
				d.lower(reach, int(n), 0)
			}
		}
	}
	for dist := int32(0); dist <= maxDist; dist++ {
		for e := d.head[dist]; e >= 0; e = d.next[e] {
			z := int(d.cell[e])
			c := d.cost(z, false)
			if reach[z] != dist || c < 0 { // stale, or z cannot be entered
				continue
			}
			for _, n := range neighbours[z] {
				if n >= 0 {
					d.lower(reach, int(n), dist+c)
				}
			}
		}
	}
}

// lower sets reach[k] to dist and queues k, if dist is lower.
func (d *Planner) lower(reach *[cells]int32, k int, dist int32) {
	if dist >= reach[k] {
		return
	}
	reach[k] = dist
	d.enqueue(k, dist)
}

// bounds are the farthest a search may still look, by the two bounds: a cell
// at distance dist is useful while dist+reach <= cave or dist+reachHi <= hi.
type bounds struct{ cave, hi int32 }

// boundsFor gives the bounds once the best score is best: the farthest
// distances at which a target worth caveValue, or maxValue, still beats it.
func boundsFor(best, maxValue float64) bounds {
	return bounds{farthest(caveValue, best), farthest(maxValue, best)}
}

// farthest is the largest distance up to maxDist at which value per
// distance beats best (0 when none does: value/0 is +Inf).
func farthest(value, best float64) int32 {
	dist := int32(maxDist)
	for dist > 0 && value/float64(dist) <= best {
		dist--
	}
	return dist
}

func (d *Planner) useful(k int, dist int32, b bounds) bool {
	return dist+d.reach[k] <= b.cave || dist+d.reachHi[k] <= b.hi || d.exhaustive
}
