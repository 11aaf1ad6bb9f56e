package madmax

// unreachable is the distance of a cell no path reaches.
const unreachable = 1 << 30

// distances computes, for every cell, the cost of the cheapest path from it
// to the nearest source, moving in the 8 directions through cells for which
// pass holds. Leaving a cell costs step(cell) (1 or more, at most 4). dist
// and the queue buckets are reused.
type distances struct {
	rows, cols int
	buckets    [5][]int32
}

func (d *distances) run(dist []int32, sources []int32, pass func(k int) bool, step func(k int) int32) {
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
			i, j := int(k)/d.cols, int(k)%d.cols
			for di := -1; di <= 1; di++ {
				for dj := -1; dj <= 1; dj++ {
					ni, nj := i+di, j+dj
					if (di == 0 && dj == 0) || ni < 0 || nj < 0 || ni >= d.rows || nj >= d.cols {
						continue
					}
					n := ni*d.cols + nj
					if !pass(n) {
						continue
					}
					nd := cur + step(n)
					if nd < dist[n] {
						dist[n] = nd
						d.buckets[nd%5] = append(d.buckets[nd%5], int32(n))
						pending++
					}
				}
			}
		}
		*b = (*b)[:0]
	}
}
