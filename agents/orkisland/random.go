package orkisland

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
)

// Random gives each of its orks, in ascending id order, a direction drawn
// uniformly with its own generator among those CanMove accepts (None
// included, so there is always at least one).
type Random struct {
	rng  *jutge.Random
	dirs [ork.NumDirs]ork.Dir
}

// Play implements env.Player.
func (r *Random) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*ork.Match)
	for _, id := range m.Orks(me) {
		n := 0
		for d := ork.Bottom; d < ork.NumDirs; d++ {
			if m.CanMove(id, d) {
				r.dirs[n] = d
				n++
			}
		}
		out.Add(id, int(r.dirs[r.rng.Int(0, n-1)]))
	}
}
