package tiny

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

func init() {
	agents.Register("tiny", "Random", func(_ int, r *jutge.Random) env.Player { return random{r} })
	agents.Register("tiny", "Demo", func(int, *jutge.Random) env.Player { return demo{} })
}

// random gives each unit a uniformly random move, from its own generator.
type random struct{ r *jutge.Random }

func (p random) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*Match)
	for id, u := range m.units {
		if u.player == me {
			out.Add(id, p.r.Int(0, NumActions-1))
		}
	}
}

// demo moves each unit to the first unpainted free neighbour it sees
// (bottom, right, top, left), or stays.
type demo struct{}

func (demo) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*Match)
	for id, u := range m.units {
		if u.player != me {
			continue
		}
		for k := 0; k < NumActions-1; k++ {
			if m.CanMove(me, id, k) && m.owner[m.index(u.pos.Add(dirs[k]))] < 0 {
				out.Add(id, k)
				break
			}
		}
	}
}
