package madmax

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	mm "github.com/edagym/edagym/env/madmax"
)

// Random gives every unit that may move a uniformly random valid order: one
// of the directions the engine would accept and perform (Legal), or None.
type Random struct {
	rng *jutge.Random
}

// Play implements env.Player.
func (r *Random) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*mm.Match)
	var dirs [grid.NumDirs]grid.Dir
	for _, list := range [2][]int{m.Warriors(me), m.Cars(me)} {
		for _, id := range list {
			if !m.CanMove(id) {
				continue
			}
			n := 0
			for d := grid.Bottom; d < grid.None; d++ {
				if m.Legal(me, id, d) {
					dirs[n] = d
					n++
				}
			}
			dirs[n] = grid.None
			n++
			if d := dirs[r.rng.Int(0, n-1)]; d != grid.None {
				out.Add(id, int(d))
			}
		}
	}
}
