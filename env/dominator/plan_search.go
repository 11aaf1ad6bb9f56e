package dominator

import "github.com/edagym/edagym/env/grid"

// bfs searches from s over free, safe cells with the given steps for the
// nearest cell accepted by goal (which may be occupied), and returns the
// first step towards it and the goal cell, or None and -1.
func (d *Planner) bfs(s Pos, dirs []grid.Dir, maxDepth int32, goal func(k int) bool) (grid.Dir, int) {
	d.stamp++
	if d.stamp == 0 {
		clear(d.seen)
		d.stamp = 1
	}
	d.queue = d.queue[:0]
	ks := d.idx(s)
	d.seen[ks] = d.stamp
	d.depth[ks] = 0
	d.queue = append(d.queue, int32(ks))
	for h := 0; h < len(d.queue); h++ {
		k := int(d.queue[h])
		if d.depth[k] >= maxDepth {
			break
		}
		for _, dir := range dirs {
			kq := int(d.nbr[8*k+int(dir)])
			if kq < 0 || d.seen[kq] == d.stamp || d.wall[kq] {
				continue
			}
			d.seen[kq] = d.stamp
			d.depth[kq] = d.depth[k] + 1
			f := int8(dir)
			if k != ks {
				f = d.first[k]
			}
			d.first[kq] = f
			if goal(kq) {
				if k == ks && d.taken[kq] {
					continue
				}
				return grid.Dir(f), kq
			}
			if d.unit[kq] >= 0 || d.danger[kq] || (k == ks && d.taken[kq]) {
				continue
			}
			d.queue = append(d.queue, int32(kq))
		}
	}
	return grid.None, -1
}
