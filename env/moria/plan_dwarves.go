package moria

import "github.com/edagym/edagym/env/grid"

// planAttack makes a dwarf hit the weakest adjacent enemy dwarf or wizard,
// or an adjacent orc when it is healthy.
func (d *Planner) planAttack(id int) {
	m := d.m
	u := m.Unit(id)
	best, bestH := grid.None, 1<<30
	for dir := grid.Bottom; dir < grid.None; dir++ {
		p := u.Pos.Add(dir)
		if !ok(p) {
			continue
		}
		t := int(m.Cell(p).Unit)
		if t < 0 {
			continue
		}
		v := m.Unit(t)
		h := v.Health
		switch {
		case v.Owner >= 0 && v.Owner != d.me:
		case v.Type == Orc && u.Health >= 50:
			h += 1000 // clan units first
		default:
			continue
		}
		if h < bestH {
			best, bestH = dir, h
		}
	}
	if best != grid.None {
		d.push(planned{id, best, index(u.Pos), -1, bestH})
	}
}

// planDwarf sends a dwarf towards its best target.
func (d *Planner) planDwarf(id int) {
	m := d.m
	u := m.Unit(id)
	src := index(u.Pos)
	weak := u.Health < 50
	if (!d.reachKnown || d.reachStale) && d.searched >= reachPays {
		d.markReach()
	}
	if d.reach[src] > maxDist && !d.exhaustive {
		d.add(id, u.Pos, d.flee(u.Pos)) // the search would find nothing (plan_reach.go)
		return
	}
	d.stamp++
	st := d.stamp
	d.resetQueue()
	maxValue := max(float64(d.s.DwarfValue), float64(d.s.WizardValue), float64(m.Settings().TreasureValue)+1) // the most a cell can be worth
	lim := bounds{maxDist, maxDist}
	push := func(k int, dist int32, f grid.Dir) {
		if d.seen[k] == st && d.dist[k] <= dist || !d.useful(k, dist, lim) {
			return
		}
		d.seen[k], d.dist[k], d.first[k] = st, dist, f
		d.enqueue(k, dist)
	}
	d.seen[src], d.dist[src] = st, 0
	bestScore, bestK := 0.0, -1
	// neighbours of the source
	for dir := grid.Bottom; dir < grid.None; dir++ {
		p := u.Pos.Add(dir)
		if !ok(p) {
			continue
		}
		k := index(p)
		if v, extra := d.value(k); v > 0 && d.enemy[k] {
			if s := float64(v) / float64(1+extra); s > bestScore {
				bestScore, bestK = s, k
				lim = boundsFor(bestScore, maxValue)
				d.seen[k], d.dist[k], d.first[k] = st, 1, dir
			}
			continue
		}
		c := d.cost(k, true)
		if c < 0 || weak && d.orcNear(p) {
			continue
		}
		push(k, c, dir)
	}
	for dist := int32(1); dist <= maxDist; dist++ {
		if bestScore > 0 && maxValue/float64(dist) <= bestScore {
			break
		}
		for e := d.head[dist]; e >= 0; e = d.next[e] {
			k := int(d.cell[e])
			if d.dist[k] != dist || d.done[k] == st {
				continue
			}
			d.done[k] = st
			d.searched++
			if v, _ := d.value(k); v > 0 {
				if s := float64(v) / float64(dist); s > bestScore {
					bestScore, bestK = s, k
					lim = boundsFor(bestScore, maxValue)
				}
			}
			f := d.first[k]
			for _, n := range neighbours[k] {
				if n < 0 {
					continue
				}
				qk := int(n)
				if d.enemy[qk] {
					if v, extra := d.value(qk); v > 0 {
						if s := float64(v) / float64(dist+1+extra); s > bestScore {
							bestScore, bestK = s, qk
							lim = boundsFor(bestScore, maxValue)
							if d.seen[qk] != st || d.dist[qk] > dist+1 {
								d.seen[qk], d.dist[qk], d.first[qk] = st, dist+1, f
							}
						}
					}
					continue
				}
				if c := d.cost(qk, false); c >= 0 {
					push(qk, dist+c, f)
				}
			}
		}
	}
	dir := grid.None
	if bestK >= 0 {
		dir = d.first[bestK]
		if d.enemy[bestK] {
			d.claims[bestK]++
		} else {
			d.claims[bestK] = 1
		}
		d.reachStale = true
	} else {
		dir = d.flee(u.Pos)
		if !d.reachKnown || d.reachStale {
			d.markReach() // the targets near here are taken: later dwarves may skip
		}
	}
	d.add(id, u.Pos, dir)
}

// flee picks a free step out of danger, farthest from the Balrog, or None.
func (d *Planner) flee(p Pos) grid.Dir {
	if !d.danger[index(p)] {
		return grid.None
	}
	b := d.m.Unit(d.m.BalrogID()).Pos
	best, bestD := grid.None, Chebyshev(p, b)*10+Manhattan(p, b)
	for dir := grid.Bottom; dir < grid.None; dir++ {
		q := p.Add(dir)
		if !ok(q) || d.blocked[index(q)] {
			continue
		}
		c := d.m.Cell(q)
		if c.Unit >= 0 || (c.Type != Cave && c.Type != Outside) {
			continue
		}
		if v := Chebyshev(q, b)*10 + Manhattan(q, b); v > bestD {
			best, bestD = dir, v
		}
	}
	return best
}

// add records a move and blocks the cell it steps into.
func (d *Planner) add(id int, from Pos, dir grid.Dir) {
	target := -1
	if dir != grid.None {
		q := from.Add(dir)
		c := d.m.Cell(q)
		if (c.Unit < 0 || d.vacated[index(q)]) && (c.Type == Cave || c.Type == Outside) {
			target = index(q)
			d.blocked[target] = true
			d.vacated[index(from)] = true
		}
	}
	d.push(planned{id, dir, index(from), target, noTarget})
}
