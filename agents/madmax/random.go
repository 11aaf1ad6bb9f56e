package madmax

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	mm "github.com/edagym/edagym/env/madmax"
)

func init() {
	agents.Register(game, "Random", func(me int, rng *jutge.Random) env.Player {
		return &Random{rng: rng}
	})
}

// Random gives every unit that may move a uniformly random valid order: one
// of the directions the engine would accept and perform (Legal), or None.
type Random struct {
	rng *jutge.Random
}

// Play implements env.Player.
func (r *Random) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*mm.Match)
	var dirs [mm.NumDirs]mm.Dir
	for _, list := range [2][]int{m.Warriors(me), m.Cars(me)} {
		for _, id := range list {
			if !m.CanMove(id) {
				continue
			}
			n := 0
			for d := mm.Bottom; d < mm.None; d++ {
				if m.Legal(me, id, d) {
					dirs[n] = d
					n++
				}
			}
			dirs[n] = mm.None
			n++
			if d := dirs[r.rng.Int(0, n-1)]; d != mm.None {
				out.Add(id, int(d))
			}
		}
	}
}
