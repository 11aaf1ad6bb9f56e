package orkisland

import ork "github.com/edagym/edagym/env/orkisland"

// world is what the Student's rules read of a match: *ork.Match, or a
// hand-made board in the rules' tests.
type world interface {
	Board() *ork.Board
	Settings() *ork.Config
	Unit(id int) ork.Unit
	UnitAt(p ork.Pos) int
	CanMove(id int, d ork.Dir) bool
}

// Danger weights, as the Dummy's (dummy.go).
const (
	dangerLose = 200 // an enemy beside the cell would beat me there
	dangerTie  = 100 // … would tie (a coin flip)
)

// danger at v for my ork with health h there, c being v's cost: "If the
// health of A (after the decrement due to the movement) is strictly greater
// than the health of B, then B dies" — an enemy beside v (not at from)
// attacking into v wins if its health minus c beats h.
func danger(w world, me int, v, from ork.Pos, h, c int) int32 {
	b := w.Board()
	var s int32
	for dir := ork.Bottom; dir < ork.None; dir++ {
		x := v.Add(dir.Grid())
		if x == from || !b.In(x) {
			continue
		}
		e := w.UnitAt(x)
		if e < 0 {
			continue
		}
		eu := w.Unit(e)
		if eu.Player == me {
			continue
		}
		if eh := eu.Health - c; eh > h {
			s += dangerLose
		} else if eh == h {
			s += dangerTie
		}
	}
	return s
}

// onRoad reports whether cell p is a city or path cell.
func onRoad(w world, pl planView, p ork.Pos) bool { return pl.Object(w.Board().Index(p)) >= 0 }

// planView is what the rules read of the plan (*plan.Plan).
type planView interface {
	Object(c int) int
}
