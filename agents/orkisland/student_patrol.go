package orkisland

import ork "github.com/edagym/edagym/env/orkisland"

// patrol is the step of holder id along its object, or None: to a free
// cell of the same object where no enemy beside would beat or tie it, on
// the way it was going rather than back to prev (its cell the round
// before). Steps on cities and paths cost no health, and it still counts on
// the object when the round is scored; walking, it meets the enemies that
// come near. The students' orks stand still 1-5% of the time, the Warlord's
// 25% (against each other); without patrols the Student is first in 5% of
// 40 games against three Students (15% of the points, where a fourth
// Student is first in 40% with 31%).
func patrol(w world, pl planView, me, id int, prev ork.Pos) ork.Dir {
	b := w.Board()
	cost := &w.Settings().Cost
	u := w.Unit(id)
	o := pl.Object(b.Index(u.Pos))
	if o < 0 {
		return ork.None
	}
	best, back := ork.None, ork.None
	for dir := ork.Bottom; dir < ork.None; dir++ {
		v := u.Pos.Add(dir.Grid())
		if !b.In(v) || pl.Object(b.Index(v)) != o || w.UnitAt(v) >= 0 {
			continue
		}
		c := cost[b.At(v)]
		if danger(w, me, v, u.Pos, u.Health-c, c) > 0 {
			continue
		}
		if v == prev {
			back = dir
		} else if best == ork.None {
			best = dir
		}
	}
	if best == ork.None {
		return back
	}
	return best
}
