package moria

import (
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// clanUnitAt reports whether the cell at p holds a dwarf or a wizard.
func (m *Match) clanUnitAt(p Pos) bool {
	id := m.cells[index(p)].Unit
	return id >= 0 && m.units[id].Owner != sauron
}

// bfs spreads distances over the 8 neighbours from the cells queued in
// m.queue: a cell whose distance is 0 gets its parent's plus one.
func (m *Match) bfs() {
	q := m.queue
	for h := 0; h < len(q); h++ {
		k := q[h]
		for _, nk := range neighbours[k] {
			if nk >= 0 && m.dist[nk] == 0 {
				m.dist[nk] = m.dist[k] + 1
				q = append(q, int(nk))
			}
		}
	}
	m.queue = q[:0]
}

// closeBalrogZone marks in m.zone the cells within Manhattan distance 4 of
// the Balrog, which orcs and trolls never enter.
func (m *Match) closeBalrogZone(b Pos) {
	clear(m.zone[:])
	for i := max(b.I-4, 0); i <= min(b.I+4, Rows-1); i++ {
		r := 4 - grid.Abs(i-b.I)
		for j := max(b.J-r, 0); j <= min(b.J+r, Cols-1); j++ {
			m.zone[i*Cols+j] = true
		}
	}
}

// sauronMove carries out an orc's or troll's chosen direction: an occupied
// target is attacked, an empty target next to the Balrog kills the mover,
// any other target is stepped onto (and unconquered).
func (m *Match) sauronMove(id int, d grid.Dir, dmin, dmax int) {
	m.performed = append(m.performed, jutge.Order{Unit: id, Dir: int(d)})
	if d == grid.None {
		return
	}
	p2 := m.units[id].Pos.Add(d)
	if t := m.cells[index(p2)].Unit; t >= 0 {
		m.hit(int(t), m.rng.Int(dmin, dmax), sauron)
		return
	}
	if m.nextToBalrog(p2) {
		m.capture(id, sauron)
		return
	}
	m.step(id, p2)
}

// choose draws one of the candidates; None when there are none, without a draw.
func (m *Match) choose(c []grid.Dir) grid.Dir {
	if len(c) == 0 {
		return grid.None
	}
	return c[m.rng.Int(0, len(c)-1)]
}

// moveOrcs: "If it has an adjacent dwarf or wizard, the orc attacks him.
// Otherwise, the orc approaches the nearest dwarf or wizard inside Moria"
// and keeps away from the Balrog (§5.5): distances run over caves and
// abysses from the caves holding dwarves and wizards, cells within
// Manhattan distance 4 of the Balrog are closed, and cells no search reaches
// count as distance 0. Orcs act in id order; those killed this round skip.
func moveOrcs(m *Match, _ [][]jutge.Order) {
	if len(m.orcs) == 0 {
		return
	}
	b := m.units[m.balrog].Pos
	m.closeBalrogZone(b)
	for k := range m.cells {
		c := &m.cells[k]
		switch {
		case m.zone[k]:
			m.dist[k] = infinity
		case c.Type == Cave && c.Unit >= 0 && m.units[c.Unit].Owner != sauron:
			m.dist[k] = 1
			m.queue = append(m.queue, k)
		case c.Type == Cave || c.Type == Abyss:
			m.dist[k] = 0
		default:
			m.dist[k] = infinity
		}
	}
	m.bfs()
	for _, id := range m.orcs {
		u := &m.units[id]
		if u.Health <= 0 {
			continue
		}
		var attackBuf, bestBuf [8]grid.Dir
		attack, best, bestD := attackBuf[:0], bestBuf[:0], int32(infinity)
		for d := grid.Bottom; d < grid.None; d++ {
			p := u.Pos.Add(d)
			if !ok(p) {
				continue
			}
			if t := m.cells[index(p)].Unit; t >= 0 {
				if m.units[t].Owner != sauron {
					attack = append(attack, d)
				}
				continue
			}
			if v := m.dist[index(p)]; v < infinity {
				best, bestD = nearer(best, bestD, v, d)
			}
		}
		m.sauronMove(id, m.attackOrStep(attack, best), orcDamageMin, orcDamageMax)
	}
}

// moveTrolls: "If the troll has an adjacent dwarf or wizard, it attacks him.
// Otherwise, if the troll is outside Moria, it tries to get inside by
// approaching the nearest cave cell. Otherwise, the troll moves to a randomly
// chosen adjacent cave cell" away from the Balrog (§5.5). All trolls act,
// even one killed this round, from where it was.
func moveTrolls(m *Match, _ [][]jutge.Order) {
	b := m.units[m.balrog].Pos
	outside := false
	for _, id := range m.trolls {
		if m.cells[index(m.units[id].Pos)].Type == Outside {
			outside = true
		}
	}
	if outside {
		m.closeBalrogZone(b)
		for k := range m.cells {
			c := &m.cells[k]
			switch {
			case m.zone[k]:
				m.dist[k] = infinity
			case c.Type == Cave:
				m.dist[k] = 1
				m.queue = append(m.queue, k)
			case c.Type == Outside:
				m.dist[k] = 0
			default:
				m.dist[k] = infinity
			}
		}
		m.bfs()
	}
	for _, id := range m.trolls {
		u := &m.units[id]
		out := m.cells[index(u.Pos)].Type == Outside
		var attackBuf, bestBuf [8]grid.Dir
		attack, best, bestD := attackBuf[:0], bestBuf[:0], int32(infinity)
		for d := grid.Bottom; d < grid.None; d++ {
			p := u.Pos.Add(d)
			if !ok(p) {
				continue
			}
			c := &m.cells[index(p)]
			if c.Unit >= 0 {
				if m.units[c.Unit].Owner != sauron {
					attack = append(attack, d)
				}
				continue
			}
			if out {
				if v := m.dist[index(p)]; v < infinity {
					best, bestD = nearer(best, bestD, v, d)
				}
			} else if c.Type == Cave && Manhattan(p, b) > 4 {
				best = append(best, d)
			}
		}
		m.sauronMove(id, m.attackOrStep(attack, best), trollDamageMin, trollDamageMax)
	}
}

// moveBalrog: the Balrog "always approaches the nearest dwarf or wizard
// inside Moria", orthogonally, and "all units horizontally, vertically and
// diagonally adjacent to the Balrog immediately get killed"; it "unconquers
// all surrounding cave cells" (§5.5). Dwarves and wizards killed earlier in
// the round still count as targets, where they fell.
func moveBalrog(m *Match, _ [][]jutge.Order) {
	id := m.balrog
	bp := m.units[id].Pos
	targets, best := m.targets[:0], int32(infinity)
	for t := 0; t < m.clanUnits; t++ {
		p := m.units[t].Pos
		if m.cells[index(p)].Type == Outside {
			continue
		}
		targets, best = nearer(targets, best, int32(Manhattan(p, bp)), t)
	}
	m.targets = targets
	if len(targets) == 0 {
		m.performed = append(m.performed, jutge.Order{Unit: id, Dir: int(grid.None)})
		return
	}
	tp := m.units[targets[m.rng.Int(0, len(targets)-1)]].Pos
	dir, bs, bm := grid.None, int(best), infinity
	for _, d := range [4]grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left} {
		p := bp.Add(d)
		if !ok(p) || m.cells[index(p)].Type == Outside {
			continue
		}
		s, c := Manhattan(p, tp), Chebyshev(p, tp)
		if s < bs || s == bs && c < bm {
			dir, bs, bm = d, s, c
		}
	}
	m.performed = append(m.performed, jutge.Order{Unit: id, Dir: int(dir)})
	if dir == grid.None {
		return
	}
	m.step(id, bp.Add(dir))
	bp = m.units[id].Pos
	for d := grid.Bottom; d < grid.None; d++ {
		p := bp.Add(d)
		if !ok(p) {
			continue
		}
		c := &m.cells[index(p)]
		c.Owner = -1
		if c.Unit >= 0 {
			m.capture(int(c.Unit), sauron)
		}
	}
}

// nearer offers x at distance d to the items nearest so far (at distance
// best, in the order offered: the ties Sauron's units draw among) and
// returns them and their distance.
func nearer[T any](list []T, best, d int32, x T) ([]T, int32) {
	if d < best {
		best, list = d, list[:0]
	}
	if d == best {
		list = append(list, x)
	}
	return list, best
}

// attackOrStep is the direction an orc or troll takes: a random one of its
// attacks, or without any a random one of its steps.
func (m *Match) attackOrStep(attack, steps []grid.Dir) grid.Dir {
	d := m.choose(attack)
	if len(attack) == 0 {
		d = m.choose(steps)
	}
	return d
}
