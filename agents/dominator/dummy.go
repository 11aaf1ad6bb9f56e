package dominator

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

func init() {
	agents.Register(game, "Dummy", func(_ int, rng *jutge.Random) env.Player { return &Dummy{rng: rng, s: DummyStyle} })
}

// Style is what the Dummy and the Overlord (overlord.go) play differently.
// The zero value of every knob but the two radii is the Dummy's play.
type Style struct {
	RivalWitchRadius int // farmers and knights keep this far from rival witches
	OwnWitchRadius   int // ... and this far from ours

	FleeRadius int // farmers and knights this close to a rival witch step away from it (0: never)
	KnightHeal int // knights with less health and no rival beside them stay still to heal
}

// DummyStyle is the Dummy's.
var DummyStyle = Style{RivalWitchRadius: 3, OwnWitchRadius: 2}

// Dummy is a scripted player written from the rules. Each round, in its own
// view (it is player 0):
//
//   - witches move towards the nearest rival farmers and knights, choosing
//     the step that brings the most of them under their spell (each one is
//     captured for us), never haunting our own units and never coming within
//     two cells of another witch (which would deactivate both);
//   - knights attack the weakest adjacent rival farmer or knight, or walk
//     (breadth-first, diagonals allowed) to the nearest one;
//   - farmers walk (breadth-first) to the nearest cell not yet ours that no
//     other farmer is heading to.
//
// All units keep out of cells that are haunted or could be haunted after
// this round's witch moves. Idle units stay still, which heals them.
type Dummy struct {
	rng *jutge.Random
	s   Style
	v   dom.View
	n   int

	wall    []bool
	unit    []int32  // unit id on each cell, -1 if none
	owner   []int8   // relative owner
	danger  []bool   // cells a farmer or knight must not step into
	claimed []bool   // farmer targets already taken this round
	taken   []bool   // cells some own unit moves into this round
	seen    []uint32 // BFS: seen[k] == stamp marks cells visited by the current search
	stamp   uint32
	nbr     []int32 // nbr[8k+d]: the cell one step from k in direction d, -1 off the board
	first   []int8  // BFS: first step from the source
	depth   []int32 // BFS: steps from the source
	land    []int32 // farmer guidance: distance to the nearest free cell not ours
	queue   []int32
	field   []int32 // witch guidance: distance to the nearest rival farmer or knight
	kfield  []int32 // knight guidance: steps to the nearest safe rival (knightField)
	wpos    []dom.Pos
	wdist   []int32 // distance to the nearest rival witch (FleeRadius only)
}

var (
	orth = []dom.Dir{dom.Bottom, dom.Right, dom.Top, dom.Left}
	all8 = []dom.Dir{dom.Bottom, dom.BR, dom.Right, dom.RT, dom.Top, dom.TL, dom.Left, dom.LB}
)

func (d *Dummy) idx(p dom.Pos) int { return p.I*d.n + p.J }

func (d *Dummy) in(p dom.Pos) bool { return p.I >= 0 && p.J >= 0 && p.I < d.n && p.J < d.n }

// Play implements env.Player.
func (d *Dummy) Play(m env.Match, me int, out *jutge.Orders) {
	d.v = dom.ViewOf(m, me)
	d.load()
	d.playWitches(out)
	d.playKnights(out)
	d.playFarmers(out)
}

// load copies the rotated board into flat arrays and marks danger: haunted
// cells and every cell within distance 3 of a rival witch (it may step
// closer this round) or within distance 2 of one of ours.
func (d *Dummy) load() {
	v := d.v
	n := v.Rows()
	if d.n != n || d.wall == nil {
		d.n = n
		k := n * n
		d.wall, d.unit, d.owner = make([]bool, k), make([]int32, k), make([]int8, k)
		d.danger, d.claimed, d.taken = make([]bool, k), make([]bool, k), make([]bool, k)
		d.seen, d.first, d.queue, d.field = make([]uint32, k), make([]int8, k), make([]int32, 0, k), make([]int32, k)
		d.nbr = make([]int32, 8*k)
		d.depth, d.land, d.kfield = make([]int32, k), make([]int32, k), make([]int32, k)
		for c := range k {
			for dir := dom.Bottom; dir < dom.None; dir++ {
				q := dom.Pos{I: c / n, J: c % n}.Add(dir)
				d.nbr[8*c+int(dir)] = -1
				if d.in(q) {
					d.nbr[8*c+int(dir)] = int32(d.idx(q))
				}
			}
		}
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			c := v.Cell(dom.Pos{I: i, J: j})
			k := i*n + j
			d.wall[k] = c.Type == dom.Wall
			d.unit[k] = c.Unit
			d.owner[k] = c.Owner
			d.danger[k] = c.Haunted
			d.claimed[k] = false
			d.taken[k] = false
		}
	}
	if d.s.FleeRadius > 0 {
		d.witchDist()
	}
	for k := 0; k < 4; k++ {
		r := d.s.RivalWitchRadius
		if k == 0 {
			r = d.s.OwnWitchRadius
		}
		for _, id := range v.Witches(k) {
			d.markDiamond(v.Unit(id).Pos, r)
		}
	}
}

func (d *Dummy) markDiamond(c dom.Pos, r int) {
	for x := -r; x <= r; x++ {
		for y := -r; y <= r; y++ {
			if grid.Abs(x)+grid.Abs(y) > r {
				continue
			}
			if p := (dom.Pos{I: c.I + x, J: c.J + y}); d.in(p) {
				d.danger[d.idx(p)] = true
			}
		}
	}
}

// rival reports whether cell k holds a rival farmer or knight; it returns
// the unit too.
func (d *Dummy) rival(k int) (dom.Unit, bool) {
	id := d.unit[k]
	if id < 0 {
		return dom.Unit{}, false
	}
	u := d.v.Unit(int(id))
	return u, u.Player != 0 && u.Type != dom.Witch
}

// playWitches moves each witch to the best of its five options.
func (d *Dummy) playWitches(out *jutge.Orders) {
	v := d.v
	d.rivalField()
	mine := v.Witches(0)
	d.wpos = d.wpos[:0]
	for k := 0; k < 4; k++ {
		for _, id := range v.Witches(k) {
			d.wpos = append(d.wpos, v.Unit(id).Pos)
		}
	}
	for _, id := range mine {
		w := v.Unit(id)
		best, bestScore, ties := dom.None, d.witchScore(id, w.Pos, dom.None), 1
		for _, dir := range orth {
			q := w.Pos.Add(dir)
			if !d.in(q) || d.wall[d.idx(q)] || d.unit[d.idx(q)] >= 0 || d.taken[d.idx(q)] {
				continue
			}
			s := d.witchScore(id, q, dir)
			switch {
			case s > bestScore:
				best, bestScore, ties = dir, s, 1
			case s == bestScore:
				ties++
				if d.rng.Int(1, ties) == 1 {
					best = dir
				}
			}
		}
		out.Add(id, int(best))
		if best != dom.None {
			q := w.Pos.Add(best)
			d.taken[d.idx(q)] = true
			d.markDiamond(q, 2)
			d.wpos = append(d.wpos, q) // both old and new positions count
		}
	}
}

const forbidden = -1 << 30

// witchScore rates witch id standing at q after moving in dir.
func (d *Dummy) witchScore(id int, q dom.Pos, dir dom.Dir) int {
	if dir == dom.None {
		f := d.field[d.idx(q)]
		return -int(f)*10 - 5
	}
	for _, p := range d.wpos {
		if p != d.v.Unit(id).Pos && p.Dist(q) <= 2 {
			return forbidden
		}
	}
	hits := 0
	for x := -2; x <= 2; x++ {
		for y := -2; y <= 2; y++ {
			if grid.Abs(x)+grid.Abs(y) > 2 {
				continue
			}
			p := dom.Pos{I: q.I + x, J: q.J + y}
			if !d.in(p) {
				continue
			}
			k := d.idx(p)
			if id := d.unit[k]; id >= 0 {
				u := d.v.Unit(int(id))
				if u.Type == dom.Witch {
					continue
				}
				if u.Player == 0 {
					return forbidden
				}
				hits++
			}
			if d.taken[k] {
				return forbidden // one of our units moves there
			}
		}
	}
	return hits*100 - int(d.field[d.idx(q)])*10
}

// rivalField is the orthogonal walking distance from every cell to the
// nearest rival farmer or knight, through non-wall cells.
func (d *Dummy) rivalField() {
	d.queue = d.queue[:0]
	for k := range d.field {
		d.field[k] = 1 << 20
		if _, ok := d.rival(k); ok {
			d.field[k] = 0
			d.queue = append(d.queue, int32(k))
		}
	}
	for h := 0; h < len(d.queue); h++ {
		k := int(d.queue[h])
		p := dom.Pos{I: k / d.n, J: k % d.n}
		for _, dir := range orth {
			q := p.Add(dir)
			if !d.in(q) {
				continue
			}
			kq := d.idx(q)
			if !d.wall[kq] && d.field[kq] > d.field[k]+1 {
				d.field[kq] = d.field[k] + 1
				d.queue = append(d.queue, int32(kq))
			}
		}
	}
}

// bfs searches from s over free, safe cells with the given steps for the
// nearest cell accepted by goal (which may be occupied), and returns the
// first step towards it and the goal cell, or None and -1.
func (d *Dummy) bfs(s dom.Pos, dirs []dom.Dir, maxDepth int32, goal func(k int) bool) (dom.Dir, int) {
	d.stamp++
	if d.stamp == 0 {
		clear(d.seen)
		d.stamp = 1
	}
	d.queue = d.queue[:0]
	ks := d.idx(s)
	d.seen[ks] = d.stamp
	d.depth[ks] = 0
	d.queue = append(d.queue, int32(ks))
	for h := 0; h < len(d.queue); h++ {
		k := int(d.queue[h])
		if d.depth[k] >= maxDepth {
			break
		}
		for _, dir := range dirs {
			kq := int(d.nbr[8*k+int(dir)])
			if kq < 0 || d.seen[kq] == d.stamp || d.wall[kq] {
				continue
			}
			d.seen[kq] = d.stamp
			d.depth[kq] = d.depth[k] + 1
			f := int8(dir)
			if k != ks {
				f = d.first[k]
			}
			d.first[kq] = f
			if goal(kq) {
				if k == ks && d.taken[kq] {
					continue
				}
				return dom.Dir(f), kq
			}
			if d.unit[kq] >= 0 || d.danger[kq] || (k == ks && d.taken[kq]) {
				continue
			}
			d.queue = append(d.queue, int32(kq))
		}
	}
	return dom.None, -1
}

// playKnights attacks the weakest adjacent rival or walks to the nearest.
func (d *Dummy) playKnights(out *jutge.Orders) {
	d.knightField()
	for _, id := range d.v.Knights(0) {
		p := d.v.Unit(id).Pos
		best, bestHealth := dom.None, 1<<30
		for _, dir := range all8 {
			q := p.Add(dir)
			if !d.in(q) {
				continue
			}
			if u, ok := d.rival(d.idx(q)); ok {
				h := u.Health
				if u.Type == dom.Farmer {
					h -= 1000 // farmers first: they fall in two hits
				}
				if h < bestHealth {
					best, bestHealth = dir, h
				}
			}
		}
		if d.s.FleeRadius > 0 && int(d.wdist[d.idx(p)]) <= d.s.FleeRadius {
			if e, ok := d.escape(d.idx(p), all8); ok {
				out.Add(id, int(e))
				continue
			}
		}
		if best == dom.None && d.v.Unit(id).Health < d.s.KnightHeal {
			out.Add(id, int(dom.None))
			continue
		}
		if best == dom.None {
			best = d.knightStep(p)
			if best != dom.None {
				d.taken[d.idx(p.Add(best))] = true
			}
		}
		out.Add(id, int(best))
	}
}

// farmerTarget reports whether a farmer should head for cell k.
func (d *Dummy) farmerTarget(k int) bool {
	return d.owner[k] != 0 && !d.claimed[k] && d.unit[k] < 0 && !d.danger[k]
}

// landField is the walking distance from every cell to the nearest free,
// safe cell that is not ours, through free, safe cells.
func (d *Dummy) landField() {
	d.queue = d.queue[:0]
	for k := range d.land {
		d.land[k] = 1 << 20
		if !d.wall[k] && d.farmerTarget(k) {
			d.land[k] = 0
			d.queue = append(d.queue, int32(k))
		}
	}
	for h := 0; h < len(d.queue); h++ {
		k := int(d.queue[h])
		for _, dir := range orth {
			kq := int(d.nbr[8*k+int(dir)])
			if kq < 0 || d.wall[kq] || d.land[kq] <= d.land[k]+1 {
				continue
			}
			d.land[kq] = d.land[k] + 1
			if d.unit[kq] < 0 && !d.danger[kq] {
				d.queue = append(d.queue, int32(kq))
			}
		}
	}
}

// farmerReach is how far a farmer searches for a target of its own; beyond
// it, it follows the shared distance field.
const farmerReach = 12

// playFarmers sends each farmer to the nearest unclaimed cell not ours.
func (d *Dummy) playFarmers(out *jutge.Orders) {
	d.landField()
	for _, id := range d.v.Farmers(0) {
		p := d.v.Unit(id).Pos
		k := d.idx(p)
		dir, target := dom.None, -1
		if d.s.FleeRadius > 0 && int(d.wdist[k]) <= d.s.FleeRadius {
			if e, ok := d.escape(k, orth); ok {
				out.Add(id, int(e))
				continue
			}
		}
		if d.land[k] < 1<<20 {
			dir, target = d.bfs(p, orth, farmerReach, d.farmerTarget)
		}
		if target >= 0 {
			d.claimed[target] = true
		} else if d.land[k] < 1<<20 {
			best := d.land[k]
			for _, e := range orth {
				kq := int(d.nbr[8*k+int(e)])
				if kq >= 0 && !d.wall[kq] && d.unit[kq] < 0 && !d.danger[kq] && !d.taken[kq] && d.land[kq] < best {
					dir, best = e, d.land[kq]
				}
			}
		}
		if dir != dom.None {
			d.taken[d.idx(p.Add(dir))] = true
		}
		out.Add(id, int(dir))
	}
}

// witchDist fills wdist with the Manhattan distance from every cell to the
// nearest rival witch.
func (d *Dummy) witchDist() {
	if len(d.wdist) != d.n*d.n {
		d.wdist = make([]int32, d.n*d.n)
	}
	for k := range d.wdist {
		d.wdist[k] = 1 << 20
	}
	for pl := 1; pl < 4; pl++ {
		for _, id := range d.v.Witches(pl) {
			w := d.v.Unit(id).Pos
			for k := range d.wdist {
				p := dom.Pos{I: k / d.n, J: k % d.n}
				d.wdist[k] = min(d.wdist[k], int32(p.Dist(w)))
			}
		}
	}
}

// escape picks the step from k that most increases the distance to the
// nearest rival witch, onto a free, unhaunted cell no own unit moves into,
// and marks it taken.
func (d *Dummy) escape(k int, dirs []dom.Dir) (dom.Dir, bool) {
	best, far := dom.None, d.wdist[k]
	for _, e := range dirs {
		kq := int(d.nbr[8*k+int(e)])
		if kq < 0 || d.wall[kq] || d.unit[kq] >= 0 || d.taken[kq] || d.nearWitch(kq) {
			continue
		}
		if d.wdist[kq] > far {
			best, far = e, d.wdist[kq]
		}
	}
	if best == dom.None {
		return best, false
	}
	d.taken[int(d.nbr[8*k+int(best)])] = true
	return best, true
}

// nearWitch reports whether cell k is haunted or within distance 2 of a
// witch, where any witch stands or where one of ours moves this round.
func (d *Dummy) nearWitch(k int) bool {
	c := dom.Pos{I: k / d.n, J: k % d.n}
	if d.v.Cell(c).Haunted {
		return true
	}
	for _, p := range d.wpos {
		if p.Dist(c) <= 2 {
			return true
		}
	}
	return false
}
