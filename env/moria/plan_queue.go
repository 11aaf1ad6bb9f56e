package moria

// The dwarves' cheapest-path search reads cells by increasing distance,
// each distance in the order they were queued, up to maxDist. The queue is
// per-distance lists in fixed arrays, so a search allocates nothing.
const (
	maxDist = 50 // a dwarf looks no farther
	// queueN bounds the entries of one search: a cell is queued only when
	// its distance improves, by its first step or by a neighbour done.
	queueN = 8*cells + 8
)

func (d *Planner) resetQueue() {
	for i := range d.head {
		d.head[i], d.tail[i] = -1, -1
	}
	d.used = 0
}

// enqueue appends cell k at distance dist; beyond maxDist it is never read.
func (d *Planner) enqueue(k int, dist int32) {
	if dist > maxDist {
		return
	}
	e := d.used
	d.used++
	d.cell[e], d.next[e] = int32(k), -1
	if d.tail[dist] < 0 {
		d.head[dist] = e
	} else {
		d.next[d.tail[dist]] = e
	}
	d.tail[dist] = e
}
