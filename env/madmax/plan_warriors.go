package madmax

import "github.com/edagym/edagym/env/grid"

// warriors decides every own warrior's order on our turn.
func (d *Planner) warriors(m *Match, me int) {
	ws := m.Warriors(me)
	for c := 0; c < d.nCities; c++ {
		d.inside[c] = d.inside[c][:0]
		d.enemyMax[c] = 0
	}
	// Each team's warriors per city and, with WarriorCost, the rival
	// warriors beside every cell (the raiders), in one pass.
	raid := d.s.WarriorCost > 0
	if raid {
		clear(d.raiders)
	}
	var count [NumTeams][64]int
	for t := 0; t < NumTeams; t++ {
		for _, id := range m.Warriors(t) {
			p := m.Unit(id).Pos
			c := d.cityOf[d.index(p)]
			if c >= 0 && c < 64 {
				count[t][c]++
			}
			for dir := grid.Bottom; raid && t != me && dir < grid.None; dir++ {
				if q := p.Add(dir); m.In(q) {
					d.raiders[d.index(q)]++
				}
			}
		}
	}
	for c := 0; c < d.nCities && c < 64; c++ {
		for t := 0; t < NumTeams; t++ {
			if t != me && count[t][c] > d.enemyMax[c] {
				d.enemyMax[c] = count[t][c]
			}
		}
	}
	// Trips to water or food come first.
	avail := 0
	for _, id := range ws {
		u := m.Unit(id)
		k := d.index(u.Pos)
		d.goal[id] = goalNone
		dw, df := d.distWater[k], d.distAny[k]
		c := d.cityOf[k]
		switch {
		case dw < unreachable && int32(u.Water) <= dw+d.s.WaterMargin:
			d.goal[id] = goalWater
		case dw == 0 && u.Water < 36:
			d.goal[id] = goalWater // already there: wait for the refill
		case df < unreachable && int32(u.Food) <= df+3 && c < 0:
			d.goal[id] = goalFood
		default:
			avail++
			if c >= 0 {
				d.inside[c] = append(d.inside[c], id)
			}
		}
	}
	// How many warriors each city should hold: strictly more than any rival
	// first, then spread evenly.
	for c := range d.want {
		d.want[c] = 0
	}
	left := avail
	for level := 1; left > 0 && level < 200; level++ {
		for c := 0; c < d.nCities && left > 0; c++ {
			if d.want[c] < d.enemyMax[c]+level {
				d.want[c]++
				left--
			}
		}
	}
	d.free = d.free[:0]
	for c := 0; c < d.nCities; c++ {
		in := d.inside[c]
		d.have[c] = 0
		// Keep the best-watered warriors; send the surplus away (thirstiest first).
		sortByWater(m, in)
		for x, id := range in {
			if x < d.want[c] {
				d.goal[id] = c
				d.have[c]++
			}
		}
		for x := len(in) - 1; x >= d.want[c]; x-- {
			id := in[x]
			if m.Unit(id).Water <= 28 && d.distWater[d.index(m.Unit(id).Pos)] < unreachable {
				d.goal[id] = goalWater
			}
		}
	}
	for _, id := range ws {
		if d.goal[id] == goalNone {
			d.free = append(d.free, id)
		}
	}
	// Nearest free warrior to a city that lacks some, repeatedly.
	for len(d.free) > 0 {
		bw, bc, bd := -1, -1, int32(unreachable)
		for x, id := range d.free {
			k := d.index(m.Unit(id).Pos)
			for c := 0; c < d.nCities; c++ {
				if d.have[c] < d.want[c] && d.distCity[c][k] < bd {
					bw, bc, bd = x, c, d.distCity[c][k]
				}
			}
		}
		if bw < 0 {
			break
		}
		id := d.free[bw]
		d.goal[id] = bc
		d.have[bc]++
		d.free[bw] = d.free[len(d.free)-1]
		d.free = d.free[:len(d.free)-1]
	}
	for _, id := range d.free {
		d.goal[id] = goalFood // nothing to do: the nearest city
	}
	for _, id := range ws {
		d.moveWarrior(m, me, id)
	}
}

// sortByWater sorts warrior ids by decreasing water (insertion sort: short lists).
func sortByWater(m *Match, ids []int) {
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && m.Unit(ids[j]).Water > m.Unit(ids[j-1]).Water; j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
}

// moveWarrior gives one warrior its order: an attack that kills, else a
// thunderdome fight it wins on water, else (Raid) an attack on a rival
// warrior beside it (with RaidLead, one it outlasts); else a step towards
// its goal.
func (d *Planner) moveWarrior(m *Match, me, id int) {
	u := m.Unit(id)
	here := m.CellType(u.Pos)
	dmg := m.Settings().Damage
	best, bestScore := grid.None, 0
	for dir := grid.Bottom; dir < grid.None; dir++ {
		q := u.Pos.Add(dir)
		if !m.In(q) {
			continue
		}
		v := m.UnitAt(q)
		if v < 0 || d.mark.Has(d.index(q)) {
			continue
		}
		e := m.Unit(v)
		if e.Team == me || e.Kind != Warrior {
			continue
		}
		score := 0
		if here == City && m.CellType(q) == City {
			if u.Water >= e.Water+2 || (u.Water >= e.Water && d.goal[id] >= 0) {
				score = 2 + u.Water - e.Water
			}
		} else if min(e.Food, e.Water) <= dmg {
			score = 1000
		} else if d.s.Raid && (d.s.RaidLead <= 0 || min(u.Food, u.Water) >= min(e.Food, e.Water)+d.s.RaidLead) {
			score = 1
		}
		if score > bestScore {
			best, bestScore = dir, score
		}
	}
	if best != grid.None {
		d.mark.Add(d.index(u.Pos.Add(best)))
		d.emit(id, best)
		return
	}
	var dist []int32
	switch g := d.goal[id]; {
	case g >= 0:
		dist = d.distCity[g]
	case g == goalWater:
		dist = d.distWater
	default:
		dist = d.distAny
	}
	penalty := func(p Pos) int32 {
		k := d.index(p)
		if d.kinds[k] == City {
			return 0
		}
		raid := d.s.WarriorCost * d.raiders[k] // 0 without WarriorCost
		if d.s.CarReach > 0 && d.carDist[k] <= d.s.CarReach {
			return raid + d.s.DangerCost*(d.s.CarReach+1-d.carDist[k])
		}
		if d.danger.Has(k) {
			return raid + d.s.DangerCost
		}
		return raid
	}
	k := d.index(u.Pos)
	d.descend(m, id, dist, 2*(dist[k]+penalty(u.Pos))+1, func(q Pos, kq int) int32 { return 2 * (dist[kq] + penalty(q)) })
}
