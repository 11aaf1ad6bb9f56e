package moria

import "github.com/edagym/edagym/env/grid"

// planWizard keeps a wizard beside wounded dwarves, out of danger.
func (d *Planner) planWizard(id int) {
	m := d.m
	u := m.Unit(id)
	if d.s.WizardDodge && d.foe[index(u.Pos)] <= 1 {
		if dir := d.dodge(u.Pos); dir != grid.None {
			d.add(id, u.Pos, dir) // two hits kill a wizard, and heal its killer's clan
			return
		}
	}
	src := index(u.Pos)
	d.stamp++
	st := d.stamp
	d.seen[src], d.dist[src], d.first[src] = st, 0, grid.None
	d.queue[0] = int32(src)
	n := 1 // each cell is queued once
	bestK, bestScore := -1, 0.0
	for h := 0; h < n; h++ {
		k := int(d.queue[h])
		dist := d.dist[k]
		if dist > 40 || bestScore > 0 && 3/float64(dist+1) <= bestScore {
			break
		}
		if s := d.healValue(posOf(k)) / float64(dist+1); s > bestScore {
			bestScore, bestK = s, k
		}
		for _, dir := range [4]grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left} {
			q := posOf(k).Add(dir)
			if !ok(q) {
				continue
			}
			qk := index(q)
			if d.seen[qk] == st || d.danger[qk] || d.blocked[qk] {
				continue
			}
			c := m.Cell(q)
			if c.Type != Cave && c.Type != Outside {
				continue
			}
			if c.Unit >= 0 && (k == src && !d.vacated[qk] || m.Unit(int(c.Unit)).Owner != d.me) {
				continue
			}
			f := d.first[k]
			if k == src {
				f = dir
			}
			d.seen[qk], d.dist[qk], d.first[qk] = st, dist+1, f
			d.queue[n] = int32(qk)
			n++
		}
	}
	dir := grid.None
	if bestK >= 0 {
		dir = d.first[bestK]
	} else {
		dir = d.flee(u.Pos)
	}
	if dir.Diagonal() {
		dir = grid.None
	}
	d.add(id, u.Pos, dir)
}

// dodge picks a wizard's free step out of the reach of every enemy dwarf,
// orc, troll and the Balrog, or None.
func (d *Planner) dodge(p Pos) grid.Dir {
	for _, dir := range [4]grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left} {
		q := p.Add(dir)
		if !ok(q) {
			continue
		}
		k, c := index(q), d.m.Cell(q)
		if !d.blocked[k] && !d.danger[k] && d.foe[k] > 1 && c.Unit < 0 && (c.Type == Cave || c.Type == Outside) && !d.orcNear(q) {
			return dir
		}
	}
	return grid.None
}

// healValue is how useful a wizard standing at p would be: 3 per wounded
// dwarf of ours orthogonally next to it, 1 for a healthy one.
func (d *Planner) healValue(p Pos) float64 {
	m := d.m
	if c := m.Cell(p); c.Unit >= 0 && m.Unit(int(c.Unit)).Type == Dwarf {
		return 0
	}
	v := 0.0
	for _, dir := range [4]grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left} {
		q := p.Add(dir)
		if !ok(q) {
			continue
		}
		id := int(m.Cell(q).Unit)
		if id < 0 {
			continue
		}
		if u := m.Unit(id); u.Owner == d.me && u.Type == Dwarf {
			if u.Health < DwarfHealth {
				v += 3
			} else {
				v += 0.5
			}
			if d.s.FrontValue != 0 && d.foe[index(u.Pos)] <= 2 {
				v += d.s.FrontValue // it is about to fight
			}
		}
	}
	return v
}
