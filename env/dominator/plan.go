package dominator

import (
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// Planner computes the orders of the Dummy and the Overlord
// (agents/dominator) for one seat, in a Style. It lives in the engine
// package, as every game's plan does, so that an encoder can read it. Each
// round, in its own view (it is player 0):
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
// this round's witch moves. Idle units stay still, which heals them. Ties
// among a witch's steps are drawn from the seat's generator; a planner
// without one (plan mode's, encode.go) keeps the first best step.
type Planner struct {
	rng *jutge.Random
	s   Style
	v   View
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
	wpos    []Pos
	wdist   []int32 // distance to the nearest rival witch (FleeRadius only)

	order []grid.Dir // per unit id: this round's order, None if none
	list  []Order    // this round's orders, in the order given
}

// Order is one planned order, in the planning player's view.
type Order struct {
	ID  int
	Dir grid.Dir
}

var (
	orth = []grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left}
	all8 = []grid.Dir{grid.Bottom, grid.BR, grid.Right, grid.RT, grid.Top, grid.TL, grid.Left, grid.LB}
)

// NewPlanner is a planner in style s that draws its ties from rng; with
// a nil rng it keeps the first best (plan mode's encoder, and the C++ port
// of export/dominator).
func NewPlanner(s Style, rng *jutge.Random) *Planner { return &Planner{s: s, rng: rng} }

// Plan computes player me's orders for this round of m: witches first,
// then knights, then farmers.
func (d *Planner) Plan(m *Match, me int) {
	d.v = m.View(me)
	if len(d.order) != len(m.units) {
		d.order = make([]grid.Dir, len(m.units))
		for id := range d.order {
			d.order[id] = grid.None
		}
	}
	for _, o := range d.list {
		d.order[o.ID] = grid.None
	}
	d.list = d.list[:0]
	d.load()
	d.playWitches()
	d.playKnights()
	d.playFarmers()
}

// Orders are the orders of the last Plan, in the order given.
func (d *Planner) Orders() []Order { return d.list }

// OrderOf is the last Plan's order for unit id, None if it has none.
func (d *Planner) OrderOf(id int) grid.Dir { return d.order[id] }

func (d *Planner) emit(id int, dir grid.Dir) {
	d.order[id] = dir
	d.list = append(d.list, Order{ID: id, Dir: dir})
}

func (d *Planner) idx(p Pos) int { return p.I*d.n + p.J }

func (d *Planner) in(p Pos) bool { return p.I >= 0 && p.J >= 0 && p.I < d.n && p.J < d.n }

// load copies the rotated board into flat arrays and marks danger: haunted
// cells and every cell within distance 3 of a rival witch (it may step
// closer this round) or within distance 2 of one of ours.
func (d *Planner) load() {
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
			for dir := grid.Bottom; dir < grid.None; dir++ {
				q := Pos{I: c / n, J: c % n}.Add(dir)
				d.nbr[8*c+int(dir)] = -1
				if d.in(q) {
					d.nbr[8*c+int(dir)] = int32(d.idx(q))
				}
			}
		}
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			c := v.Cell(Pos{I: i, J: j})
			k := i*n + j
			d.wall[k] = c.Type == Wall
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

func (d *Planner) markDiamond(c Pos, r int) {
	for x := -r; x <= r; x++ {
		for y := -r; y <= r; y++ {
			if grid.Abs(x)+grid.Abs(y) > r {
				continue
			}
			if p := (Pos{I: c.I + x, J: c.J + y}); d.in(p) {
				d.danger[d.idx(p)] = true
			}
		}
	}
}

// rival reports whether cell k holds a rival farmer or knight; it returns
// the unit too.
func (d *Planner) rival(k int) (Unit, bool) {
	id := d.unit[k]
	if id < 0 {
		return Unit{}, false
	}
	u := d.v.Unit(int(id))
	return u, u.Player != 0 && u.Type != Witch
}
