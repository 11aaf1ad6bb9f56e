package madmax

import "github.com/edagym/edagym/env/grid"

// Wary mode (env.Wary): thirst mode's observation and credit, with a
// warrior's step also charged for the danger it walks into outside the
// cities, as the Immortan prices it (ImmortanStyle): 3 per car step closer
// than 9 to a rival car, 5 per rival warrior beside the cell. The thirst
// learner lost 91 warriors a match outside the cities (the Immortan's
// clone 55), run over or drained while its credit charged nothing for the
// cell a step ends on. Each move's credit adds the danger of where it ends
// less the danger where the warrior stands, over waryScale and clipped to
// ±1: a step out of reach is credited as a step toward water is, one into
// it charged as one away. Facts of the state against fixed prices; the
// network reads raids mode's features and is told no goal.
const (
	waryCarReach = 8 // the Immortan's CarReach: car steps (a road step 1, desert 4)
	waryCarCost  = 3 // the Immortan's DangerCost, per car step inside the reach
	waryRaidCost = 5 // the Immortan's WarriorCost, per rival warrior beside the cell
	waryScale    = 3 // a car step closer inside the reach weighs a walking step
)

// danger is the Immortan's price of a warrior of seat me standing on cell
// k: 0 in a city, else the rival cars' reach and the raiders beside it.
func (x *facts) danger(m *Match, me, k int) int32 {
	if x.board.Kinds[k] == City {
		return 0
	}
	all, _ := x.raiders(m, me, k)
	d := waryRaidCost * all
	if c := x.carDist[k]; c <= waryCarReach {
		d += waryCarCost * (waryCarReach + 1 - c)
	}
	return d
}

// waryProgress writes thirst mode's progress for warrior u, then adds to
// each legal move's the change of danger it walks into. A move onto a unit
// leaves u where it stands (an attack): no change.
func (x *facts) waryProgress(m *Match, me int, u *Unit, f, dst []float32) {
	x.thirstProgress(m, me, u, f, dst)
	here := x.index(u.Pos)
	now := x.danger(m, me, here)
	for d := grid.Bottom; d < grid.None; d++ {
		q := u.Pos.Add(d)
		if !m.Legal(me, u.ID, d) || m.UnitAt(q) >= 0 {
			continue
		}
		step := float32(x.danger(m, me, x.index(q))-now) / waryScale
		dst[d] += min(max(step, -1), 1)
	}
}
