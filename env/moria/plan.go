package moria

import "github.com/edagym/edagym/env/grid"

// Planner computes the orders of the Dummy and Durin (agents/moria) for one
// seat; plan mode's features (encode.go, featOrder) are Durin's orders. It
// lives in the engine package so that the encoder can use it. Once sized
// for a config it allocates nothing, and it keeps no state between rounds.
//
// The play, written from the rules. Each round:
//
//   - it marks the cells Sauron will make deadly: within 2 of the Balrog
//     (it moves one step, then kills its 8 neighbours), next to a troll, and
//     next to an orc for a weak unit;
//   - dwarves next to an enemy dwarf or wizard hit the weakest one (a kill
//     captures it); healthy dwarves also hit adjacent orcs;
//   - every other dwarf runs a cheapest-path search (digging a rock costs
//     its remaining turns) and heads for the best value per cost: a treasure
//     (treasure_value + 1), an enemy dwarf or wizard to capture, a cave owned
//     by another clan (2: it is taken from them) or unowned (1). Targets are
//     claimed so dwarves spread out;
//   - wizards stay beside wounded dwarves to heal them, or follow the
//     nearest dwarf, out of danger;
//   - orders are issued so that a dwarf leaving a cell moves before the one
//     stepping into it.
type Planner struct {
	s  Style
	me int
	m  *Match

	danger  [cells]bool
	enemy   [cells]bool // a dwarf or wizard of another clan stands there
	step    [cells]int8 // cost of entering for a dwarf (not as first step), -1 if it cannot
	val     [cells]float32
	extra   [cells]int32 // rounds of hitting before an enemy falls
	blocked [cells]bool  // cells a planned move already fills
	claims  [cells]uint8
	foe     [cells]int8 // Chebyshev distance to the nearest enemy dwarf, capped at 3

	// search state, reset by stamps
	stamp   uint32
	seen    [cells]uint32
	dist    [cells]int32
	first   [cells]grid.Dir
	done    [cells]uint32
	head    [maxDist + 1]int32 // per distance: its first queue entry, -1 if none
	tail    [maxDist + 1]int32
	next    [queueN]int32 // per queue entry: the next one at its distance
	cell    [queueN]int32
	used    int32
	queue   [cells]int32 // the wizards' breadth-first search
	vacated [cells]bool  // cells a planned move leaves

	reach, reachHi         [cells]int32 // plan_reach.go
	reachKnown, reachStale bool
	searched               int  // cells the searches have read since markReach
	exhaustive             bool // tests: the full searches, without the bounds

	plan  []planned
	order []grid.Dir  // per unit id: this round's order, None if none
	list  []PlanOrder // this round's orders, in the order given
	hits  []planned   // scratch: the attacks and digs, sorted for KillFirst
}

// PlanOrder is one order the planner gives.
type PlanOrder struct {
	ID  int
	Dir grid.Dir
}

// planned is one decided order and the cell it leaves empty, if any.
type planned struct {
	id     int
	dir    grid.Dir
	from   int // the unit's cell
	target int // cell stepped into, or -1 for attacks, digs and None
	health int // an attack's target's health (orcs +1000), else noTarget
}

// noTarget is planned.health for the orders that hit nobody.
const noTarget = 1 << 30

// NewPlanner returns a planner playing style s.
func NewPlanner(s Style) *Planner { return &Planner{s: s} }

// Plan computes seat me's orders this round.
func (d *Planner) Plan(m *Match, me int) {
	d.m, d.me = m, me
	if len(d.order) != len(m.units) { // sized once per config: a plan appends no more than a unit each
		d.order = make([]grid.Dir, len(m.units))
		for id := range d.order {
			d.order[id] = grid.None
		}
		d.plan = make([]planned, 0, len(m.units))
		d.list = make([]PlanOrder, 0, len(m.units))
		d.hits = make([]planned, 0, len(m.units))
	}
	for _, p := range d.plan {
		d.order[p.id] = grid.None
	}
	d.plan = d.plan[:0]
	d.list = d.list[:0]
	clear(d.blocked[:])
	clear(d.vacated[:])
	clear(d.claims[:])
	d.reachKnown, d.searched = false, 0
	clear(d.reach[:]) // 0: the bounds of plan_reach.go hold before markReach
	clear(d.reachHi[:])
	d.markDanger()
	d.markCells()
	if d.s.FrontValue != 0 || d.s.WizardDodge || d.s.ApproachLast {
		d.markFoes()
	}
	for _, id := range m.Dwarves(me) {
		d.planAttack(id)
	}
	for _, id := range m.Dwarves(me) {
		if d.order[id] == grid.None { // not attacking
			d.planDwarf(id)
		}
	}
	for _, id := range m.Wizards(me) {
		d.planWizard(id)
	}
	d.emit()
	d.m = nil
}

// Orders is the last Plan's orders, in the order they must be given.
func (d *Planner) Orders() []PlanOrder { return d.list }

// OrderOf is the last Plan's order for unit id, None if it has none.
func (d *Planner) OrderOf(id int) grid.Dir { return d.order[id] }

// emit lists the planned orders: attacks and digs first, then the moves in
// the order planned (a unit only steps into a cell vacated by a unit
// planned before it).
func (d *Planner) emit() {
	d.hits = d.hits[:0]
	for _, p := range d.plan {
		if p.target < 0 && p.dir != grid.None {
			d.hits = append(d.hits, p)
		}
	}
	if d.s.KillFirst {
		sortByHealth(d.hits)
	}
	for _, p := range d.hits {
		d.list = append(d.list, PlanOrder{p.id, p.dir})
	}
	for _, p := range d.plan {
		if p.target >= 0 && !d.approaches(p) {
			d.list = append(d.list, PlanOrder{p.id, p.dir})
		}
	}
	if d.s.ApproachLast {
		for _, p := range d.plan {
			if p.target >= 0 && d.approaches(p) {
				d.list = append(d.list, PlanOrder{p.id, p.dir})
			}
		}
	}
}

// approaches reports whether move p is, with ApproachLast, a dwarf's step
// into a cell beside an enemy dwarf: given after every other order.
func (d *Planner) approaches(p planned) bool {
	return d.s.ApproachLast && d.m.Unit(p.id).Type == Dwarf && d.foe[p.target] <= 1
}

// sortByHealth orders hits by their target's health, stably: the engine
// runs a clan's orders in the order given, interleaved with the other
// clans', so the likeliest kills land first, and a captured dwarf's own
// hits of this round are lost to its old clan.
func sortByHealth(hits []planned) {
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].health < hits[j-1].health; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
}

// push records a planned order.
func (d *Planner) push(p planned) {
	d.order[p.id] = p.dir
	d.plan = append(d.plan, p)
}
