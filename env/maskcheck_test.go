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
	"orkisland": checkOrkIslandMask,
}

func checkOrkIslandMask(t *testing.T, v *env.VecEnv, b *env.Batch) int {
	spec := v.Spec()
	A := spec.Actions
	checked := 0
	for a := 0; a < v.NumAgents(); a++ {
		m := v.Match(a / v.LearnersPerEnv()).(*ork.Match)
		me := v.LearnerSeat(a)
		board := m.Board()
		mask := b.Mask[a*spec.Slots*A : (a+1)*spec.Slots*A]
		for slot := 0; slot < spec.Slots; slot++ {
			var id int
			switch spec.Mode {
			case env.Units, env.Plan, env.Facts:
				if slot >= len(m.Orks(me)) {
					for d := 0; d < A; d++ {
						if mask[slot*A+d] == 1 {
							t.Fatalf("empty slot %d allows action %d", slot, d)
						}
					}
					continue
				}
				id = m.Orks(me)[slot]
			case env.Board:
				id = m.UnitAt(ork.Pos{I: slot / board.Cols, J: slot % board.Cols})
				if id < 0 || m.Unit(id).Player != me {
					for d := 0; d < A-1; d++ {
						if mask[slot*A+d] == 1 {
							t.Fatalf("cell %d without my ork allows a move", slot)
						}
					}
					continue
				}
			}
			u := m.Unit(id)
			for d := ork.Bottom; d < ork.None; d++ {
				if mask[slot*A+int(d)] == 0 {
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
		}
	}
	return checked
}
