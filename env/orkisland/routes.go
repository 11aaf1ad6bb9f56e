package orkisland

// Route features (units mode): where the ork stands in two shortest-path
// fields over the whole board, and the state of the object under it. A 9×9
// crop cannot see a city twenty cells away; these fields can.
//
//   - the target field: from every cell of a city or path I do not hold that
//     none of my orks stands on (paths start routeObjectHeadStart later, as
//     they are worth less per cell);
//   - the enemy field: from every enemy ork.
//
// A step into a cell costs routeStep plus the health it takes (at most
// routeMaxTerrain), so distances weigh time and health as a search for
// "how far" should. Fields are integers, so the features are exact floats
// that a C++ port (export/) reproduces bit for bit.
const (
	routeStep            = 4
	routeMaxTerrain      = 12
	routeRing            = 64 // > largest step cost + head start
	routeObjectHeadStart = 16 // paths start this much later than cities
	routeDeltaScale      = 16 // a neighbour's field difference is divided by this (clipped to ±1)
	routeUnreached       = int32(1 << 30)
	routeNear            = 3 // enemies this many steps from an object threaten it
	routeCountScale      = 8 // ork counts are divided by this (clipped to 1)

	// Feature offsets inside the units-mode feature row.
	featureTarget = 12 // 5: distance, then the change moving bottom, right, top, left
	featureEnemy  = 17 // 5: same for the enemy field
	featureObject = 22 // 5: on an object, held by me, my orks on it, most enemy orks of one player on it, enemy orks near it
)

// routes holds the fields of one observation and their scratch.
type routes struct {
	board   *Board
	weight  []int32 // per cell: cost of entering it, -1 for water
	target  []int32
	enemy   []int32
	buckets [routeRing][]int32
	srcs    []routeSource
	// per object (cities, then paths)
	mine, enemyMax, near []int
	perPlayer            []int // per object and player: orks on it
	mark                 []int // per object: last enemy ork counted in near
}

type routeSource struct{ cell, d int32 }

// reset sizes the buffers for the match's board and caches its step costs.
func (r *routes) reset(m *Match) {
	b := m.board
	if r.board == b {
		return
	}
	r.board = b
	n := b.Rows * b.Cols
	r.weight = make([]int32, n)
	r.target = make([]int32, n)
	r.enemy = make([]int32, n)
	r.srcs = make([]routeSource, 0, n)
	for c, t := range b.Cells {
		r.weight[c] = -1
		if t != Water {
			r.weight[c] = routeStep + int32(min(max(m.cfg.Cost[t], 0), routeMaxTerrain))
		}
	}
	nobj := len(b.Cities) + len(b.Paths)
	r.mine = make([]int, nobj)
	r.enemyMax = make([]int, nobj)
	r.near = make([]int, nobj)
	r.mark = make([]int, nobj)
	r.perPlayer = make([]int, nobj*m.cfg.Players)
}

// object is the object at cell c (city, or len(Cities)+path) or -1.
func (b *Board) object(c int) int {
	if o := int(b.cityOf[c]); o >= 0 {
		return o
	}
	if q := int(b.pathOf[c]); q >= 0 {
		return len(b.Cities) + q
	}
	return -1
}

// compute fills both fields and the object census for player me; owner is
// the relative owner per object (Encoder.prepare).
func (r *routes) compute(m *Match, me int, owner []int8) {
	b := m.board
	r.srcs = r.srcs[:0]
	for o := range owner {
		if owner[o] == 0 {
			continue
		}
		var cells []Pos
		d := int32(0)
		if o < len(b.Cities) {
			cells = b.Cities[o]
		} else {
			cells, d = b.Paths[o-len(b.Cities)].Cells, routeObjectHeadStart
		}
		for _, p := range cells {
			c := b.Index(p)
			if id := m.unitAt[c]; id >= 0 && m.units[id].Player == me {
				continue
			}
			r.srcs = append(r.srcs, routeSource{int32(c), d})
		}
	}
	r.search(r.target)
	r.srcs = r.srcs[:0]
	for _, u := range m.units {
		if u.Player != me {
			r.srcs = append(r.srcs, routeSource{int32(b.Index(u.Pos)), 0})
		}
	}
	r.search(r.enemy)
	r.census(m, me)
}

// search fills dist from r.srcs (sorted by head start on entry or not): a
// backward multi-source Dijkstra with a ring of buckets, where moving from
// a cell into its neighbour c costs weight[c].
func (r *routes) search(dist []int32) {
	for i := range dist {
		dist[i] = routeUnreached
	}
	if len(r.srcs) == 0 {
		return
	}
	for i := range r.buckets {
		r.buckets[i] = r.buckets[i][:0]
	}
	queued := 0
	for _, s := range r.srcs {
		if s.d < dist[s.cell] {
			dist[s.cell] = s.d
			r.buckets[s.d%routeRing] = append(r.buckets[s.d%routeRing], s.cell)
			queued++
		}
	}
	cols, n := int32(r.board.Cols), int32(len(dist))
	for cur := int32(0); queued > 0; cur++ {
		bk := &r.buckets[cur%routeRing]
		for i := 0; i < len(*bk); i++ {
			c := (*bk)[i]
			queued--
			if dist[c] != cur {
				continue
			}
			nd := cur + r.weight[c]
			j := c % cols
			for _, nb := range [4]int32{c + cols, c + 1, c - cols, c - 1} {
				if nb < 0 || nb >= n || (nb == c-1 && j == 0) || (nb == c+1 && j == cols-1) {
					continue
				}
				if r.weight[nb] < 0 || nd >= dist[nb] {
					continue
				}
				dist[nb] = nd
				r.buckets[nd%routeRing] = append(r.buckets[nd%routeRing], nb)
				queued++
			}
		}
		*bk = (*bk)[:0]
	}
}

// census counts my orks and each enemy's on every object, and the enemy
// orks within routeNear steps of each object.
func (r *routes) census(m *Match, me int) {
	b, np := m.board, m.cfg.Players
	clear(r.mine)
	clear(r.perPlayer)
	clear(r.near)
	for o := range r.mark {
		r.mark[o] = -1
	}
	for _, u := range m.units {
		if o := b.object(b.Index(u.Pos)); o >= 0 {
			if u.Player == me {
				r.mine[o]++
			} else {
				r.perPlayer[o*np+u.Player]++
			}
		}
		if u.Player == me {
			continue
		}
		for di := -routeNear; di <= routeNear; di++ {
			for dj := -routeNear + abs(di); dj <= routeNear-abs(di); dj++ {
				p := Pos{u.Pos.I + di, u.Pos.J + dj}
				if !b.In(p) {
					continue
				}
				if o := b.object(b.Index(p)); o >= 0 && r.mark[o] != u.ID {
					r.mark[o] = u.ID
					r.near[o]++
				}
			}
		}
	}
	for o := range r.enemyMax {
		e := 0
		for p := range np {
			e = max(e, r.perPlayer[o*np+p])
		}
		r.enemyMax[o] = e
	}
}

// features writes the 15 route features of ork u.
func (r *routes) features(m *Match, u *Unit, owner []int8, f []float32) {
	b := m.board
	c := b.Index(u.Pos)
	r.field(r.target, u.Pos, f[featureTarget:featureTarget+5])
	r.field(r.enemy, u.Pos, f[featureEnemy:featureEnemy+5])
	g := f[featureObject : featureObject+5]
	o := b.object(c)
	if o < 0 {
		return
	}
	g[0] = 1
	if owner[o] == 0 {
		g[1] = 1
	}
	g[2] = countFeature(r.mine[o])
	g[3] = countFeature(r.enemyMax[o])
	g[4] = countFeature(r.near[o])
}

// field writes the field's distance at p (1 when unreached, else divided by
// routeStep×(rows+cols) and clipped to 1) and, per direction bottom, right,
// top, left, the field's change moving there divided by routeDeltaScale and
// clipped to ±1 (1 for water, off the board or unreached).
func (r *routes) field(dist []int32, p Pos, f []float32) {
	b := r.board
	here := dist[b.Index(p)]
	if here == routeUnreached {
		for k := range f {
			f[k] = 1
		}
		return
	}
	far := int32(routeStep * (b.Rows + b.Cols))
	f[0] = float32(min(here, far)) / float32(far)
	for d := Bottom; d < None; d++ {
		v := p.Add(d)
		if !b.In(v) || dist[b.Index(v)] == routeUnreached {
			f[1+int(d)] = 1
			continue
		}
		delta := min(max(dist[b.Index(v)]-here, -routeDeltaScale), routeDeltaScale)
		f[1+int(d)] = float32(delta) / routeDeltaScale
	}
}

func countFeature(n int) float32 { return float32(min(n, routeCountScale)) / routeCountScale }
