package moria

import (
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// filterOrders: each clan's orders are checked in the order given (§5.1): an
// order for an id out of range or a dead unit, for a unit the clan does not
// own, with a direction outside 0..8, or diagonal for a wizard is dropped
// with a warning; None orders are dropped silently.
func filterOrders(m *Match, orders [][]jutge.Order) {
	for pl := range 4 {
		l := m.lists[pl][:0]
		if pl < len(orders) {
			for _, o := range orders[pl] {
				if m.accept(pl, o, true) {
					l = append(l, o)
				}
			}
		}
		m.lists[pl] = l
		m.next[pl] = 0
	}
}

// accept is the engine's order filter; it warns on the log when asked.
func (m *Match) accept(pl int, o jutge.Order, warn bool) bool {
	id, d := o.Unit, o.Dir
	if id < 0 || id >= len(m.units) || m.units[id].Health <= 0 && m.units[id].Type != Balrog {
		if warn {
			m.warnf("warning: id out of range or dead unit:", id, nil)
		}
		return false
	}
	u := &m.units[id]
	if u.Owner != pl {
		if warn {
			m.warnf("warning: not own unit: ", id, []int{u.Owner, pl})
		}
		return false
	}
	if d < 0 || d > int(grid.None) {
		if warn {
			m.warnf("warning: direction not valid: ", d, nil)
		}
		return false
	}
	if u.Type == Wizard && grid.Dir(d).Diagonal() {
		if warn {
			m.warnf("warning: direction not valid for a wizard: ", d, nil)
		}
		return false
	}
	return d != int(grid.None)
}

// warnf writes one engine warning line: msg, v, then " x" for each x.
func (m *Match) warnf(msg string, v int, more []int) {
	if m.log == nil {
		return
	}
	w := append(m.warn[:0], msg...)
	w = jutge.AppendInt(w, v)
	w = jutge.AppendInts(w, more)
	w = append(w, '\n')
	m.warn = w
	m.log.Write(w)
}

// executeClanOrders: "the selected movements of the four players will be
// executed using a random order, but respecting the relative order of the
// units of the same clan" (§5.2): each time, a clan with orders left is drawn
// uniformly and its next order runs; orders of units killed earlier in the
// round are skipped.
func executeClanOrders(m *Match, _ [][]jutge.Order) {
	clear(m.killed)
	m.captors = m.captors[:0]
	m.performed = m.performed[:0]
	total := 0
	for pl := range 4 {
		total += len(m.lists[pl])
	}
	for range total {
		q := 0
		for pl := range 4 {
			if m.next[pl] < len(m.lists[pl]) {
				q++
			}
		}
		k := m.rng.Int(1, q)
		pl := 0
		for ; ; pl++ {
			if m.next[pl] < len(m.lists[pl]) {
				if k--; k == 0 {
					break
				}
			}
		}
		o := m.lists[pl][m.next[pl]]
		m.next[pl]++
		if m.killed[o.Unit] {
			continue
		}
		if m.moveClanUnit(o.Unit, grid.Dir(o.Dir)) {
			m.performed = append(m.performed, o)
		}
	}
}

// moveClanUnit executes one order of a dwarf or wizard (§5.3) and reports
// whether it counts as performed.
//
// "A dwarf can excavate a rock cell by attacking it. A rock cell excavated 5
// times becomes an abyss with probability 4%, and a cave cell otherwise."
// "Any dwarf or wizard that moves onto an abyss falls into the abyss and
// dies." "Any time, all units adjacent to the Balrog immediately get
// killed." "When a unit tries to move onto a cell already occupied by
// another unit, this in fact means an attack." Wizards cannot hit.
func (m *Match) moveClanUnit(id int, d grid.Dir) bool {
	u := &m.units[id]
	p2 := u.Pos.Add(d)
	if !ok(p2) {
		return false
	}
	c := &m.cells[index(p2)]
	if c.Unit < 0 {
		switch c.Type {
		case Granite:
			return false
		case Rock:
			if u.Type == Wizard {
				return false
			}
			c.Turns--
			if c.Turns == 0 {
				if m.rng.Int(1, abyssInvProb) == 1 {
					c.Type = Abyss
				} else {
					c.Type = Cave
					c.Owner = -1
					c.Treasure = false
				}
			}
			return true
		case Abyss:
			m.capture(id, sauron)
			return true
		}
		if m.nextToBalrog(p2) {
			m.capture(id, sauron)
			return true
		}
		m.step(id, p2)
		return true
	}
	if u.Type == Wizard {
		return false
	}
	t := &m.units[c.Unit]
	if t.Owner == u.Owner {
		return false
	}
	m.hit(int(c.Unit), m.rng.Int(dwarfDamageMin, dwarfDamageMax), u.Owner)
	if t.Owner == u.Owner { // captured: a dwarf or wizard now of u's clan
		m.captors = append(m.captors, id)
	}
	return true
}

// hit takes damage off a unit's health; at 0 the killer captures it.
func (m *Match) hit(id, damage, killer int) {
	t := &m.units[id]
	t.Health -= min(damage, t.Health)
	if t.Health == 0 {
		m.capture(id, killer)
	}
}

// nextToBalrog reports whether p is within Chebyshev distance 1 of the Balrog.
func (m *Match) nextToBalrog(p Pos) bool { return Chebyshev(p, m.units[m.balrog].Pos) <= 1 }

// step moves a unit to the empty cell p2. "When a dwarf moves onto a cave
// cell, that cell becomes currently conquered by his clan. If the cave has a
// treasure, the dwarf picks it." "Orcs and trolls unconquer all visited
// cave cells." Wizards change nothing.
func (m *Match) step(id int, p2 Pos) {
	u := &m.units[id]
	m.cells[index(u.Pos)].Unit = -1
	if c := m.putUnit(id, p2); u.Type == Dwarf && c.Type == Cave && c.Treasure {
		c.Treasure = false
		m.treasures[u.Owner]++
	}
}

// capture kills a unit (§5.4). An orc leaves the board; a troll is reset to
// full health; a dwarf or wizard is reset to full health and "captured": it
// belongs to the killing clan, or, killed by Sauron, to a different clan
// drawn at once. Reborn units keep their old position until the end of the
// round.
func (m *Match) capture(id, killer int) {
	u := &m.units[id]
	m.cells[index(u.Pos)].Unit = -1
	m.killed[id] = true
	switch u.Type {
	case Orc:
		u.Health = 0
		u.Pos = Pos{I: -1, J: -1}
	case Troll:
		u.Health = TrollHealth
	case Dwarf, Wizard:
		u.Health = fullHealth(u.Type)
		if killer == sauron {
			r := m.rng.Int(0, 2)
			if r >= u.Owner {
				r++
			}
			killer = r
		}
		u.Owner = killer
	}
}
