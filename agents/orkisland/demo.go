package orkisland

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
)

// Demo is an exact port of the original's Demo (orkisland-engine.md §8): in
// the first half of the match, while not strictly winning, with probability
// 3/4 it sends all its orks one step, in a random order, in the first
// direction (b, r, t, l, n) that stays on the board.
//
// The original also prints a line to stderr when an enemy ork steps onto a
// city; that uses no draws and changes no order, so it is left out.
type Demo struct {
	rng  *jutge.Random
	perm []int
}

// Play implements env.Player.
func (d *Demo) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*ork.Match)
	if m.Round() > m.Settings().Rounds/2 || winning(m, me) {
		return
	}
	if d.rng.Int(0, 3) == 0 {
		return
	}
	orks := m.Orks(me)
	d.perm = d.rng.Permutation(len(orks), d.perm)
	b := m.Board()
	for _, k := range d.perm {
		id := orks[k]
		pos := m.Unit(id).Pos
		for dir := ork.Bottom; dir <= ork.None; dir++ {
			if b.In(pos.Add(dir.Grid())) {
				out.Add(id, int(dir))
				break
			}
		}
	}
}

// winning: my score is strictly greater than every other player's.
func winning(m *ork.Match, me int) bool {
	for p := 0; p < m.Settings().Players; p++ {
		if p != me && m.Score(p) >= m.Score(me) {
			return false
		}
	}
	return true
}
