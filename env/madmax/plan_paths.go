package madmax

// unreachable is the distance of a cell no path reaches.
const unreachable = 1 << 30

// distances computes, for every cell, the cost of the cheapest path from it
// to the nearest source, moving in the 8 directions: entering cell k costs
// step[k] (1 to 4), 0 where no path goes. dist and the queue buckets are
// reused.
type distances struct {
	near    [][]int32 // per cell: its on-board 8-neighbours (Board.near)
	buckets [5][]int32
}

func (d *distances) run(dist []int32, sources []int32, step []int32) {
	for k := range dist {
		dist[k] = unreachable
	}
	for b := range d.buckets {
		d.buckets[b] = d.buckets[b][:0]
	}
	for _, s := range sources {
		dist[s] = 0
		d.buckets[0] = append(d.buckets[0], s)
	}
	pending := len(sources)
	for cur := int32(0); pending > 0; cur++ {
		b := &d.buckets[cur%5]
		for x := 0; x < len(*b); x++ {
			k := (*b)[x]
			pending--
			if dist[k] != cur {
				continue
			}
			for _, n := range d.near[k] {
				s := step[n]
				if s == 0 {
					continue
				}
				if nd := cur + s; nd < dist[n] {
					dist[n] = nd
					d.buckets[nd%5] = append(d.buckets[nd%5], n)
					pending++
				}
			}
		}
		*b = (*b)[:0]
	}
}
