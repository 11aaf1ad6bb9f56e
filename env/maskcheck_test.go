package env_test

import (
	"testing"

	"github.com/edagym/edagym/env"
	ork "github.com/edagym/edagym/env/orkisland"
)

// maskCheckers check, per game, every masked-in order of the current batch
// against the engine's own rules, independently of the encoder's code. They
// return how many orders they checked.
var maskCheckers = map[string]func(t *testing.T, v *env.VecEnv, b *env.Batch) int{
	"orkisland": maskRules[*ork.Match]{slots: orkIslandSlots, moves: checkOrkIslandMoves}.check,
}

// maskRules is one game's rules restated for the mask check: slots lists,
// per slot of the learner's mask, the unit of mine it orders (-1 for none);
// moves checks the mask row of my unit id (moves 0..7) and returns how many
// moves it checked.
type maskRules[M env.Match] struct {
	slots func(m M, me int, mode env.Mode, slots int) []int
	moves func(t *testing.T, m M, me, id int, row []uint8) int
}

// check runs the rules over every learner's mask: a slot without a unit of
// mine allows no move, and "none" only in board mode (a cell may stay
// empty; an empty units slot allows nothing); a unit of mine may always
// stay put, and its moves are what the rules say.
func (r maskRules[M]) check(t *testing.T, v *env.VecEnv, b *env.Batch) int {
	spec := v.Spec()
	A := spec.Actions
	checked := 0
	for a := range v.NumAgents() {
		m := v.Match(a / v.LearnersPerEnv()).(M)
		me := v.LearnerSeat(a)
		mask := b.Mask[a*spec.Slots*A : (a+1)*spec.Slots*A]
		for slot, id := range r.slots(m, me, spec.Mode, spec.Slots) {
			row := mask[slot*A : (slot+1)*A]
			if id >= 0 {
				if row[A-1] != 1 {
					t.Fatalf("%s slot %d: my unit %d cannot stay put", spec.Mode, slot, id)
				}
				checked += r.moves(t, m, me, id, row)
				continue
			}
			for d := range A - 1 {
				if row[d] == 1 {
					t.Fatalf("%s slot %d without my unit allows move %d", spec.Mode, slot, d)
				}
			}
			want := uint8(0) // an empty units slot allows nothing, a cell without my unit only "none"
			if spec.Mode == env.Board {
				want = 1
			}
			if row[A-1] != want {
				t.Fatalf("%s slot %d without my unit: none is %d", spec.Mode, slot, row[A-1])
			}
		}
	}
	return checked
}

// unitSlots is the slots of a mask: my units in ascending ids, then -1
// (units, plan and facts mode), or per cell the unit of mine on it (board
// mode, where cellUnit is it or -1).
func unitSlots(mine []int, mode env.Mode, slots int, cellUnit func(cell int) int) []int {
	ids := make([]int, slots)
	for s := range ids {
		switch {
		case mode == env.Board:
			ids[s] = cellUnit(s)
		case s < len(mine):
			ids[s] = mine[s]
		default:
			ids[s] = -1
		}
	}
	return ids
}

func orkIslandSlots(m *ork.Match, me int, mode env.Mode, slots int) []int {
	board := m.Board()
	return unitSlots(m.Orks(me), mode, slots, func(cell int) int {
		if id := m.UnitAt(ork.Pos{I: cell / board.Cols, J: cell % board.Cols}); id >= 0 && m.Unit(id).Player == me {
			return id
		}
		return -1
	})
}

// checkOrkIslandMoves: a masked-in move is one the engine performs (onto
// the board, not Water, not onto my own ork).
func checkOrkIslandMoves(t *testing.T, m *ork.Match, me, id int, row []uint8) int {
	board := m.Board()
	u := m.Unit(id)
	checked := 0
	for d := ork.Bottom; d < ork.None; d++ {
		if row[int(d)] == 0 {
			continue
		}
		to := u.Pos.Add(d.Grid())
		if u.Player != me || !board.In(to) || board.At(to) == ork.Water {
			t.Fatalf("masked-in move of ork %d from %v to %v is one the engine refuses", id, u.Pos, to)
		}
		if o := m.UnitAt(to); o >= 0 && m.Unit(o).Player == me {
			t.Fatalf("masked-in move of ork %d onto my own ork", id)
		}
		checked++
	}
	return checked
}
