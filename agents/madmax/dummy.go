package madmax

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	mm "github.com/edagym/edagym/env/madmax"
)

func init() {
	agents.Register(game, "Dummy", func(me int, rng *jutge.Random) env.Player {
		return &Dummy{rng: rng, s: DummyStyle}
	})
}

// Style is what the Dummy and the Immortan (immortan.go) play differently.
type Style struct {
	// DangerCost is a warrior's extra cost of stepping onto or staying on a
	// cell outside the cities next to a rival car that can move.
	DangerCost int32
	// CarReach > 0 also charges the cells a rival car reaches within
	// CarReach car steps (a road step costs 1, a desert step 4), DangerCost
	// per step closer than CarReach+1: warriors, which move every fourth
	// round, keep out of reach of cars driving every round on the roads.
	CarReach int32
	// WaterMargin: a warrior heads for water when it has at most this much
	// more water than steps to it (its water drops by one a step).
	WaterMargin int32
}

// DummyStyle is the Dummy's.
var DummyStyle = Style{DangerCost: 3, WaterMargin: 3}

// Dummy is a scripted player written from the rules:
//
//   - Warriors (they move every fourth round) spread over the cities so that
//     each holds strictly more of them than any rival team, walk to water or
//     back to a city before they run dry, win thunderdome fights they are
//     favoured in and finish off weak rivals outside the cities.
//   - Cars (they move every round on roads while they have fuel) hunt rival
//     warriors outside the cities — a warrior run over joins our team — and
//     refuel at the stations in time.
//   - Nobody steps into an own unit, a rival car, or a cell another own unit
//     is heading to, and cells next to a rival car that can move are avoided.
type Dummy struct {
	rng *jutge.Random
	s   Style

	ready      bool
	rows, cols int
	kinds      []mm.CellType
	nCities    int
	cityOf     []int
	distCity   [][]int32 // per city: walking distance of every cell to it
	distAny    []int32   // to the nearest city
	distWater  []int32   // to the nearest cell next to Water
	distFuel   []int32   // car cost to the nearest road next to a Station
	hunt       []int32   // car cost to the nearest rival warrior outside a city
	carDist    []int32   // car cost from the nearest rival car (CarReach only)
	paths      distances
	src        []int32
	mark       []uint32 // mark[k] == gen: an own unit is heading to cell k
	danger     []uint32 // danger[k] == gen: a rival car that can move is next to k
	gen        uint32
	goal       []int // per own warrior this round: city index, goalWater or goalFood
	free       []int
	inside     [][]int
	enemyMax   []int
	want, have []int
}

const (
	goalNone  = -1
	goalWater = -2
	goalFood  = -3
)

// Play implements env.Player.
func (d *Dummy) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*mm.Match)
	if !d.ready {
		d.setup(m)
	}
	d.gen++
	if d.gen == 0 {
		clear(d.mark)
		clear(d.danger)
		d.gen = 1
	}
	d.markDanger(m, me)
	if m.Turn() == me {
		d.warriors(m, me, out)
	}
	d.cars(m, me, out)
}

// setup computes the static distance maps once per match.
func (d *Dummy) setup(m *mm.Match) {
	b := m.Board()
	d.ready = true
	d.rows, d.cols = b.Rows, b.Cols
	n := d.rows * d.cols
	d.kinds = b.Kinds
	d.paths = distances{rows: d.rows, cols: d.cols}
	d.nCities = b.NumCities()
	d.cityOf = make([]int, n)
	for k := range d.cityOf {
		d.cityOf[k] = -1
	}
	walk := func(k int) bool { return mm.Warrior.Enters(d.kinds[k]) }
	one := func(int) int32 { return 1 }
	d.distCity = make([][]int32, d.nCities)
	var all []int32
	for c, cells := range b.Cities {
		d.src = d.src[:0]
		for _, p := range cells {
			k := b.Index(p)
			d.cityOf[k] = c
			d.src = append(d.src, int32(k))
		}
		all = append(all, d.src...)
		d.distCity[c] = make([]int32, n)
		d.paths.run(d.distCity[c], d.src, walk, one)
	}
	d.distAny = make([]int32, n)
	d.paths.run(d.distAny, all, walk, one)
	near := func(k int, t mm.CellType) bool {
		p := b.PosOf(k)
		for dir := mm.Bottom; dir < mm.None; dir++ {
			q := p.Add(dir)
			if b.In(q) && b.At(q) == t {
				return true
			}
		}
		return false
	}
	d.src = d.src[:0]
	for k := 0; k < n; k++ {
		if walk(k) && near(k, mm.Water) {
			d.src = append(d.src, int32(k))
		}
	}
	d.distWater = make([]int32, n)
	d.paths.run(d.distWater, d.src, walk, one)
	d.src = d.src[:0]
	for k := 0; k < n; k++ {
		if d.kinds[k] == mm.Road && near(k, mm.Station) {
			d.src = append(d.src, int32(k))
		}
	}
	d.distFuel = make([]int32, n)
	d.paths.run(d.distFuel, d.src, d.drive, d.carStep)
	d.hunt = make([]int32, n)
	d.carDist = make([]int32, n)
	d.mark = make([]uint32, n)
	d.danger = make([]uint32, n)
	d.inside = make([][]int, d.nCities)
	d.enemyMax = make([]int, d.nCities)
	d.want = make([]int, d.nCities)
	d.have = make([]int, d.nCities)
	d.goal = make([]int, m.NumUnits())
}

// markDanger marks the cells a rival car could drive onto this round and,
// with CarReach, the rival cars' driving costs to every cell.
func (d *Dummy) markDanger(m *mm.Match, me int) {
	if d.s.CarReach > 0 {
		d.src = d.src[:0]
		for t := 0; t < mm.NumTeams; t++ {
			if t != me {
				for _, id := range m.Cars(t) {
					d.src = append(d.src, int32(d.index(m.Unit(id).Pos)))
				}
			}
		}
		d.paths.run(d.carDist, d.src, d.drive, d.carStep)
	}
	for t := 0; t < mm.NumTeams; t++ {
		if t == me {
			continue
		}
		for _, id := range m.Cars(t) {
			if !m.CanMove(id) {
				continue
			}
			p := m.Unit(id).Pos
			for dir := mm.Bottom; dir < mm.None; dir++ {
				q := p.Add(dir)
				if m.In(q) && mm.Car.Enters(m.CellType(q)) {
					d.danger[q.I*d.cols+q.J] = d.gen
				}
			}
		}
	}
}

func (d *Dummy) index(p mm.Pos) int { return p.I*d.cols + p.J }

func (d *Dummy) drive(k int) bool { return mm.Car.Enters(d.kinds[k]) }

// carStep is a car's cost of entering cell k: on desert it moves only on
// its team's turn.
func (d *Dummy) carStep(k int) int32 {
	if d.kinds[k] == mm.Road {
		return 1
	}
	return 4
}

// free reports whether an own unit may step onto cell k: on the board, empty
// and not already claimed by another own unit this round.
func (d *Dummy) freeCell(m *mm.Match, p mm.Pos) bool {
	return m.In(p) && m.UnitAt(p) < 0 && d.mark[d.index(p)] != d.gen
}

// warriors decides every own warrior's order on our turn.
func (d *Dummy) warriors(m *mm.Match, me int, out *jutge.Orders) {
	ws := m.Warriors(me)
	for c := 0; c < d.nCities; c++ {
		d.inside[c] = d.inside[c][:0]
		d.enemyMax[c] = 0
	}
	var count [mm.NumTeams][64]int
	for t := 0; t < mm.NumTeams; t++ {
		for _, id := range m.Warriors(t) {
			c := d.cityOf[d.index(m.Unit(id).Pos)]
			if c >= 0 && c < 64 {
				count[t][c]++
			}
		}
	}
	for c := 0; c < d.nCities && c < 64; c++ {
		for t := 0; t < mm.NumTeams; t++ {
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
		d.moveWarrior(m, me, id, out)
	}
}

// sortByWater sorts warrior ids by decreasing water (insertion sort: short lists).
func sortByWater(m *mm.Match, ids []int) {
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && m.Unit(ids[j]).Water > m.Unit(ids[j-1]).Water; j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
}

// moveWarrior gives one warrior its order: a favourable attack, else a step
// towards its goal.
func (d *Dummy) moveWarrior(m *mm.Match, me, id int, out *jutge.Orders) {
	u := m.Unit(id)
	here := m.CellType(u.Pos)
	dmg := m.Settings().Damage
	best, bestScore := mm.None, 0
	for dir := mm.Bottom; dir < mm.None; dir++ {
		q := u.Pos.Add(dir)
		if !m.In(q) {
			continue
		}
		v := m.UnitAt(q)
		if v < 0 || d.mark[d.index(q)] == d.gen {
			continue
		}
		e := m.Unit(v)
		if e.Team == me || e.Kind != mm.Warrior {
			continue
		}
		score := 0
		if here == mm.City && m.CellType(q) == mm.City {
			if u.Water >= e.Water+2 || (u.Water >= e.Water && d.goal[id] >= 0) {
				score = 1 + u.Water - e.Water
			}
		} else if min(e.Food, e.Water) <= dmg {
			score = 100
		}
		if score > bestScore {
			best, bestScore = dir, score
		}
	}
	if best != mm.None {
		d.mark[d.index(u.Pos.Add(best))] = d.gen
		out.Add(id, int(best))
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
	penalty := func(p mm.Pos) int32 {
		k := d.index(p)
		if d.kinds[k] == mm.City {
			return 0
		}
		if d.s.CarReach > 0 && d.carDist[k] <= d.s.CarReach {
			return d.s.DangerCost * (d.s.CarReach + 1 - d.carDist[k])
		}
		if d.danger[k] == d.gen {
			return d.s.DangerCost
		}
		return 0
	}
	k := d.index(u.Pos)
	bestCost := 2*(dist[k]+penalty(u.Pos)) + 1
	for dir := mm.Bottom; dir < mm.None; dir++ {
		q := u.Pos.Add(dir)
		if !m.In(q) || !mm.Warrior.Enters(m.CellType(q)) || !d.freeCell(m, q) {
			continue
		}
		kq := d.index(q)
		if dist[kq] >= unreachable {
			continue
		}
		if c := 2 * (dist[kq] + penalty(q)); c < bestCost {
			best, bestCost = dir, c
		}
	}
	if best != mm.None {
		d.mark[d.index(u.Pos.Add(best))] = d.gen
		out.Add(id, int(best))
	} else {
		d.mark[k] = d.gen
	}
}

// cars hunts rival warriors outside the cities and refuels in time.
func (d *Dummy) cars(m *mm.Match, me int, out *jutge.Orders) {
	cs := m.Cars(me)
	if len(cs) == 0 {
		return
	}
	d.src = d.src[:0]
	for t := 0; t < mm.NumTeams; t++ {
		if t == me {
			continue
		}
		for _, id := range m.Warriors(t) {
			p := m.Unit(id).Pos
			if mm.Car.Enters(m.CellType(p)) {
				d.src = append(d.src, int32(d.index(p)))
			}
		}
	}
	d.paths.run(d.hunt, d.src, d.drive, d.carStep)
	for _, id := range cs {
		if m.CanMove(id) {
			d.moveCar(m, me, id, out)
		}
	}
}

// moveCar gives one car its order.
func (d *Dummy) moveCar(m *mm.Match, me, id int, out *jutge.Orders) {
	u := m.Unit(id)
	k := d.index(u.Pos)
	// Run over an adjacent rival warrior.
	for dir := mm.Bottom; dir < mm.None; dir++ {
		q := u.Pos.Add(dir)
		if !m.In(q) || !mm.Car.Enters(m.CellType(q)) || d.mark[d.index(q)] == d.gen {
			continue
		}
		if v := m.UnitAt(q); v >= 0 {
			if e := m.Unit(v); e.Team != me && e.Kind == mm.Warrior {
				d.mark[d.index(q)] = d.gen
				out.Add(id, int(dir))
				return
			}
		}
	}
	dist := d.hunt
	onRoad := d.kinds[k] == mm.Road
	if onRoad && (u.Food == 0 || int32(u.Food) <= d.distFuel[k]+6) && d.distFuel[k] < unreachable {
		dist = d.distFuel
	} else if dist[k] >= unreachable {
		if u.Food < 60 && d.distFuel[k] < unreachable {
			dist = d.distFuel
		} else {
			d.mark[k] = d.gen
			return
		}
	}
	penalty := func(kk int) int32 {
		if d.danger[kk] == d.gen {
			return 6
		}
		return 0
	}
	best, bestCost := mm.None, dist[k]+penalty(k)
	for dir := mm.Bottom; dir < mm.None; dir++ {
		q := u.Pos.Add(dir)
		if !m.In(q) || !mm.Car.Enters(m.CellType(q)) || !d.freeCell(m, q) {
			continue
		}
		kq := d.index(q)
		if dist[kq] >= unreachable {
			continue
		}
		if c := dist[kq] + penalty(kq); c < bestCost {
			best, bestCost = dir, c
		}
	}
	if best != mm.None {
		d.mark[d.index(u.Pos.Add(best))] = d.gen
		out.Add(id, int(best))
	} else {
		d.mark[k] = d.gen
	}
}
