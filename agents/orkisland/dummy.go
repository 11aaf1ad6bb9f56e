package orkisland

import (
	"slices"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
)

func init() {
	agents.Register("orkisland", "Dummy", func(int, *jutge.Random) env.Player { return &Dummy{style: dummyStyle} })
}

// Dummy is a scripted baseline written from the rules. Every round:
//
//  1. census: how many of my orks and of the strongest enemy stand on each
//     city and path ("object"), and which objects have enemies close by;
//  2. values: what each object is worth to me, cells per round plus what it
//     adds to my conquest graph (factor × 2^size per connected component);
//  3. holders: on each object it keeps as many orks as it needs to keep or
//     take it ("ownership flips on strict majority"): one more than the
//     strongest enemy there, plus one when enemies are near;
//  4. attacks: an ork next to an enemy it beats attacks it ("If the health
//     of A (after the decrement due to the movement) is strictly greater than
//     the health of B, then B dies") and so wins it for me;
//  5. targets: the other orks get distinct objects that still need orks, by
//     multi-source shortest paths from the objects' cells (a step costs time
//     plus the health lost on the terrain; better objects start closer);
//     each pass gives the nearest orks their objects until the needs are met;
//  6. leftovers hunt weaker enemies, or reinforce the best objects.
//
// Moves avoid cells next to stronger enemies. Dummy uses no randomness and
// allocates nothing per round once its buffers are sized. Its style sets the
// weights of these rules; the Warlord (warlord.go) is the same plan in
// another style.
type Dummy struct {
	style    style
	board    *ork.Board
	cols, np int
	nc, nobj int
	weight   []int32 // per cell: search cost of entering it (-1 for water)
	obj      []int16 // per cell: object (city c, path nc+q) or -1
	objCells [][]ork.Pos
	mine     []int   // per object: my orks on it
	enemy    []int   // per object and player: orks on it
	enemyMax []int   // per object: the most orks of one enemy on it
	near     []int   // per object: enemy orks within the threat radius
	need     []int   // per object: orks still to send
	value    []int64 // per object
	ownObj   []bool  // per object: mine
	valuer   ork.Valuer
	offset   []int32 // per object: search head start (smaller is better)
	markOrk  []int   // per object: last enemy ork counted in near
	state    []uint8 // per my ork (index in Orks(me)): orkFree, orkDone
	orkIdx   []int   // per unit id: index in Orks(me), or -1
	penalty  []int32 // per cell: extra search cost (my holders)
	dist     []int32
	label    []int32
	buckets  [][]int32
	srcs     []source
	cands    []cand
	objOf    []int // per my ork: the object it stands on or -1
	held     []int // per object: holders counted so far
	owner    []int // per object: its owner this round
	me       int
}

type source struct {
	cell  int32
	d     int32
	label int32
}

type cand struct {
	k int   // index in Orks(me)
	d int32 // distance to its target
}

// style is what the Dummy and the Warlord play differently.
type style struct {
	terrainScale int  // search cost per point of health a step takes
	threatRadius int  // enemies this many steps from an object threaten it
	holdersRoam  bool // holders attack enemies beside them off their object too
	huntSlack    int  // free orks hunt an enemy when health > its health + dist/2 - slack
}

var dummyStyle = style{terrainScale: 1, threatRadius: 3}

const (
	orkFree uint8 = iota
	orkDone
)

const (
	stepW     = 4  // search cost of one step (one round)
	maxTerr   = 12 // terrain cost counted by the search at most (scaled by the style)
	holderPen = 16 // search cost of walking through one of my holders
	enemyPen  = 8  // search cost of a cell next to (or holding) an enemy
	ringSize  = 64 // > stepW + maxTerr + max(holderPen, enemyPen)
	inf       = int32(1 << 30)
	passes    = 3
)

// Play implements env.Player.
func (d *Dummy) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*ork.Match)
	if d.board != m.Board() {
		d.setup(m)
	}
	orks := m.Orks(me)
	d.me = me
	for c := range d.nc {
		d.owner[c] = m.CityOwner(c)
	}
	for q := d.nc; q < d.nobj; q++ {
		d.owner[q] = m.PathOwner(q - d.nc)
	}
	d.census(m, me)
	d.values(m, me)
	d.offsets()
	d.holders(m, orks)
	d.attacks(m, me, orks, out)
	d.targets(m, me, orks, out)
	d.leftovers(m, me, orks, out)
}

// setup sizes every buffer for the match's board.
func (d *Dummy) setup(m *ork.Match) {
	b := m.Board()
	cfg := m.Settings()
	d.board, d.cols, d.np = b, b.Cols, cfg.Players
	d.nc = len(b.Cities)
	d.nobj = d.nc + len(b.Paths)
	n := b.Rows * b.Cols
	d.weight = make([]int32, n)
	d.obj = make([]int16, n)
	for i := 0; i < b.Rows; i++ {
		for j := 0; j < b.Cols; j++ {
			p := ork.Pos{I: i, J: j}
			k := b.Index(p)
			t := b.At(p)
			d.weight[k] = -1
			if t != ork.Water {
				d.weight[k] = stepW + int32(min(max(cfg.Cost[t], 0)*d.style.terrainScale, maxTerr))
			}
			d.obj[k] = -1
			if c := b.CityAt(p); c >= 0 {
				d.obj[k] = int16(c)
			} else if q := b.PathAt(p); q >= 0 {
				d.obj[k] = int16(d.nc + q)
			}
		}
	}
	d.objCells = make([][]ork.Pos, d.nobj)
	for c, cells := range b.Cities {
		d.objCells[c] = cells
	}
	for q, p := range b.Paths {
		d.objCells[d.nc+q] = p.Cells
	}
	d.mine = make([]int, d.nobj)
	d.enemy = make([]int, d.nobj*d.np)
	d.enemyMax = make([]int, d.nobj)
	d.near = make([]int, d.nobj)
	d.need = make([]int, d.nobj)
	d.value = make([]int64, d.nobj)
	d.ownObj = make([]bool, d.nobj)
	d.offset = make([]int32, d.nobj)
	d.markOrk = make([]int, d.nobj)
	d.held = make([]int, d.nobj)
	d.owner = make([]int, d.nobj)
	d.orkIdx = make([]int, cfg.NumUnits())
	d.penalty = make([]int32, n)
	d.dist = make([]int32, n)
	d.label = make([]int32, n)
	d.buckets = make([][]int32, ringSize)
	for i := range d.buckets {
		d.buckets[i] = make([]int32, 0, 64)
	}
	d.srcs = make([]source, 0, n)
	d.cands = make([]cand, 0, cfg.NumUnits())
	d.state = make([]uint8, 0, cfg.NumUnits())
	d.objOf = make([]int, 0, cfg.NumUnits())
}

// census counts orks per object and player, the strongest enemy per object,
// and enemy orks within the style's threat radius of each object.
func (d *Dummy) census(m *ork.Match, me int) {
	clear(d.mine)
	clear(d.enemy)
	clear(d.near)
	for o := range d.markOrk {
		d.markOrk[o] = -1
	}
	b := m.Board()
	for _, u := range m.Units() {
		o := d.obj[b.Index(u.Pos)]
		if o >= 0 {
			if u.Player == me {
				d.mine[o]++
			} else {
				d.enemy[int(o)*d.np+u.Player]++
			}
		}
		if u.Player == me {
			continue
		}
		r := d.style.threatRadius
		for di := -r; di <= r; di++ {
			for dj := -r + abs(di); dj <= r-abs(di); dj++ {
				p := ork.Pos{I: u.Pos.I + di, J: u.Pos.J + dj}
				if !b.In(p) {
					continue
				}
				if o := d.obj[b.Index(p)]; o >= 0 && d.markOrk[o] != u.ID {
					d.markOrk[o] = u.ID
					d.near[o]++
				}
			}
		}
	}
	for o := range d.enemyMax {
		e := 0
		for p := 0; p < d.np; p++ {
			e = max(e, d.enemy[o*d.np+p])
		}
		d.enemyMax[o] = e
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// values: what each object is worth to me (ork.Valuer: its cells plus what
// it adds to, or keeps in, my conquest graph).
func (d *Dummy) values(m *ork.Match, me int) {
	for o, w := range d.owner {
		d.ownObj[o] = w == me
	}
	d.valuer.Values(m.Board(), m.Settings(), d.ownObj, d.value)
}

// offsets: the search head start of each object (ork.HeadStart), from its
// value and how many orks it takes: a contested object is worth less per ork.
func (d *Dummy) offsets() {
	for o, v := range d.value {
		d.offset[o] = ork.HeadStart(v, d.desired(o))
	}
}

// desired is how many orks object o should hold. "in case of a tie, the
// conqueror of the city (if any) does not change", so an object of mine with
// no enemy near keeps its owner with no ork on it; otherwise one more than the
// strongest enemy on it ("strictly more orks on the city than any other
// player"), and one more again when other enemies are near. An object the
// enemy holds with at least as many orks as mine is left to the attacks.
func (d *Dummy) desired(o int) int {
	if d.owner[o] == d.me && d.near[o] == 0 {
		return 0
	}
	if d.owner[o] != d.me && d.enemyMax[o] > 0 && d.mine[o] <= d.enemyMax[o] {
		return 0 // held by more enemies than I have there: not worth a siege
	}
	n := d.enemyMax[o] + 1
	if d.near[o] > d.enemyMax[o] {
		n++
	}
	return n
}

// holders keeps on each object the orks it needs; the rest are free. It
// sets the need of every object and marks holder cells as costly to cross.
func (d *Dummy) holders(m *ork.Match, orks []int) {
	b := m.Board()
	clear(d.held)
	for id := range d.orkIdx {
		d.orkIdx[id] = -1
	}
	d.state = d.state[:0]
	d.objOf = d.objOf[:0]
	for k, id := range orks {
		d.orkIdx[id] = k
		o := int(d.obj[b.Index(m.Unit(id).Pos)])
		st := orkFree
		if o >= 0 && d.held[o] < d.desired(o) {
			d.held[o]++
			st = orkDone
		} else {
			o = -1
		}
		d.state = append(d.state, st)
		d.objOf = append(d.objOf, o)
	}
	for o := range d.need {
		d.need[o] = max(0, d.desired(o)-d.mine[o])
	}
	clear(d.penalty)
	for k, id := range orks {
		if d.objOf[k] >= 0 {
			d.penalty[b.Index(m.Unit(id).Pos)] = holderPen
		}
	}
	for _, u := range m.Units() {
		if u.Player == d.me {
			continue
		}
		for dir := ork.Bottom; dir < ork.NumDirs; dir++ {
			if v := u.Pos.Add(dir); b.In(v) {
				d.penalty[b.Index(v)] = enemyPen
			}
		}
	}
}

// attacks: an ork beside an enemy it beats after paying the move cost
// attacks the strongest such enemy; a holder only if it stays on its object.
func (d *Dummy) attacks(m *ork.Match, me int, orks []int, out *jutge.Orders) {
	b := m.Board()
	cost := &m.Settings().Cost
	for k, id := range orks {
		u := m.Unit(id)
		best, bestH := ork.None, -1
		for dir := ork.Bottom; dir < ork.None; dir++ {
			v := u.Pos.Add(dir)
			if !b.In(v) {
				continue
			}
			e := m.UnitAt(v)
			if e < 0 {
				continue
			}
			eu := m.Unit(e)
			if eu.Player == me || u.Health-cost[b.At(v)] <= eu.Health {
				continue
			}
			if !d.style.holdersRoam && d.objOf[k] >= 0 && int(d.obj[b.Index(v)]) != d.objOf[k] {
				continue
			}
			if eu.Health > bestH {
				best, bestH = dir, eu.Health
			}
		}
		if best != ork.None {
			out.Add(id, int(best))
			d.state[k] = orkDone
		}
	}
}

// targets runs the assignment passes: a search from the cells of every object
// that still needs orks; free orks in order of distance take the object
// whose field they are in while it needs them, and step towards it.
func (d *Dummy) targets(m *ork.Match, me int, orks []int, out *jutge.Orders) {
	b := m.Board()
	for range passes {
		d.srcs = d.srcs[:0]
		for o, n := range d.need {
			if n == 0 {
				continue
			}
			for _, p := range d.objCells[o] {
				if m.UnitAt(p) >= 0 {
					continue // mine: already there; an enemy's: attacks are separate
				}
				d.srcs = append(d.srcs, source{int32(b.Index(p)), d.offset[o], int32(o)})
			}
		}
		if len(d.srcs) == 0 {
			return
		}
		d.search()
		d.cands = d.cands[:0]
		for k, id := range orks {
			if d.state[k] == orkFree {
				if dd := d.dist[b.Index(m.Unit(id).Pos)]; dd < inf {
					d.cands = append(d.cands, cand{k, dd})
				}
			}
		}
		if len(d.cands) == 0 {
			return
		}
		slices.SortFunc(d.cands, func(x, y cand) int { return int(x.d - y.d) })
		assigned := 0
		for _, c := range d.cands {
			id := orks[c.k]
			o := d.label[b.Index(m.Unit(id).Pos)]
			if d.need[o] == 0 {
				continue
			}
			d.need[o]--
			d.state[c.k] = orkDone
			out.Add(id, int(d.step(m, me, id)))
			assigned++
		}
		if assigned == 0 {
			return
		}
	}
}

// leftovers: free orks hunt the nearest enemy they can beat, else reinforce
// the best objects.
func (d *Dummy) leftovers(m *ork.Match, me int, orks []int, out *jutge.Orders) {
	b := m.Board()
	free := 0
	for _, s := range d.state {
		if s == orkFree {
			free++
		}
	}
	if free == 0 {
		return
	}
	d.srcs = d.srcs[:0]
	for _, u := range m.Units() {
		if u.Player != me {
			d.srcs = append(d.srcs, source{int32(b.Index(u.Pos)), 0, int32(u.ID)})
		}
	}
	if len(d.srcs) > 0 {
		d.search()
		for k, id := range orks {
			if d.state[k] != orkFree {
				continue
			}
			u := m.Unit(id)
			dd := d.dist[b.Index(u.Pos)]
			if dd == inf {
				continue
			}
			e := m.Unit(int(d.label[b.Index(u.Pos)]))
			if u.Health > e.Health+int(dd)/2-d.style.huntSlack {
				d.state[k] = orkDone
				out.Add(id, int(d.step(m, me, id)))
			}
		}
	}
	d.srcs = d.srcs[:0]
	for o := range d.need {
		for _, p := range d.objCells[o] {
			if m.UnitAt(p) < 0 {
				d.srcs = append(d.srcs, source{int32(b.Index(p)), d.offset[o], int32(o)})
			}
		}
	}
	if len(d.srcs) == 0 {
		return
	}
	d.search()
	for k, id := range orks {
		if d.state[k] == orkFree {
			d.state[k] = orkDone
			out.Add(id, int(d.step(m, me, id)))
		}
	}
}

// search fills dist and label from d.srcs: a multi-source shortest path
// search backwards (entering a cell costs its weight) with a ring of buckets;
// sources join when the search reaches their head start.
func (d *Dummy) search() {
	for i := range d.dist {
		d.dist[i] = inf
	}
	slices.SortFunc(d.srcs, func(x, y source) int { return int(x.d - y.d) })
	for i := range d.buckets {
		d.buckets[i] = d.buckets[i][:0]
	}
	cols, n := d.cols, len(d.dist)
	queued, si := 0, 0
	cur := d.srcs[0].d
	for queued > 0 || si < len(d.srcs) {
		if queued == 0 && d.srcs[si].d > cur {
			cur = d.srcs[si].d
		}
		for ; si < len(d.srcs) && d.srcs[si].d <= cur; si++ {
			s := d.srcs[si]
			if s.d < d.dist[s.cell] {
				d.dist[s.cell], d.label[s.cell] = s.d, s.label
				d.buckets[s.d%ringSize] = append(d.buckets[s.d%ringSize], s.cell)
				queued++
			}
		}
		bk := &d.buckets[cur%ringSize]
		for i := 0; i < len(*bk); i++ {
			c := (*bk)[i]
			queued--
			if d.dist[c] != cur {
				continue
			}
			w := d.weight[c] + d.penalty[c]
			nd, l := cur+w, d.label[c]
			ci := int(c)
			j := ci % cols
			for _, nb := range [4]int{ci - cols, ci + cols, ci - 1, ci + 1} {
				if nb < 0 || nb >= n || (nb == ci-1 && j == 0) || (nb == ci+1 && j == cols-1) {
					continue
				}
				if d.weight[nb] < 0 || nd >= d.dist[nb] {
					continue
				}
				d.dist[nb], d.label[nb] = nd, l
				d.buckets[nd%ringSize] = append(d.buckets[nd%ringSize], int32(nb))
				queued++
			}
		}
		*bk = (*bk)[:0]
		cur++
	}
}

// step is ork id's move along the current field: the move with the least
// remaining cost, where cells next to an enemy that would beat it there, and
// moves that would kill it, cost extra.
func (d *Dummy) step(m *ork.Match, me int, id int) ork.Dir {
	b := m.Board()
	cost := &m.Settings().Cost
	u := m.Unit(id)
	best, bestS := ork.None, int32(inf)
	for dir := ork.Bottom; dir <= ork.None; dir++ {
		if !m.CanMove(id, dir) {
			continue
		}
		v := u.Pos.Add(dir)
		k := b.Index(v)
		c := cost[b.At(v)]
		h := u.Health
		var s int32
		if dir == ork.None {
			s = d.dist[k] + stepW
		} else {
			h -= c
			s = d.dist[k] + d.weight[k]
			if e := m.UnitAt(v); e >= 0 && m.Unit(e).Health >= h {
				continue // an attack it would not win
			}
			if h < 0 {
				s += 1000
			}
		}
		s += d.danger(m, me, v, u.Pos, h, c)
		if s < bestS {
			best, bestS = dir, s
		}
	}
	return best
}

// danger at v for my ork with health h there: "If the health of A (after
// the decrement due to the movement) is strictly greater than the health of
// B, then B dies" — an enemy beside v wins if its health minus the cost c of
// v beats h; a tie is a coin flip.
func (d *Dummy) danger(m *ork.Match, me int, v, from ork.Pos, h, c int) int32 {
	b := m.Board()
	var s int32
	for dir := ork.Bottom; dir < ork.None; dir++ {
		x := v.Add(dir)
		if x == from || !b.In(x) {
			continue
		}
		e := m.UnitAt(x)
		if e < 0 {
			continue
		}
		eu := m.Unit(e)
		if eu.Player == me {
			continue
		}
		if eh := eu.Health - c; eh > h {
			s += 200
		} else if eh == h {
			s += 100
		}
	}
	return s
}
