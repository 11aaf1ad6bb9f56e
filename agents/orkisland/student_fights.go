package orkisland

import ork "github.com/edagym/edagym/env/orkisland"

// roadFight is ork id's attack, or None: the strongest neighbour it beats
// after paying the move's cost ("If the health of A (after the decrement
// due to the movement) is strictly greater than the health of B, then B
// dies"), but an ork standing on a city or path only attacks an enemy
// standing on one too. The students' orks on a road attack 92% of the
// beatable enemies on a road beside them and 5% of those off it (the
// Warlord: 99% and 99%); off the roads, 91%.
func roadFight(w world, pl planView, me, id int) ork.Dir {
	b := w.Board()
	cost := &w.Settings().Cost
	u := w.Unit(id)
	road := onRoad(w, pl, u.Pos)
	best, bestH := ork.None, -1
	for dir := ork.Bottom; dir < ork.None; dir++ {
		v := u.Pos.Add(dir.Grid())
		if !b.In(v) || b.At(v) == ork.Water {
			continue
		}
		e := w.UnitAt(v)
		if e < 0 {
			continue
		}
		eu := w.Unit(e)
		if eu.Player == me || u.Health-cost[b.At(v)] <= eu.Health {
			continue
		}
		if road && !onRoad(w, pl, v) {
			continue
		}
		if eu.Health > bestH {
			best, bestH = dir, eu.Health
		}
	}
	return best
}
