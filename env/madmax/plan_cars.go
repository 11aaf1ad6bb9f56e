package madmax

import "github.com/edagym/edagym/env/grid"

// cars hunts rival warriors outside the cities and refuels in time.
func (d *Planner) cars(m *Match, me int) {
	cs := m.Cars(me)
	// A car reads the hunt on its cell and the cells beside it only: the
	// search stops once those are settled (most of the Dummy's time went
	// to searching the whole board), and runs not at all when no car of
	// mine may move.
	d.carCells = d.around(d.carCells[:0], m, cs)
	if len(d.carCells) == 0 {
		return
	}
	d.rivalWarriors(m, me, d.carCells)
	for _, id := range cs {
		if m.CanMove(id) {
			d.moveCar(m, me, id)
		}
	}
}

// moveCar gives one car its order.
func (d *Planner) moveCar(m *Match, me, id int) {
	u := m.Unit(id)
	k := d.index(u.Pos)
	// Run over an adjacent rival warrior.
	for dir := grid.Bottom; dir < grid.None; dir++ {
		q := u.Pos.Add(dir)
		if !m.In(q) || !Car.Enters(m.CellType(q)) || d.mark.Has(d.index(q)) {
			continue
		}
		if v := m.UnitAt(q); v >= 0 {
			if e := m.Unit(v); e.Team != me && e.Kind == Warrior {
				d.mark.Add(d.index(q))
				d.emit(id, dir)
				return
			}
		}
	}
	dist := d.hunt
	onRoad := d.kinds[k] == Road
	if onRoad && (u.Food == 0 || int32(u.Food) <= d.distFuel[k]+6) && d.distFuel[k] < unreachable {
		dist = d.distFuel
	} else if dist[k] >= unreachable {
		if u.Food < 60 && d.distFuel[k] < unreachable {
			dist = d.distFuel
		} else {
			d.mark.Add(k)
			return
		}
	}
	penalty := func(kk int) int32 {
		if d.danger.Has(kk) {
			return 6
		}
		return 0
	}
	d.descend(m, id, dist, dist[k]+penalty(k), func(_ Pos, kq int) int32 { return dist[kq] + penalty(kq) })
}
