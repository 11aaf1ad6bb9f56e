package orkisland

// Tactics features (plan and facts modes): what moving each way does in a fight. The
// crop shows healths, but "If the health of A (after the decrement due to the
// movement) is strictly greater than the health of B, then B dies" compares
// two cells through a terrain cost, which a small network learns badly.
const (
	featureDanger = 33 // 5: bottom, right, top, left, none
	featureWin    = 38 // 4: bottom, right, top, left
	featureLose   = 42 // 4: bottom, right, top, left
	dangerScale   = 8
)

// tactics writes, per direction: win, an enemy stands there and my health
// after the move beats its own; lose, the move is an attack I do not win or
// takes my health below 0 ("dies"); danger, for the four moves and staying,
// the enemies beside the cell I would stand on (not the one I leave) that
// would beat me there, each 2, or tie, each 1 (a coin flip), over 8, at most
// 1. Water and off-board moves read 0.
func tactics(m *Match, u *Unit, f []float32) {
	b := m.board
	cost := &m.cfg.Cost
	for d := Bottom; d <= None; d++ {
		v := u.Pos.Add(d.Grid())
		if !b.In(v) || b.At(v) == Water {
			continue
		}
		c := cost[b.At(v)]
		h := u.Health
		if d != None {
			h -= c
			if id := m.unitAt[b.Index(v)]; id >= 0 && m.units[id].Player != u.Player {
				if h > m.units[id].Health {
					f[featureWin+int(d)] = 1
				} else {
					f[featureLose+int(d)] = 1
				}
			}
			if h < 0 {
				f[featureLose+int(d)] = 1
			}
		}
		danger := 0
		for e := Bottom; e < None; e++ {
			x := v.Add(e.Grid())
			if x == u.Pos || !b.In(x) {
				continue
			}
			id := m.unitAt[b.Index(x)]
			if id < 0 || m.units[id].Player == u.Player {
				continue
			}
			if eh := m.units[id].Health - c; eh > h {
				danger += 2
			} else if eh == h {
				danger++
			}
		}
		f[featureDanger+int(d)] = float32(min(danger, dangerScale)) / dangerScale
	}
}
