package env_test

import (
	"testing"

	_ "github.com/edagym/edagym/agents/madmax"
	"github.com/edagym/edagym/env"
	mm "github.com/edagym/edagym/env/madmax"
)

func init() { maskCheckers["madmax"] = checkMadMaxMask }

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

var madMaxDelta = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}

// checkMadMaxMask checks, from the statement's rules and not the encoder's
// or the engine's code, that a slot's mask allows exactly the moves the
// engine performs (my unit, allowed to move this round, onto a cell of the
// board of a kind it may enter) and "none" for every unit of mine.
func checkMadMaxMask(t *testing.T, v *env.VecEnv, b *env.Batch) int {
	spec := v.Spec()
	A := spec.Actions
	checked := 0
	for a := 0; a < v.NumAgents(); a++ {
		m := v.Match(a / v.LearnersPerEnv()).(*mm.Match)
		me := v.LearnerSeat(a)
		mask := b.Mask[a*spec.Slots*A : (a+1)*spec.Slots*A]
		mine := 0
		for id, u := range m.Units() {
			if u.Team != me {
				continue
			}
			slot := mine // units mode: the mine-th of my units in ascending ids
			if spec.Mode == env.Board {
				slot = u.Pos.I*m.Cols() + u.Pos.J
			}
			mine++
			row := mask[slot*A : (slot+1)*A]
			if row[A-1] != 1 {
				t.Fatalf("unit %d (slot %d) does not allow none", id, slot)
			}
			for d := 0; d < 8; d++ {
				to := mm.Pos{I: u.Pos.I + madMaxDelta[d][0], J: u.Pos.J + madMaxDelta[d][1]}
				want := madMaxCanMove(m, u) && to.I >= 0 && to.I < m.Rows() && to.J >= 0 && to.J < m.Cols() &&
					madMaxEnters(u.Kind, m.CellType(to))
				if (row[d] == 1) != want {
					t.Fatalf("round %d: unit %d (%v of team %d at %v, food %d) direction %d: mask %d, the rules say %v",
						m.Round(), id, u.Kind, u.Team, u.Pos, u.Food, d, row[d], want)
				}
				if want {
					checked++
				}
			}
		}
		// Every other slot allows nothing (units, plan and facts mode) or only
		// none (board mode).
		switch spec.Mode {
		case env.Units, env.Plan, env.Facts:
			for _, ok := range mask[mine*A:] {
				if ok != 0 {
					t.Fatalf("an empty slot after my %d units allows an action", mine)
				}
			}
		case env.Board:
			for c := 0; c < spec.Slots; c++ {
				id := m.UnitAt(mm.Pos{I: c / m.Cols(), J: c % m.Cols()})
				if id >= 0 && m.Unit(id).Team == me {
					continue
				}
				for d, ok := range mask[c*A : (c+1)*A-1] {
					if ok != 0 {
						t.Fatalf("cell %d without a unit of mine allows move %d", c, d)
					}
				}
			}
		}
	}
	return checked
}
