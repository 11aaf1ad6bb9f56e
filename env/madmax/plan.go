package madmax

// Planner computes the orders of the Dummy and the Immortan (agents/madmax)
// for one seat; plan mode's features (encode.go, featOrder) are the Immortan's
// orders. It lives in the engine package so that the encoder can use it.
// Once sized for a board it allocates nothing per round, and it keeps no
// state between rounds but its per-board maps.
//
// The play, written from the rules:
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
type Planner struct {
	s Style

	board      *Board
	units      int
	rows, cols int
	kinds      []CellType
	nCities    int
	cityOf     []int
	distCity   [][]int32 // per city: walking distance of every cell to it
	distAny    []int32   // to the nearest city
	distWater  []int32   // to the nearest cell next to Water
	distFuel   []int32   // car cost to the nearest road next to a Station
	hunt       []int32   // car cost to the nearest rival warrior outside a city
	carDist    []int32   // car cost from the nearest rival car (CarReach only)
	paths      distances
	walk       []int32  // per cell: a warrior's cost of entering it (1), 0 if it may not
	drive      []int32  // per cell: a car's (1 on a Road, 4 on Desert: it moves there only on its turn), 0 if it may not
	src, all   []int32  // search sources
	mark       []uint32 // mark[k] == gen: an own unit is heading to cell k
	danger     []uint32 // danger[k] == gen: a rival car that can move is next to k
	gen        uint32
	goal       []int // per own warrior this round: city index, goalWater or goalFood
	free       []int
	inside     [][]int
	enemyMax   []int
	want, have []int

	order []Dir   // per unit: this round's order, None if none
	list  []Order // this round's orders, in the order given
}

// Order is one planned order.
type Order struct {
	ID  int
	Dir Dir
}

const (
	goalNone  = -1
	goalWater = -2
	goalFood  = -3
)

// NewPlanner returns a planner playing style s.
func NewPlanner(s Style) *Planner { return &Planner{s: s} }

// Plan computes seat me's orders this round.
func (d *Planner) Plan(m *Match, me int) {
	if d.board != m.board || d.units != len(m.units) {
		d.setup(m)
	}
	for _, o := range d.list {
		d.order[o.ID] = None
	}
	d.list = d.list[:0]
	d.gen++
	if d.gen == 0 {
		clear(d.mark)
		clear(d.danger)
		d.gen = 1
	}
	d.markDanger(m, me)
	if m.Turn() == me {
		d.warriors(m, me)
	}
	d.cars(m, me)
}

// Orders is the last Plan's orders, in the order the planner gave them.
func (d *Planner) Orders() []Order { return d.list }

// OrderOf is the last Plan's order for unit id, None if it has none.
func (d *Planner) OrderOf(id int) Dir { return d.order[id] }

func (d *Planner) emit(id int, dir Dir) {
	d.order[id] = dir
	d.list = append(d.list, Order{ID: id, Dir: dir})
}

// setup computes the static distance maps for a new board, reusing the
// buffers: a new board of the same size allocates nothing.
func (d *Planner) setup(m *Match) {
	b := m.Board()
	d.board, d.units = b, len(m.units)
	d.rows, d.cols = b.Rows, b.Cols
	n := d.rows * d.cols
	d.kinds = b.Kinds
	d.paths.rows, d.paths.cols = d.rows, d.cols
	d.nCities = b.NumCities()
	d.cityOf = grow(d.cityOf, n)
	for k := range d.cityOf {
		d.cityOf[k] = -1
	}
	d.walk, d.drive = grow(d.walk, n), grow(d.drive, n)
	for k, t := range d.kinds {
		d.walk[k], d.drive[k] = 0, 0
		if Warrior.Enters(t) {
			d.walk[k] = 1
		}
		if t == Road {
			d.drive[k] = 1
		} else if Car.Enters(t) {
			d.drive[k] = 4
		}
	}
	d.distCity = grow(d.distCity, d.nCities)
	d.all = d.all[:0]
	for c, cells := range b.Cities {
		d.src = d.src[:0]
		for _, p := range cells {
			k := b.Index(p)
			d.cityOf[k] = c
			d.src = append(d.src, int32(k))
		}
		d.all = append(d.all, d.src...)
		d.distCity[c] = grow(d.distCity[c], n)
		d.paths.run(d.distCity[c], d.src, d.walk)
	}
	d.distAny = grow(d.distAny, n)
	d.paths.run(d.distAny, d.all, d.walk)
	near := func(k int, t CellType) bool {
		p := b.PosOf(k)
		for dir := Bottom; dir < None; dir++ {
			q := p.Add(dir)
			if b.In(q) && b.At(q) == t {
				return true
			}
		}
		return false
	}
	d.src = d.src[:0]
	for k := 0; k < n; k++ {
		if d.walk[k] != 0 && near(k, Water) {
			d.src = append(d.src, int32(k))
		}
	}
	d.distWater = grow(d.distWater, n)
	d.paths.run(d.distWater, d.src, d.walk)
	d.src = d.src[:0]
	for k := 0; k < n; k++ {
		if d.kinds[k] == Road && near(k, Station) {
			d.src = append(d.src, int32(k))
		}
	}
	d.distFuel = grow(d.distFuel, n)
	d.paths.run(d.distFuel, d.src, d.drive)
	d.hunt = grow(d.hunt, n)
	d.carDist = grow(d.carDist, n)
	d.mark = grow(d.mark, n)
	d.danger = grow(d.danger, n)
	clear(d.mark)
	clear(d.danger)
	d.inside = grow(d.inside, d.nCities)
	d.enemyMax = grow(d.enemyMax, d.nCities)
	d.want = grow(d.want, d.nCities)
	d.have = grow(d.have, d.nCities)
	d.goal = grow(d.goal, d.units)
	d.order = grow(d.order, d.units)
	for id := range d.order {
		d.order[id] = None
	}
	if cap(d.list) < d.units {
		d.list = make([]Order, 0, d.units)
	}
	d.list = d.list[:0]
}

// markDanger marks the cells a rival car could drive onto this round and,
// with CarReach, the rival cars' driving costs to every cell.
func (d *Planner) markDanger(m *Match, me int) {
	if d.s.CarReach > 0 {
		d.src = d.src[:0]
		for t := 0; t < NumTeams; t++ {
			if t != me {
				for _, id := range m.Cars(t) {
					d.src = append(d.src, int32(d.index(m.Unit(id).Pos)))
				}
			}
		}
		d.paths.run(d.carDist, d.src, d.drive)
	}
	for t := 0; t < NumTeams; t++ {
		if t == me {
			continue
		}
		for _, id := range m.Cars(t) {
			if !m.CanMove(id) {
				continue
			}
			p := m.Unit(id).Pos
			for dir := Bottom; dir < None; dir++ {
				q := p.Add(dir)
				if m.In(q) && Car.Enters(m.CellType(q)) {
					d.danger[q.I*d.cols+q.J] = d.gen
				}
			}
		}
	}
}

func (d *Planner) index(p Pos) int { return p.I*d.cols + p.J }

// free reports whether an own unit may step onto cell k: on the board, empty
// and not already claimed by another own unit this round.
func (d *Planner) freeCell(m *Match, p Pos) bool {
	return m.In(p) && m.UnitAt(p) < 0 && d.mark[d.index(p)] != d.gen
}
