package madmax

import "fmt"

// setup places the units on a built board and runs the first scoring pass
// (engine §4).
func (m *Match) setup() error {
	b, c := m.board, m.cfg
	n := b.Rows * b.Cols
	m.unitAt = make([]int16, n)
	for k := range m.unitAt {
		m.unitAt[k] = -1
	}
	m.cityOwner = append([]int(nil), b.CityOwner...)
	nu := c.NumUnits()
	m.units = make([]Unit, 0, nu)
	add := func(kind UnitKind, team, cell int) {
		u := Unit{Kind: kind, ID: len(m.units), Team: team, Pos: b.PosOf(cell)}
		if kind == Warrior {
			u.Food, u.Water = c.Health, c.Health
		} else {
			u.Food = c.Fuel
		}
		m.unitAt[cell] = int16(u.ID)
		m.units = append(m.units, u)
	}
	// §4.3.1: "For each city in order: t = owner of its first listed cell;
	// r = random(0, size−1). [...] The cell at index r gets a new warrior of
	// team t; every other cell is appended to team t's pool."
	var pool [NumTeams][]int
	var count [NumTeams]int
	for k, city := range b.Cities {
		t := b.CityOwner[k]
		count[t]++
		r := m.rng.Int(0, len(city)-1)
		for x, p := range city {
			if x == r {
				add(Warrior, t, b.Index(p))
			} else {
				pool[t] = append(pool[t], b.Index(p))
			}
		}
	}
	// §4.3.2: f = nb_warriors − nb_cities/4 more warriors per team, at
	// pool[P[k]] with P a permutation of the whole pool.
	f := c.Warriors - c.Cities/4
	for t := 0; t < NumTeams; t++ {
		if count[t] != c.Cities/4 {
			return fmt.Errorf("team %d owns %d cities, expected %d", t, count[t], c.Cities/4)
		}
		if len(pool[t]) < f {
			return fmt.Errorf("team %d's cities have room for %d warriors, %d needed", t, len(pool[t]), f)
		}
		P := m.rng.Permutation(len(pool[t]), nil)
		for k := 0; k < f; k++ {
			add(Warrior, t, pool[t][P[k]])
		}
	}
	// §4.3.3: cars on a permutation of the edge-road list, team-major.
	E := b.edgeRoads
	if len(E) < NumTeams*c.Cars {
		return fmt.Errorf("the board edges have %d roads, %d cars need one each", len(E), NumTeams*c.Cars)
	}
	P := m.rng.Permutation(len(E), nil)
	z := 0
	for t := 0; t < NumTeams; t++ {
		for k := 0; k < c.Cars; k++ {
			add(Car, t, E[P[z]])
			z++
		}
	}
	m.allocRound()
	m.score()
	return nil
}

// allocRound sizes the buffers Step reuses.
func (m *Match) allocRound() {
	nu := len(m.units)
	for t := 0; t < NumTeams; t++ {
		m.warriors[t] = make([]int, 0, nu)
		m.cars[t] = make([]int, 0, nu)
	}
	m.selected = make([]move, 0, nu)
	m.performed = make([]move, 0, nu)
	m.perm = make([]int, 0, nu)
	m.killed = make([]bool, nu)
	m.captors = make([]int, 0, nu)
	m.seen.Reset(nu)
	m.deadC = make([]int, 0, nu)
	m.deadW = make([]int, 0, nu)
	m.cand = make([]int, 0, len(m.board.carEdge)+len(m.board.warEdge))
	m.initGrid()
}
