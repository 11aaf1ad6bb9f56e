package orkisland

import "slices"

// Route features (units mode): where the ork stands in shortest-path
// fields over the whole board, the state of the object under it, and the
// errand a greedy assignment gives it. A 9×9 crop cannot see a city twenty
// cells away, nor that five other orks already head for it; these can.
//
// The plan is the Warlord's (agents/orkisland/warlord.go), the stronger of
// the two scripted players that share it:
//
//   - an object (city or path) needs orks to take or keep it ("strictly more
//     orks on the city than any other player", "in case of a tie, the
//     conqueror ... does not change"): one more than the strongest enemy on
//     it, one more again when the enemies on it outnumber the strongest;
//     none when it is mine and no enemy stands on it, or when an enemy holds
//     it with at least as many orks as I have there (a siege is not worth it);
//   - holders: on each object, my orks in id order up to what it needs stay;
//   - the target field: from every cell of an object that still needs orks
//     and that none of my orks stands on, each starting later the less it
//     is worth (routevalue.go);
//   - the errand: the other orks, nearest first, take the object whose field
//     they are in while it needs orks; routePasses searches assign the rest;
//     an ork's errand is its distance and steps in the field that assigned it;
//   - the enemy field: from every enemy ork.
//
// A step into a cell costs routeStep plus routeTerrainScale times the health
// it takes (at most routeMaxTerrain), so distances weigh time and, more,
// the health that wins fights. Fields are integers, so the features are exact floats
// that a C++ port (export/) reproduces bit for bit.
// The Warlord's weights (agents/orkisland/warlord.go), which plan mode's
// features describe: a step's health counts PlanTerrainScale times in the
// searches, and enemies PlanThreatRadius steps from an object (0: on it)
// threaten it.
const (
	PlanTerrainScale = 4
	PlanThreatRadius = 0
)

const (
	routeStep         = 4
	routeTerrainScale = PlanTerrainScale
	routeMaxTerrain   = 12
	routeRing         = 64 // > largest step cost + head start
	routeDeltaScale   = 16 // a neighbour's field difference is divided by this (clipped to ±1)
	routeUnreached    = int32(1 << 30)
	routeNear         = PlanThreatRadius
	routeCountScale   = 8 // ork counts are divided by this (clipped to 1)
	routePasses       = 3 // assignment searches at most

	// Feature offsets inside the units-mode feature row.
	featureTarget = 12 // 5: distance, then the change moving bottom, right, top, left
	featureEnemy  = 17 // 5: same for the enemy field
	featureObject = 22 // 5: on an object, held by me, my orks on it, most enemy orks of one player on it, enemy orks near it
	featureHold   = 27 // 1: one of the orks its object needs to stay
	featureErrand = 28 // 5: the assigned object's field, as the target field; 1s when none
)

// routes holds the fields of one observation and their scratch.
type routes struct {
	board   *Board
	weight  []int32  // per cell: cost of entering it, -1 for water
	nbr     []int32  // per cell, 4 each (bottom, right, top, left): the land neighbour or -1
	want    []uint32 // per cell: == gen when a search must settle it
	gen     uint32
	left    int // cells a search must still settle
	target  []int32
	enemy   []int32
	pass    []int32 // the field of a later assignment pass
	label   []int32 // per cell: the object whose source reached it
	buckets [routeRing][]int32
	srcs    []routeSource
	cands   []routeCand
	// per object (cities, then paths)
	mine, enemyMax, near []int
	need                 []int   // orks still to send
	start                []int32 // search head start
	cells                [][]Pos
	held                 []bool  // mine
	value                []int64 // to me
	valuer               Valuer
	perPlayer            []int // per object and player: orks on it
	mark                 []int // per object: last enemy ork counted in near
	// per unit id
	hold   []bool // holds its object
	busy   []bool // holds, or has an errand
	errand [][5]float32
}

type routeCand struct{ id, d int32 }

type routeSource struct{ cell, d, label int32 }

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
	r.pass = make([]int32, n)
	r.label = make([]int32, n)
	r.srcs = make([]routeSource, 0, n)
	r.want = make([]uint32, n)
	r.gen = 0
	r.nbr = make([]int32, 4*n)
	for c := range n {
		p := Pos{c / b.Cols, c % b.Cols}
		for d := Bottom; d < None; d++ {
			r.nbr[4*c+int(d)] = -1
			if v := p.Add(d); b.In(v) && b.At(v) != Water {
				r.nbr[4*c+int(d)] = int32(b.Index(v))
			}
		}
	}
	for c, t := range b.Cells {
		r.weight[c] = -1
		if t != Water {
			r.weight[c] = routeStep + int32(min(max(m.cfg.Cost[t], 0)*routeTerrainScale, routeMaxTerrain))
		}
	}
	nobj := len(b.Cities) + len(b.Paths)
	r.mine = make([]int, nobj)
	r.enemyMax = make([]int, nobj)
	r.near = make([]int, nobj)
	r.need = make([]int, nobj)
	r.start = make([]int32, nobj)
	r.cells = make([][]Pos, 0, nobj)
	r.cells = append(r.cells, b.Cities...)
	for _, p := range b.Paths {
		r.cells = append(r.cells, p.Cells)
	}
	r.held, r.value = make([]bool, nobj), make([]int64, nobj)
	r.mark = make([]int, nobj)
	r.perPlayer = make([]int, nobj*m.cfg.Players)
	r.hold = make([]bool, len(m.units))
	r.busy = make([]bool, len(m.units))
	r.errand = make([][5]float32, len(m.units))
	r.cands = make([]routeCand, 0, len(m.units))
}

// compute fills the fields, the census and the errands for player me;
// owner is the relative owner per object (Encoder.prepare).
func (r *routes) compute(m *Match, me int, owner []int8) {
	r.census(m, me)
	r.headStarts(m, owner)
	r.holders(m, me, owner)
	r.assign(m, me)
	b := m.board
	r.srcs = r.srcs[:0]
	for _, u := range m.units {
		if u.Player != me {
			r.srcs = append(r.srcs, routeSource{int32(b.Index(u.Pos)), 0, -1})
		}
	}
	r.wantAround(m, me, false)
	r.search(r.enemy)
}

// wantAround marks, for the next search, the cells of my orks (all, or the
// free ones) and their land neighbours: what the features read. A search
// stops once it has settled them, as Dijkstra never changes a settled cell.
func (r *routes) wantAround(m *Match, me int, freeOnly bool) {
	r.gen++
	if r.gen == 0 { // wrapped: old marks could match again
		clear(r.want)
		r.gen = 1
	}
	r.left = 0
	b := m.board
	for _, id := range m.orks[me] {
		if freeOnly && r.busy[id] {
			continue
		}
		c := b.Index(m.units[id].Pos)
		r.mark1(int32(c))
		for _, nb := range r.nbr[4*c : 4*c+4] {
			if nb >= 0 {
				r.mark1(nb)
			}
		}
	}
}

func (r *routes) mark1(c int32) {
	if r.want[c] != r.gen {
		r.want[c] = r.gen
		r.left++
	}
}

// desired is how many of my orks object o needs (see the file comment).
func (r *routes) desired(o int, owner []int8) int {
	if owner[o] == 0 && r.near[o] == 0 {
		return 0
	}
	if owner[o] != 0 && r.enemyMax[o] > 0 && r.mine[o] <= r.enemyMax[o] {
		return 0
	}
	n := r.enemyMax[o] + 1
	if r.near[o] > r.enemyMax[o] {
		n++
	}
	return n
}

// holders marks, per object, my orks in id order up to what it needs, and
// sets what each object still needs.
func (r *routes) holders(m *Match, me int, owner []int8) {
	b := m.board
	for o := range r.need {
		r.need[o] = r.desired(o, owner) // used as a countdown of holders first
	}
	for _, id := range m.orks[me] {
		r.hold[id] = false
		if o := b.object(b.Index(m.units[id].Pos)); o >= 0 && r.need[o] > 0 {
			r.need[o]--
			r.hold[id] = true
		}
	}
	for o := range r.need {
		r.need[o] = max(0, r.desired(o, owner)-r.mine[o])
	}
}

// assign runs up to routePasses searches from the objects that still need
// orks; the first is the target field. In each, my free orks, nearest first
// (then by id), take the object whose field they stand in while it needs
// orks, and keep that field as their errand.
func (r *routes) assign(m *Match, me int) {
	b := m.board
	for _, id := range m.orks[me] {
		r.errand[id] = [5]float32{1, 1, 1, 1, 1}
		r.busy[id] = r.hold[id]
	}
	for pass := range routePasses {
		r.srcs = r.srcs[:0]
		for o, n := range r.need {
			if n == 0 {
				continue
			}
			cells, d := r.cells[o], r.start[o]
			for _, p := range cells {
				c := b.Index(p)
				if id := m.unitAt[c]; id >= 0 && m.units[id].Player == me {
					continue
				}
				r.srcs = append(r.srcs, routeSource{int32(c), d, int32(o)})
			}
		}
		dist := r.pass
		if pass == 0 {
			dist = r.target // every ork's feature
		}
		r.wantAround(m, me, pass > 0)
		r.search(dist)
		if len(r.srcs) == 0 {
			return
		}
		r.cands = r.cands[:0]
		for _, id := range m.orks[me] {
			if r.busy[id] {
				continue
			}
			if d := dist[b.Index(m.units[id].Pos)]; d != routeUnreached {
				r.cands = append(r.cands, routeCand{int32(id), d})
			}
		}
		slices.SortFunc(r.cands, func(x, y routeCand) int {
			if x.d != y.d {
				return int(x.d - y.d)
			}
			return int(x.id - y.id)
		})
		n := 0
		for _, c := range r.cands {
			u := &m.units[c.id]
			if o := r.label[b.Index(u.Pos)]; r.need[o] > 0 {
				r.need[o]--
				r.busy[c.id] = true
				r.field(dist, u.Pos, r.errand[c.id][:])
				n++
			}
		}
		if n == 0 {
			return
		}
	}
}

// search fills dist and label from r.srcs: a backward multi-source
// Dijkstra with a ring of buckets, where moving from a cell into its
// neighbour c costs weight[c]. Sources and neighbours are taken in a fixed
// order (bottom, right, top, left), so labels on ties are reproducible.
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
	// Sources join when the search reaches their head start, so head starts
	// may exceed the ring; equal head starts keep their listing order.
	slices.SortStableFunc(r.srcs, func(x, y routeSource) int { return int(x.d - y.d) })
	queued, si, cur := 0, 0, r.srcs[0].d
	for ; queued > 0 || si < len(r.srcs); cur++ {
		if queued == 0 && r.srcs[si].d > cur {
			cur = r.srcs[si].d
		}
		for ; si < len(r.srcs) && r.srcs[si].d <= cur; si++ {
			s := r.srcs[si]
			if s.d < dist[s.cell] {
				dist[s.cell], r.label[s.cell] = s.d, s.label
				r.buckets[s.d%routeRing] = append(r.buckets[s.d%routeRing], s.cell)
				queued++
			}
		}
		bk := &r.buckets[cur%routeRing]
		for i := 0; i < len(*bk); i++ {
			c := (*bk)[i]
			queued--
			if dist[c] != cur {
				continue
			}
			if r.want[c] == r.gen {
				if r.left--; r.left == 0 {
					return // every cell the features read is settled
				}
			}
			nd := cur + r.weight[c]
			for _, nb := range r.nbr[4*c : 4*c+4] {
				if nb < 0 || nd >= dist[nb] {
					continue
				}
				dist[nb], r.label[nb] = nd, r.label[c]
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

// features writes the 21 route features of ork u.
func (r *routes) features(m *Match, u *Unit, owner []int8, f []float32) {
	b := m.board
	c := b.Index(u.Pos)
	r.field(r.target, u.Pos, f[featureTarget:featureTarget+5])
	r.field(r.enemy, u.Pos, f[featureEnemy:featureEnemy+5])
	copy(f[featureErrand:featureErrand+5], r.errand[u.ID][:])
	if r.hold[u.ID] {
		f[featureHold] = 1
	}
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
// routeStep×(rows+cols+routeValueBits) and clipped to 1) and, per direction bottom, right,
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
	far := int32(routeStep * (b.Rows + b.Cols + routeValueBits)) // a crossing plus the head starts
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
