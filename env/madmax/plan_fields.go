package madmax

// fields are the whole-board distance fields the Planner plays by and facts
// mode (facts.go) reads: facts of the board and the units, no decision.
// Per board: the walking distance of every cell to each city (distCity), to
// any city (distAny) and to a cell next to Water (distWater), and a car's
// driving cost to a Road next to a Station (distFuel). Per round, for a
// seat: rival cars' driving cost to every cell (carDist, rivalCars) and a
// car's driving cost to the nearest rival warrior outside the cities (hunt,
// rivalWarriors). Once sized for a board they allocate nothing.
type fields struct {
	rows, cols int
	kinds      []CellType
	near       [][]int32 // the board's: per cell, its on-board neighbours
	nCities    int
	cityOf     []int
	distCity   [][]int32 // per city: walking distance of every cell to it
	distAny    []int32   // to the nearest city
	distWater  []int32   // to the nearest cell next to Water
	distFuel   []int32   // car cost to the nearest road next to a Station
	hunt       []int32   // car cost to the nearest rival warrior outside a city
	carDist    []int32   // car cost from the nearest rival car
	paths      distances
	walk       graph   // a warrior's: entering a cell costs 1
	drive      graph   // a car's: 1 on a Road, 4 on Desert (it moves there only on its turn)
	walkStep   []int32 // per cell: walk's cost of entering it, 0 if it may not
	driveStep  []int32 // per cell: drive's
	src, all   []int32 // search sources
	centres    []Pos   // the cells of my units that may move, for runToward
}

// setup computes the per-board fields, reusing the buffers: a new board of
// the same size allocates nothing.
func (f *fields) setup(b *Board) {
	f.rows, f.cols = b.Rows, b.Cols
	n := f.rows * f.cols
	f.kinds = b.Kinds
	f.near = b.near
	f.nCities = b.NumCities()
	f.cityOf = grow(f.cityOf, n)
	for k := range f.cityOf {
		f.cityOf[k] = -1
	}
	f.walkStep, f.driveStep = grow(f.walkStep, n), grow(f.driveStep, n)
	for k, t := range f.kinds {
		f.walkStep[k], f.driveStep[k] = 0, 0
		if Warrior.Enters(t) {
			f.walkStep[k] = 1
		}
		if t == Road {
			f.driveStep[k] = 1
		} else if Car.Enters(t) {
			f.driveStep[k] = 4
		}
	}
	f.walk.build(b.Rows, b.Cols, f.walkStep)
	f.drive.build(b.Rows, b.Cols, f.driveStep)
	f.distCity = grow(f.distCity, f.nCities)
	f.all = f.all[:0]
	for c, cells := range b.Cities {
		f.src = f.src[:0]
		for _, p := range cells {
			k := b.Index(p)
			f.cityOf[k] = c
			f.src = append(f.src, int32(k))
		}
		f.all = append(f.all, f.src...)
		f.distCity[c] = grow(f.distCity[c], n)
		f.paths.run(f.distCity[c], f.src, &f.walk)
	}
	f.distAny = grow(f.distAny, n)
	f.paths.run(f.distAny, f.all, &f.walk)
	f.src = f.src[:0]
	for k := 0; k < n; k++ {
		if f.walkStep[k] != 0 && b.nearWater[k] {
			f.src = append(f.src, int32(k))
		}
	}
	f.distWater = grow(f.distWater, n)
	f.paths.run(f.distWater, f.src, &f.walk)
	f.src = f.src[:0]
	for k := 0; k < n; k++ {
		if f.kinds[k] == Road && b.nearStatn[k] {
			f.src = append(f.src, int32(k))
		}
	}
	f.distFuel = grow(f.distFuel, n)
	f.paths.run(f.distFuel, f.src, &f.drive)
	f.hunt = grow(f.hunt, n)
	f.carDist = grow(f.carDist, n)
}

// rivalCars computes carDist: every cell's driving cost from the nearest
// car of a team other than me; only the cells of want if it is not nil:
// those around my units that may move (around), the search going toward
// them when they are few (runToward; the bound costs a look at each).
func (f *fields) rivalCars(m *Match, me int, want []int32) {
	f.src = f.src[:0]
	for t := 0; t < NumTeams; t++ {
		if t != me {
			for _, id := range m.Cars(t) {
				f.src = append(f.src, int32(f.index(m.Unit(id).Pos)))
			}
		}
	}
	if want != nil {
		if f.movable(m, m.Cars(me), m.Warriors(me)); len(f.centres) <= maxCentres {
			f.paths.runToward(f.carDist, f.src, &f.drive, want, f.centres)
			return
		}
	}
	f.paths.runTo(f.carDist, f.src, &f.drive, want)
}

// maxCentres: past this many units, rivalCars searches by cost alone.
const maxCentres = 4

// movable sets centres to the cells of the units of groups that may move.
func (f *fields) movable(m *Match, groups ...[]int) {
	f.centres = f.centres[:0]
	for _, ids := range groups {
		for _, id := range ids {
			if m.CanMove(id) {
				f.centres = append(f.centres, m.units[id].Pos)
			}
		}
	}
}

// rivalWarriors computes hunt: every cell's driving cost to the nearest
// warrior of a team other than me standing where a car may drive (outside
// the cities), at the cells of want: those around my cars that may move
// (around), the search going toward those cars (runToward).
func (f *fields) rivalWarriors(m *Match, me int, want []int32) {
	f.src = f.src[:0]
	for t := 0; t < NumTeams; t++ {
		if t == me {
			continue
		}
		for _, id := range m.Warriors(t) {
			p := m.Unit(id).Pos
			if Car.Enters(m.CellType(p)) {
				f.src = append(f.src, int32(f.index(p)))
			}
		}
	}
	f.movable(m, m.Cars(me))
	f.paths.runToward(f.hunt, f.src, &f.drive, want, f.centres)
}

func (f *fields) index(p Pos) int { return p.I*f.cols + p.J }

// around appends the cells of the units ids that may move and their
// neighbours to cells: the only cells a move is chosen from, where a
// search may stop (runTo's want).
func (f *fields) around(cells []int32, m *Match, ids []int) []int32 {
	for _, id := range ids {
		if !m.CanMove(id) {
			continue
		}
		k := f.index(m.units[id].Pos)
		cells = append(cells, int32(k))
		cells = append(cells, f.near[k]...)
	}
	return cells
}
