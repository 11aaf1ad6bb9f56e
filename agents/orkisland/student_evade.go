package orkisland

import ork "github.com/edagym/edagym/env/orkisland"

// evasion is the move of ork id when an enemy beside it would beat it by
// attacking (ok false otherwise): the neighbouring free cell, or staying,
// with the least danger, then on a city or path, then the cheapest. An ork
// that stays dies and passes to the enemy; the students' orks step out of
// reach 54-61% of the time, the Warlord's 33%.
func evasion(w world, pl planView, me, id int) (d ork.Dir, ok bool) {
	b := w.Board()
	cost := &w.Settings().Cost
	u := w.Unit(id)
	if danger(w, me, u.Pos, u.Pos, u.Health, cost[b.At(u.Pos)]) < dangerLose {
		return ork.None, false
	}
	best, bestS := ork.None, int32(1<<30)
	for dir := ork.Bottom; dir <= ork.None; dir++ {
		if !w.CanMove(id, dir) {
			continue
		}
		v := u.Pos.Add(dir.Grid())
		c := cost[b.At(v)]
		h := u.Health
		if dir != ork.None {
			if w.UnitAt(v) >= 0 {
				continue // an attack it would not win: road fights took the others
			}
			if h -= c; h < 0 {
				continue
			}
		}
		s := 16*danger(w, me, v, u.Pos, h, c) + int32(u.Health-h)
		if dir != ork.None && !onRoad(w, pl, v) {
			s += 8
		}
		if s < bestS {
			best, bestS = dir, s
		}
	}
	return best, true
}
