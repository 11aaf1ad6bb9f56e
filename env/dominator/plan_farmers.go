package dominator

import "github.com/edagym/edagym/env/grid"

// farmerTarget reports whether a farmer should head for cell k.
func (d *Planner) farmerTarget(k int) bool {
	return d.owner[k] != 0 && !d.claimed[k] && d.unit[k] < 0 && !d.danger[k]
}

// landField is the walking distance from every cell to the nearest free,
// safe cell that is not ours, through free, safe cells.
func (d *Planner) landField() {
	d.queue = d.queue[:0]
	for k := range d.land {
		d.land[k] = 1 << 20
		if !d.wall[k] && d.farmerTarget(k) {
			d.land[k] = 0
			d.queue = append(d.queue, int32(k))
		}
	}
	for h := 0; h < len(d.queue); h++ {
		k := int(d.queue[h])
		for _, dir := range orth {
			kq := int(d.nbr[8*k+int(dir)])
			if kq < 0 || d.wall[kq] || d.land[kq] <= d.land[k]+1 {
				continue
			}
			d.land[kq] = d.land[k] + 1
			if d.unit[kq] < 0 && !d.danger[kq] {
				d.queue = append(d.queue, int32(kq))
			}
		}
	}
}

// farmerReach is how far a farmer searches for a target of its own; beyond
// it, it follows the shared distance field.
const farmerReach = 12

// playFarmers sends each farmer to the nearest unclaimed cell not ours.
func (d *Planner) playFarmers() {
	d.landField()
	for _, id := range d.v.Farmers(0) {
		p := d.v.Unit(id).Pos
		k := d.idx(p)
		dir, target := grid.None, -1
		if d.s.FleeRadius > 0 && int(d.wdist[k]) <= d.s.FleeRadius {
			if e, ok := d.escape(k, orth); ok {
				d.emit(id, (e))
				continue
			}
		}
		if d.land[k] < 1<<20 {
			dir, target = d.bfs(p, orth, farmerReach, d.farmerTarget)
		}
		if target >= 0 {
			d.claimed[target] = true
		} else if d.land[k] < 1<<20 {
			best := d.land[k]
			for _, e := range orth {
				kq := int(d.nbr[8*k+int(e)])
				if kq >= 0 && !d.wall[kq] && d.unit[kq] < 0 && !d.danger[kq] && !d.taken[kq] && d.land[kq] < best {
					dir, best = e, d.land[kq]
				}
			}
		}
		if dir != grid.None {
			d.taken[d.idx(p.Add(dir))] = true
		}
		d.emit(id, (dir))
	}
}
