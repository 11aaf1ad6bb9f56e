package env_test

import (
	"testing"

	_ "github.com/edagym/edagym/agents/madmax"
	"github.com/edagym/edagym/env"
	mm "github.com/edagym/edagym/env/madmax"
)

func init() {
	maskCheckers["madmax"] = maskRules[*mm.Match]{slots: madMaxSlots, moves: checkMadMaxMoves}.check
}

// madMaxCanMove restates the statement's movement rights: "The units of
// player x are only allowed to move at the rounds that are congruent to x
// modulo 4 [...] cars that have fuel and are located on a road can move
// regardless of the round number."
func madMaxCanMove(m *mm.Match, u mm.Unit) bool {
	return u.Team == m.Round()%4 || (u.Kind == mm.Car && u.Food > 0 && m.CellType(u.Pos) == mm.Road)
}

// madMaxEnters restates "Warriors can move on desert, cities and roads. Cars
// can only move on desert and roads."
func madMaxEnters(k mm.UnitKind, t mm.CellType) bool {
	return t == mm.Desert || t == mm.Road || (t == mm.City && k == mm.Warrior)
}

// madMaxOwnAt reports whether a unit of team me stands on p.
func madMaxOwnAt(m *mm.Match, me int, p mm.Pos) bool {
	id := m.UnitAt(p)
	return id >= 0 && m.Unit(id).Team == me
}

var madMaxDelta = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}

func madMaxSlots(m *mm.Match, me int, mode env.Mode, slots int) []int {
	var mine []int // my units, ascending ids
	for id, u := range m.Units() {
		if u.Team == me {
			mine = append(mine, id)
		}
	}
	return unitSlots(mine, mode, slots, func(cell int) int {
		if id := m.UnitAt(mm.Pos{I: cell / m.Cols(), J: cell % m.Cols()}); id >= 0 && m.Unit(id).Team == me {
			return id
		}
		return -1
	})
}

// checkMadMaxMoves checks, from the statement's rules and not the
// encoder's or the engine's code, that my unit's mask row allows exactly
// the moves the engine performs: my unit, allowed to move this round, onto
// a cell of the board of a kind it may enter, where no unit of mine stands
// (the encoder's own rule: the engine would let it attack its own team).
func checkMadMaxMoves(t *testing.T, m *mm.Match, me, id int, row []uint8) int {
	u := m.Unit(id)
	checked := 0
	for d := 0; d < 8; d++ {
		to := mm.Pos{I: u.Pos.I + madMaxDelta[d][0], J: u.Pos.J + madMaxDelta[d][1]}
		want := madMaxCanMove(m, u) && to.I >= 0 && to.I < m.Rows() && to.J >= 0 && to.J < m.Cols() &&
			madMaxEnters(u.Kind, m.CellType(to)) && !madMaxOwnAt(m, me, to)
		if (row[d] == 1) != want {
			t.Fatalf("round %d: unit %d (%v of team %d at %v, food %d) direction %d: mask %d, the rules say %v",
				m.Round(), id, u.Kind, u.Team, u.Pos, u.Food, d, row[d], want)
		}
		checked += int(row[d])
	}
	return checked
}
