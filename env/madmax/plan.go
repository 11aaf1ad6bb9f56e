package madmax

import (
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/marks"
)

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
//     favoured in and finish off weak rivals outside the cities; in the
//     Dummy's style (Raid) they also attack any other rival warrior beside
//     them, as the original engine's Dummy does.
//   - Cars (they move every round on roads while they have fuel) hunt rival
//     warriors outside the cities — a warrior run over joins our team — and
//     refuel at the stations in time.
//   - Nobody steps into an own unit, a rival car, or a cell another own unit
//     is heading to, and cells next to a rival car that can move are avoided.
type Planner struct {
	s Style

	fields // the distance fields (plan_fields.go)

	board      *Board
	units      int
	mark       marks.Set // the cells an own unit is heading to
	danger     marks.Set // the cells next to a rival car that can move
	raiders    []int32   // per cell, on our turn with WarriorCost: the rival warriors beside it, counted in warriors
	goal       []int     // per own warrior this round: city index, goalWater or goalFood
	free       []int
	inside     [][]int
	enemyMax   []int
	want, have []int
	carCells   []int32 // my cars that may move: their cells and those beside them

	order []grid.Dir // per unit: this round's order, None if none
	list  []Order    // this round's orders, in the order given
}

// Order is one planned order.
type Order struct {
	ID  int
	Dir grid.Dir
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
		d.order[o.ID] = grid.None
	}
	d.list = d.list[:0]
	d.mark.Reset(d.rows * d.cols)
	d.danger.Reset(d.rows * d.cols)
	d.markDanger(m, me)
	if m.Turn() == me {
		d.warriors(m, me)
	}
	d.cars(m, me)
}

// Orders is the last Plan's orders, in the order the planner gave them.
func (d *Planner) Orders() []Order { return d.list }

// OrderOf is the last Plan's order for unit id, None if it has none.
func (d *Planner) OrderOf(id int) grid.Dir { return d.order[id] }

func (d *Planner) emit(id int, dir grid.Dir) {
	d.order[id] = dir
	d.list = append(d.list, Order{ID: id, Dir: dir})
}

// setup computes the static distance maps for a new board, reusing the
// buffers: a new board of the same size allocates nothing.
func (d *Planner) setup(m *Match) {
	b := m.Board()
	d.board, d.units = b, len(m.units)
	d.fields.setup(b)
	n := d.rows * d.cols
	d.raiders = grow(d.raiders, n)
	d.inside = grow(d.inside, d.nCities)
	d.enemyMax = grow(d.enemyMax, d.nCities)
	d.want = grow(d.want, d.nCities)
	d.have = grow(d.have, d.nCities)
	d.goal = grow(d.goal, d.units)
	d.order = grow(d.order, d.units)
	for id := range d.order {
		d.order[id] = grid.None
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
		d.rivalCars(m, me, nil)
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
			for dir := grid.Bottom; dir < grid.None; dir++ {
				q := p.Add(dir)
				if m.In(q) && Car.Enters(m.CellType(q)) {
					d.danger.Add(q.I*d.cols + q.J)
				}
			}
		}
	}
}

// free reports whether an own unit may step onto cell k: on the board, empty
// and not already claimed by another own unit this round.
func (d *Planner) freeCell(m *Match, p Pos) bool {
	return m.In(p) && m.UnitAt(p) < 0 && !d.mark.Has(d.index(p))
}

// descend moves unit id one step down dist: onto the free cell of a kind it
// may enter, with a distance on dist, whose cost(cell, its index) is the
// lowest and below stay, the cost of staying. It claims the cell it moves
// onto, or the one it stays on.
func (d *Planner) descend(m *Match, id int, dist []int32, stay int32, cost func(q Pos, kq int) int32) {
	u := m.Unit(id)
	best, bestCost := grid.None, stay
	for dir := grid.Bottom; dir < grid.None; dir++ {
		q := u.Pos.Add(dir)
		if !m.In(q) || !u.Kind.Enters(m.CellType(q)) || !d.freeCell(m, q) {
			continue
		}
		kq := d.index(q)
		if dist[kq] >= unreachable {
			continue
		}
		if c := cost(q, kq); c < bestCost {
			best, bestCost = dir, c
		}
	}
	if best != grid.None {
		d.mark.Add(d.index(u.Pos.Add(best)))
		d.emit(id, best)
	} else {
		d.mark.Add(d.index(u.Pos))
	}
}

// Goals a warrior may have besides a city (GoalOf).
const (
	GoalNone  = goalNone
	GoalWater = goalWater
	GoalFood  = goalFood
)

// GoalOf is own warrior id's goal in the last Plan on our turn: the index
// of the city it keeps or heads for, or GoalWater, GoalFood or GoalNone
// (diagnostics: internal/madmaxagree).
func (d *Planner) GoalOf(id int) int { return d.goal[id] }
