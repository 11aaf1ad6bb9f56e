package madmax

import (
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// executeMoves is §6.2: "P = random_permutation(|V|), from the board
// generator. Every unit starts the round not killed. For k = 0..|V|−1: let
// (id, d) = V[P[k]]. If the unit is already killed this round, skip it.
// Otherwise try the move. If the move counts as performed, add (id, d) to
// the performed list." The statement: "The selected movements of every
// round will be executed using a random order."
func executeMoves(m *Match, _ [][]jutge.Order) {
	m.perm = m.rng.Permutation(len(m.selected), m.perm)
	clear(m.killed)
	m.captors = m.captors[:0]
	m.performed = m.performed[:0]
	for _, k := range m.perm {
		mv := m.selected[k]
		if m.killed[mv.id] {
			continue
		}
		if m.tryMove(int(mv.id), mv.dir) {
			m.performed = append(m.performed, mv)
		}
	}
}

// tryMove is §6.3, one move of unit id in direction d; it reports whether
// the move counts as performed.
//
// "Units cannot move outside the board." "Warriors can move on desert,
// cities and roads. Cars can only move on desert and roads." "If the
// adjacent cell is empty, the unit moves there. Otherwise, some rules apply":
// see collide.
func (m *Match) tryMove(id int, d grid.Dir) bool {
	u := &m.units[id]
	p2 := u.Pos.Add(d)
	b := m.board
	if !b.In(p2) || !u.Kind.Enters(b.At(p2)) {
		return false
	}
	k2 := b.Index(p2)
	if v := m.unitAt[k2]; v >= 0 {
		m.collide(u, &m.units[v])
		return true
	}
	m.unitAt[b.Index(u.Pos)] = -1
	m.unitAt[k2] = int16(id)
	u.Pos = p2
	return true
}

// collide is §6.3 step 4, unit u (team A) moving onto unit v (team B).
// "Before anything else, compute (s0, s1) = pick-two-other-teams(A, B)";
// this always costs 4 draws. Then:
//
//   - "If a car moves to a cell with another car, both cars explode and
//     disappear, and two new cars are given to the other two teams": v goes
//     to s0, then u to s1 (same team: "two other different teams").
//   - "A car that moves to a cell with a warrior runs over it and kills
//     (captures) it": v goes to A (own warrior: to s0); u steps onto p2.
//   - "A warrior that moves to a cell with a car commits suicide, and a new
//     warrior is given to the rival team": u goes to B (own car: to s0).
//   - Warrior against warrior: the thunderdome inside cities, an attack
//     elsewhere (see fight and attack).
func (m *Match) collide(u, v *Unit) {
	A, B := u.Team, v.Team
	s0, s1 := m.pickTwoOther(A, B)
	other := func(winner int) int { // the team that gets a killed unit
		if A == B {
			return s0
		}
		return winner
	}
	switch {
	case u.Kind == Car && v.Kind == Car:
		m.capture(v, s0)
		m.capture(u, s1)
	case u.Kind == Car:
		dest := v.Pos
		m.award(u, v, other(A))
		b := m.board
		m.unitAt[b.Index(u.Pos)] = -1
		m.unitAt[b.Index(dest)] = int16(u.ID)
		u.Pos = dest
	case v.Kind == Car:
		m.award(v, u, other(B))
	case m.board.At(u.Pos) == City && m.board.At(v.Pos) == City:
		m.fight(u, v, other)
	default:
		m.attack(u, v, other(A))
	}
}

// fight is the thunderdome: "if two warriors are inside a city and one of
// them attacks the other [...] one of the warriors dies, whereas the winner's
// health remains unchanged. The survivor [...] is decided by the board at
// random, with probabilities proportional to the water levels of the
// contestants." Engine: r = random(0, wU + wV − 1); if r < wU, v loses.
func (m *Match) fight(u, v *Unit, other func(int) int) {
	r := m.rng.Int(0, u.Water+v.Water-1)
	if r < u.Water {
		m.award(u, v, other(u.Team))
	} else {
		m.award(v, u, other(v.Team))
	}
}

// attack is a fight outside the thunderdome: "the attacked warrior will lose
// 6 units of food and 6 units of water. Moreover, if any of those levels
// reaches 0, the attackee will get captured by the rival team. Furthermore,
// half of the food and water stolen [...] will be recharged to the attacker,
// never exceeding the limit of 40." to is the team that gets v if it dies.
func (m *Match) attack(u, v *Unit, to int) {
	dmg, h := m.cfg.Damage, m.cfg.Health
	f, w := min(v.Food, dmg), min(v.Water, dmg)
	v.Food -= f
	v.Water -= w
	u.Food = min(u.Food+f/2, h)
	u.Water = min(u.Water+w/2, h)
	if v.Food <= 0 || v.Water <= 0 {
		m.award(u, v, to)
	}
}

// award captures loser for team, listing winner among the round's captors
// when the unit goes to winner's own team (not when a unit of its own team
// dies and goes to a third).
func (m *Match) award(winner, loser *Unit, team int) {
	m.capture(loser, team)
	if team == winner.Team {
		m.captors = append(m.captors, winner.ID)
	}
}

// capture is §6.3 step 5: "the unit's team becomes the new team. A warrior's
// food and water are set to warriors_health. A car's fuel is set to
// cars_fuel and its water to 0. The unit's cell is emptied and the unit is
// marked killed."
func (m *Match) capture(u *Unit, team int) {
	u.Team = team
	if u.Kind == Warrior {
		u.Food, u.Water = m.cfg.Health, m.cfg.Health
	} else {
		u.Food, u.Water = m.cfg.Fuel, 0
	}
	m.unitAt[m.board.Index(u.Pos)] = -1
	m.killed[u.ID] = true
}

// pickTwoOther is §1.5: "Let P = random_permutation(4). Go through P in
// order and keep each team that is neither a nor b, until two are kept."
func (m *Match) pickTwoOther(a, b int) (int, int) {
	var buf [NumTeams]int
	P := m.rng.Permutation(NumTeams, buf[:0])
	kept := [2]int{-1, -1}
	n := 0
	for _, t := range P {
		if t != a && t != b && n < 2 {
			kept[n] = t
			n++
		}
	}
	return kept[0], kept[1]
}
