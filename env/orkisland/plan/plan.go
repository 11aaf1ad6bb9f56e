// Package plan is the Ork Island plan that the Dummy and the Warlord play
// (agents/orkisland) and plan mode's features describe
// (env/orkisland/routes.go). Every round, for one player:
//
//  1. census: how many of my orks and of each enemy stand on each city and
//     path ("object"), and how many enemy orks threaten each object (stand
//     within the style's ThreatRadius of it);
//  2. values: what each object is worth to me, its cells plus what it adds
//     to my conquest graph (value.go), and from that its search head start;
//  3. holders: an object needs orks to take or keep it ("ownership flips on
//     strict majority"): one more than the strongest enemy on it, one more
//     again when more enemies threaten it; none when it is mine and none
//     threaten it ("in case of a tie, the conqueror of the city (if any)
//     does not change"), or when an enemy holds it with at least as many
//     orks as I have there (a siege is not worth it). My orks on it, in id
//     order, hold it up to that need;
//  4. errands (Assign): up to Passes searches from the cells of the objects
//     that still need orks, each starting later the less it is worth; in
//     each, the free orks, nearest first, take the object whose field they
//     stand in while it needs orks;
//  5. the enemy field (Enemies) and, for orks still free, the field of all
//     objects (Reinforce).
//
// A step into a cell costs StepCost plus the style's TerrainScale times the
// health it takes (at most MaxTerrain). Fields are integers, so the features
// are exact floats that a C++ port reproduces bit for bit.
//
// The package knows no engine type, as env/orkisland's encoder imports it:
// cells are indices i×Cols+j, objects are cities then paths, and
// env/orkisland's Planner feeds it a match. It allocates nothing per round
// once sized for a board, but for the search's buckets growing, in the
// first rounds, to the widest wavefront (BenchmarkDummyPlay: 0 allocs/op).
package plan

import (
	"cmp"
	"slices"
)

// Search constants.
const (
	StepCost      = 4  // search cost of one step (one round)
	MaxTerrain    = 12 // terrain cost counted by the search at most (after the style's scale)
	HolderPenalty = 16 // Detours: search cost of walking through one of my holders
	EnemyPenalty  = 8  // Detours: search cost of a cell on or beside an enemy
	Passes        = 3  // assignment searches at most
	ring          = 64 // > StepCost + MaxTerrain + max(HolderPenalty, EnemyPenalty)
	// Unreached is a field's value where its search did not arrive.
	Unreached = int32(1 << 30)
)

// Island is the part of a match that does not change: the board and the
// scoring parameters.
type Island struct {
	Rows, Cols int
	// Cost per cell: the health a step into it takes (at least 0), or -1
	// for water.
	Cost      []int
	Objects   [][]int32 // per object (cities, then paths): its cells
	NumCities int
	Ends      [][2]int // per path: the cities it joins
	Players   int
	Units     int // orks in the match (ids 0 to Units-1)

	Factor, BonusCity, BonusPath int // factor_connected_component, bonus_per_city_cell, bonus_per_path_cell
}

// Ork is one ork of a round.
type Ork struct {
	ID, Player int
	Cell       int32
}

// Plan is one player's plan on one island; Reset sizes it, Update computes
// it each round.
type Plan struct {
	style   Style
	routing Routing
	is      *Island
	me      int
	orks    []Ork   // this round's, by id
	weight  []int32 // per cell: search cost of entering it, -1 for water
	cost    []int32 // per cell: weight plus the Detours penalties
	touched []int32 // cells whose cost has a penalty
	nbr     []int32 // per cell, 4 each in the routing's order: the land neighbour or none
	obj     []int16 // per cell: its object or -1
	at      []int32 // per cell: the ork on it or -1
	// a search's wanted cells: == gen when it must settle them
	want []uint32
	gen  uint32
	left int // wanted cells still to settle

	target, later, enemy []int32       // fields: the first assignment search, later ones, the enemies
	label                []int32       // per cell: the label of the source that reached it
	buckets              [ring][]int32 // the search's ring: its room (grown as needed)
	bucketLen            [ring]int32   // cells in each bucket
	srcs                 []source
	cands                []cand
	assigned             []int32

	// per object
	mine, enemyMax, near []int
	need                 []int   // orks still to send
	start                []int32 // search head start
	byStart              []int32 // objects in the order their sources are listed
	held                 []bool  // mine
	value                []int64 // to me
	valuer               Valuer
	perPlayer            []int // per object and player: orks on it
	mark                 []int // per object: last enemy ork counted in near

	// per ork id
	hold, busy []bool
}

type source struct{ cell, d, label int32 }

type cand struct{ id, d int32 }

// New makes a plan that plays style and searches by routing.
func New(style Style, routing Routing) *Plan {
	return &Plan{style: style, routing: routing}
}

// Style is the plan's style.
func (p *Plan) Style() *Style { return &p.style }

// Reset sizes the plan for an island and caches its search costs.
func (p *Plan) Reset(is *Island) {
	p.is = is
	n := is.Rows * is.Cols
	p.weight, p.cost = make([]int32, n), make([]int32, n)
	for c, h := range is.Cost {
		p.weight[c] = -1
		if h >= 0 {
			p.weight[c] = StepCost + int32(min(h*p.style.TerrainScale, p.style.TerrainLimit()))
		}
	}
	copy(p.cost, p.weight)
	p.touched = p.touched[:0]
	p.nbr = make([]int32, 4*n)
	for c := range n {
		i, j := c/is.Cols, c%is.Cols
		for k, s := range p.routing.Order {
			ni, nj := i, j
			switch s {
			case Below:
				ni++
			case Right:
				nj++
			case Above:
				ni--
			case Left:
				nj--
			}
			p.nbr[4*c+k] = int32(n) // none
			if ni >= 0 && ni < is.Rows && nj >= 0 && nj < is.Cols && p.weight[ni*is.Cols+nj] >= 0 {
				p.nbr[4*c+k] = int32(ni*is.Cols + nj)
			}
		}
	}
	p.obj, p.at = make([]int16, n), make([]int32, n)
	for c := range n {
		p.obj[c], p.at[c] = -1, -1
	}
	for o, cells := range is.Objects {
		for _, c := range cells {
			p.obj[c] = int16(o)
		}
	}
	p.want, p.gen = make([]uint32, n), 0
	// Fields and labels have a cell past the board, none: the search's
	// sentinel for water and the edges.
	field := func() []int32 { return make([]int32, n+1)[:n] }
	p.target, p.later, p.enemy, p.label = field(), field(), field(), field()
	for i := range p.buckets {
		p.buckets[i] = make([]int32, 64)
	}
	p.srcs = make([]source, 0, n)
	p.cands = make([]cand, 0, is.Units)
	p.assigned = make([]int32, 0, is.Units)
	p.orks = make([]Ork, 0, is.Units)
	nobj := len(is.Objects)
	p.mine, p.enemyMax, p.near = make([]int, nobj), make([]int, nobj), make([]int, nobj)
	p.need, p.start = make([]int, nobj), make([]int32, nobj)
	p.byStart = make([]int32, nobj)
	for o := range p.byStart {
		p.byStart[o] = int32(o)
	}
	p.held, p.value = make([]bool, nobj), make([]int64, nobj)
	p.perPlayer = make([]int, nobj*is.Players)
	p.mark = make([]int, nobj)
	p.hold, p.busy = make([]bool, is.Units), make([]bool, is.Units)
}

// Update computes the census, the values and head starts, and the holders
// of player me; mine says, per object, whether me holds it, and orks lists
// every ork of the round by id.
func (p *Plan) Update(me int, mine []bool, orks []Ork) {
	p.me = me
	for _, u := range p.orks {
		p.at[u.Cell] = -1
	}
	p.orks = append(p.orks[:0], orks...)
	for _, u := range p.orks {
		p.at[u.Cell] = int32(u.ID)
	}
	copy(p.held, mine)
	p.census()
	p.valuer.Values(p.is, p.held, p.value)
	for o, v := range p.value {
		p.start[o] = HeadStart(v, p.desired(o))
	}
	if p.routing.Stable {
		// Listed by head start, ties in object order, the sources come
		// already in the order the search's stable sort would put them.
		slices.SortFunc(p.byStart, func(x, y int32) int {
			return cmp.Or(cmp.Compare(p.start[x], p.start[y]), cmp.Compare(x, y))
		})
	}
	p.holders()
	if p.routing.Detours {
		p.detours()
	}
}

// census counts my orks and each enemy's on every object, and the enemy
// orks within the style's threat radius of each object.
func (p *Plan) census() {
	np, cols, r := p.is.Players, p.is.Cols, p.style.ThreatRadius
	clear(p.mine)
	clear(p.perPlayer)
	clear(p.near)
	for o := range p.mark {
		p.mark[o] = -1
	}
	for _, u := range p.orks {
		if o := p.obj[u.Cell]; o >= 0 {
			if u.Player == p.me {
				p.mine[o]++
			} else {
				p.perPlayer[int(o)*np+u.Player]++
			}
		}
		if u.Player == p.me {
			continue
		}
		ui, uj := int(u.Cell)/cols, int(u.Cell)%cols
		for di := -r; di <= r; di++ {
			for dj := -r + abs(di); dj <= r-abs(di); dj++ {
				i, j := ui+di, uj+dj
				if i < 0 || i >= p.is.Rows || j < 0 || j >= cols {
					continue
				}
				if o := p.obj[i*cols+j]; o >= 0 && p.mark[o] != u.ID {
					p.mark[o] = u.ID
					p.near[o]++
				}
			}
		}
	}
	for o := range p.enemyMax {
		e := 0
		for q := range np {
			e = max(e, p.perPlayer[o*np+q])
		}
		p.enemyMax[o] = e
	}
}

// desired is how many of my orks object o needs (see the package comment).
func (p *Plan) desired(o int) int {
	if p.held[o] && p.near[o] == 0 {
		return 0
	}
	if !p.held[o] && p.enemyMax[o] > 0 && p.mine[o] <= p.enemyMax[o] {
		return 0
	}
	n := p.enemyMax[o] + 1
	if p.near[o] > p.enemyMax[o] {
		n++
	}
	return n
}

// holders marks, per object, my orks in id order up to what it needs, and
// sets what each object still needs. Holders are busy; the other orks are
// free.
func (p *Plan) holders() {
	for o := range p.need {
		p.need[o] = p.desired(o) // used as a countdown of holders first
	}
	for _, u := range p.orks {
		if u.Player != p.me {
			continue
		}
		p.hold[u.ID] = false
		if o := p.obj[u.Cell]; o >= 0 && p.need[o] > 0 {
			p.need[o]--
			p.hold[u.ID] = true
		}
		p.busy[u.ID] = p.hold[u.ID]
	}
	for o := range p.need {
		p.need[o] = max(0, p.desired(o)-p.mine[o])
	}
}

// detours prices my holders' cells and the cells on and beside enemies
// (an enemy's penalty wins where both apply).
func (p *Plan) detours() {
	for _, c := range p.touched {
		p.cost[c] = p.weight[c]
	}
	p.touched = p.touched[:0]
	for _, u := range p.orks {
		if u.Player == p.me && p.hold[u.ID] {
			p.penalise(u.Cell, HolderPenalty)
		}
	}
	for _, u := range p.orks {
		if u.Player == p.me {
			continue
		}
		p.penalise(u.Cell, EnemyPenalty)
		for _, nb := range p.nbr[4*u.Cell : 4*u.Cell+4] {
			if p.land(nb) {
				p.penalise(nb, EnemyPenalty)
			}
		}
	}
}

// land reports whether neighbour nb is a cell of the island, not none.
func (p *Plan) land(nb int32) bool { return int(nb) < len(p.weight) }

func (p *Plan) penalise(c int32, pen int32) {
	p.cost[c] = p.weight[c] + pen
	p.touched = append(p.touched, c)
}

// Object is the object at cell c, or -1.
func (p *Plan) Object(c int) int { return int(p.obj[c]) }

// Weight is the search cost of entering cell c (-1 for water), without
// detours.
func (p *Plan) Weight(c int) int32 { return p.weight[c] }

// Census is, for object o, my orks on it, the most orks of one enemy on it
// and the enemy orks that threaten it.
func (p *Plan) Census(o int) (mine, enemyMax, near int) {
	return p.mine[o], p.enemyMax[o], p.near[o]
}

// Desired is how many of my orks object o needs in all to take or keep it
// (the package comment's rule), whichever orks they are.
func (p *Plan) Desired(o int) int { return p.desired(o) }

// Holds reports whether my ork id holds the object it stands on.
func (p *Plan) Holds(id int) bool { return p.hold[id] }

// Busy reports whether my ork id holds an object or has an order.
func (p *Plan) Busy(id int) bool { return p.busy[id] }

// SetBusy marks my ork id as having an order (the bots' attacks, hunts).
func (p *Plan) SetBusy(id int) { p.busy[id] = true }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
