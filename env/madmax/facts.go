package madmax

import "github.com/edagym/edagym/env/grid"

// Facts mode (env.Facts): units mode's crops, mask, globals and 28
// features, then 54 features of facts computed from the state: the
// planner's distance fields (plan_fields.go) as the unit reads them, what
// a move does to a unit standing where it goes, and the census of the city
// underfoot. No scripted player's decision: no order, goal or claimed cell
// (docs/observations-madmax.md lists every feature). A unit that may not
// move this round reads 0 from feature 28 on: its one choice is none, so
// nothing reads them (the export asks no such unit), and the board searches
// stop once the units that may move are settled.
const (
	NumFactsFeatures = 82

	// featFields: 4 fields × 9, each the field's value at the unit, then
	// the change moving in direction 0..7. What a field measures depends
	// on the unit's kind (fieldTarget ... fieldDanger).
	featFields = 28
	featWin    = 64 // 8: per direction, the chance the move captures a rival unit for my team
	featLose   = 72 // 8: per direction, the chance the move costs my team a unit
	featCensus = 80 // 2: my warriors and the most warriors of one rival team in the city underfoot

	numFields   = 4
	fieldTarget = 0 // warrior: walking distance to the nearest city I do not own; car: driving cost to the nearest rival warrior outside the cities
	fieldRefill = 1 // warrior: walking distance to a cell next to Water; car: driving cost to a Road next to a Station
	fieldFood   = 2 // warrior: walking distance to any city; car: none (unreached)
	fieldDanger = 3 // driving cost from the nearest rival car (lower is worse)

	// dangerScale: a car's driving cost is about the rounds it needs (a
	// Road step a round, a Desert step on its turn only, every fourth
	// round), so rival cars within 32 are within 8 of a warrior's moves.
	dangerScale = 32
	censusScale = 8 // warriors in a city, clipped
	walkStep    = 1 // the most a walking distance changes in one step
	driveStep   = 4 // the most a driving cost changes in one step (a Desert cell)
)

// facts holds facts mode's fields for one seat and round.
type facts struct {
	fields
	board *Board
	// needed: needs mode, whose rows add where a warrior is needed (needs.go)
	needed bool
	// raided: raids mode, whose rows add the rival warriors around a
	// warrior (raids.go)
	raided bool
	// credit writes a warrior's progress in the modes that add needs:
	// needsProgress, thirstProgress (thirst mode: water or food when it
	// runs short, thirst.go) or waryProgress (wary mode: the danger a step
	// walks into too, wary.go)
	credit func(m *Match, me int, u *Unit, f, dst []float32)
	count  [][NumTeams]int32 // per city: each team's warriors in it
	// the cells a row reads the rival cars' costs at (all my units' cells
	// and their neighbours) and the hunt at (my cars'): the searches stop
	// once these are settled
	nearMine, nearCars []int32
}

// prepare computes the round's facts for seat me: the per-board fields
// when the board is new, the rival cars' driving costs, the hunt field
// when I have cars to read it, and each city's census.
func (x *facts) prepare(m *Match, me int) {
	if x.board != m.board {
		x.board = m.board
		x.fields.setup(m.board)
		x.count = grow(x.count, x.nCities)
	}
	x.nearCars = x.around(x.nearCars[:0], m, m.Cars(me))
	x.nearMine = x.around(append(x.nearMine[:0], x.nearCars...), m, m.Warriors(me))
	if len(x.nearMine) > 0 {
		x.rivalCars(m, me, x.nearMine)
	}
	if len(x.nearCars) > 0 {
		x.rivalWarriors(m, me, x.nearCars)
	}
	clear(x.count)
	for t := 0; t < NumTeams; t++ {
		for _, id := range m.Warriors(t) {
			if c := x.cityOf[x.index(m.units[id].Pos)]; c >= 0 {
				x.count[c][t]++
			}
		}
	}
}

// row writes unit u's facts, features 28..81 of its row f.
func (x *facts) row(m *Match, me int, u *Unit, f []float32) {
	k := x.index(u.Pos)
	for fld := 0; fld < numFields; fld++ {
		scale, step := x.scale(m, u.Kind, fld)
		here := x.dist(m, me, u.Kind, fld, k)
		g := f[featFields+9*fld : featFields+9*fld+9]
		g[0] = level(here, scale)
		for d := grid.Bottom; d < grid.None; d++ {
			g[1+d] = 1
			if q := u.Pos.Add(d); m.In(q) && u.Kind.Enters(m.CellType(q)) {
				g[1+d] = change(here, x.dist(m, me, u.Kind, fld, x.index(q)), step)
			}
		}
	}
	for d := grid.Bottom; d < grid.None; d++ {
		f[featWin+int(d)], f[featLose+int(d)] = fight(m, me, u, d)
	}
	if c := x.cityOf[k]; c >= 0 {
		most := int32(0)
		for t, n := range x.count[c] {
			if t != me {
				most = max(most, n)
			}
		}
		f[featCensus] = level(x.count[c][me], censusScale)
		f[featCensus+1] = level(most, censusScale)
	}
}

// dist is field fld at cell k as a unit of kind reads it (unreachable
// where it says nothing: the food field for a car).
func (x *facts) dist(m *Match, me int, kind UnitKind, fld, k int) int32 {
	switch {
	case fld == fieldDanger:
		return x.carDist[k]
	case kind == Car && fld == fieldTarget:
		return x.hunt[k]
	case kind == Car && fld == fieldRefill:
		return x.distFuel[k]
	case kind == Car:
		return unreachable
	case fld == fieldRefill:
		return x.distWater[k]
	case fld == fieldFood:
		return x.distAny[k]
	}
	best := int32(unreachable)
	for c := 0; c < x.nCities; c++ {
		if m.cityOwner[c] != me {
			best = min(best, x.distCity[c][k])
		}
	}
	return best
}

// scale is field fld's value scale and largest step for a unit of kind:
// walking distances over warriors_health (the water and food a warrior
// spends a step), driving costs over cars_fuel (the fuel a car spends a
// round), the rival cars' over dangerScale.
func (x *facts) scale(m *Match, kind UnitKind, fld int) (int32, int32) {
	switch {
	case fld == fieldDanger:
		return dangerScale, driveStep
	case kind == Car:
		return int32(m.cfg.Fuel), driveStep
	}
	return int32(m.cfg.Health), walkStep
}

// level is distance d over scale, at most 1; 1 if unreached.
func level(d, scale int32) float32 {
	if d >= unreachable {
		return 1
	}
	return float32(min(d, scale)) / float32(scale)
}

// change is the change of a field from here to there, over the largest
// step: 1 where it is unreached, −1 where it is reached from an unreached
// cell.
func change(here, there, step int32) float32 {
	switch {
	case there >= unreachable:
		return 1
	case here >= unreachable:
		return -1
	}
	return float32(min(max(there-here, -step), step)) / float32(step)
}

// fight is what unit u of mine moving in direction d does to the unit
// standing there (rules_moves.go collide): the chance the move captures it
// for my team (win) and the chance it costs my team a unit (lose). A car
// runs a warrior over (a rival's joins me; mine goes to another team); a
// car onto a car, or a warrior onto a car, loses my unit. A warrior onto a
// warrior: in the thunderdome (both on City cells) one of the two dies, mine
// with the chance its rival's water / (ours + theirs); elsewhere the attack
// drains damage food and water, capturing the warrior when its food or its
// water is at most damage. 0, 0 onto an empty cell or one u may not enter.
func fight(m *Match, me int, u *Unit, d grid.Dir) (win, lose float32) {
	q := u.Pos.Add(d)
	if !m.In(q) || !u.Kind.Enters(m.CellType(q)) {
		return 0, 0
	}
	id := m.UnitAt(q)
	if id < 0 {
		return 0, 0
	}
	v := &m.units[id]
	captured := false // the unit there is captured
	switch {
	case u.Kind == Car && v.Kind == Warrior:
		captured = true
	case u.Kind == Car || v.Kind == Car:
		return 0, 1
	case m.CellType(u.Pos) == City && m.CellType(q) == City:
		if v.Team == me {
			return 0, 1
		}
		all := float32(u.Water + v.Water)
		return float32(u.Water) / all, float32(v.Water) / all
	default:
		captured = min(v.Food, v.Water) <= m.cfg.Damage
	}
	switch {
	case !captured:
		return 0, 0
	case v.Team == me:
		return 0, 1
	}
	return 1, 0
}

// progress writes, for each legal move of unit u, the change of its target
// field (features 29-36; env.ProgressTensor): a trainer credits the unit
// with its own steps toward a city to take (warriors) or a rival warrior
// to run over (cars). A warrior in a city reads 0 whatever it does: whether
// it should stay is the team reward's to say. None reads 0.
func progress(m *Match, me int, u *Unit, f, dst []float32) {
	if u.Kind == Warrior && f[featCensus] != 0 { // my warriors in the city underfoot count u
		return
	}
	legalChanges(m, me, u, f[featFields+1:featFields+9], dst)
}

// legalChanges copies a field's changes per direction (change[d]) to dst
// for the moves unit u may make; dst stays 0 elsewhere.
func legalChanges(m *Match, me int, u *Unit, change, dst []float32) {
	for d := grid.Dir(0); d < grid.None; d++ {
		if m.Legal(me, u.ID, d) {
			dst[d] = change[d]
		}
	}
}
