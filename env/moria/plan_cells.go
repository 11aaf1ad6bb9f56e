package moria

// markDanger marks the cells where a unit of ours would be hit or killed
// by Sauron this round.
func (d *Planner) markDanger() {
	m := d.m
	clear(d.danger[:])
	mark := func(p Pos, r int) {
		for i := max(p.I-r, 0); i <= min(p.I+r, Rows-1); i++ {
			for j := max(p.J-r, 0); j <= min(p.J+r, Cols-1); j++ {
				d.danger[i*Cols+j] = true
			}
		}
	}
	mark(m.Unit(m.BalrogID()).Pos, 2)
	for _, id := range m.Trolls() {
		mark(m.Unit(id).Pos, 1)
	}
}

// markFoes marks each cell's Chebyshev distance to the nearest enemy dwarf,
// up to 3.
func (d *Planner) markFoes() {
	m := d.m
	const r = 3
	for k := range d.foe {
		d.foe[k] = r
	}
	for c := range 4 {
		if c == d.me {
			continue
		}
		for _, id := range m.Dwarves(c) {
			p := m.Unit(id).Pos
			for i := max(p.I-r, 0); i <= min(p.I+r, Rows-1); i++ {
				for j := max(p.J-r, 0); j <= min(p.J+r, Cols-1); j++ {
					k := i*Cols + j
					d.foe[k] = min(d.foe[k], int8(max(i-p.I, p.I-i, j-p.J, p.J-j)))
				}
			}
		}
	}
}

// orcNear reports whether an orc is within Chebyshev distance 1 of p.
func (d *Planner) orcNear(p Pos) bool {
	for _, id := range d.m.Orcs() {
		if Chebyshev(d.m.Unit(id).Pos, p) <= 1 {
			return true
		}
	}
	return false
}

// markCells computes, once per round, what every cell is worth to a dwarf
// and what entering it costs.
func (d *Planner) markCells() {
	m := d.m
	tv := float32(m.Settings().TreasureValue) + 1
	for k := range cells {
		c := m.CellAt(k/Cols, k%Cols)
		d.enemy[k], d.val[k], d.extra[k], d.step[k] = false, 0, 0, -1
		if c.Unit >= 0 {
			u := m.Unit(int(c.Unit))
			if u.Owner >= 0 && u.Owner != d.me {
				d.enemy[k] = true
				d.val[k], d.extra[k] = d.s.DwarfValue, int32(u.Health/30)
				if u.Type == Wizard {
					d.val[k] = d.s.WizardValue
				}
			} else if u.Owner == d.me && !d.danger[k] {
				d.step[k] = 2
			}
			continue
		}
		if d.danger[k] {
			continue
		}
		switch c.Type {
		case Cave:
			d.step[k] = 1
			switch {
			case c.Treasure:
				d.val[k] = tv
			case c.Owner == -1:
				d.val[k] = 1
			case int(c.Owner) != d.me:
				d.val[k] = 2
			}
		case Outside:
			d.step[k] = 1
		case Rock:
			d.step[k] = int8(c.Turns) + 1
		}
	}
}

// value of a cell as a dwarf's destination now, and the extra rounds it takes.
func (d *Planner) value(k int) (float32, int32) {
	if d.enemy[k] {
		if d.claims[k] < 3 {
			return d.val[k], d.extra[k]
		}
		return 0, 0
	}
	if d.claims[k] > 0 {
		return 0, 0
	}
	return d.val[k], 0
}

// cost of entering a cell for a dwarf, or -1 if it cannot.
func (d *Planner) cost(k int, firstStep bool) int32 {
	if d.blocked[k] {
		return -1
	}
	c := int32(d.step[k])
	if c == 2 && firstStep && !d.vacated[k] && d.m.CellAt(k/Cols, k%Cols).Unit >= 0 {
		return -1
	}
	return c
}
