package madmax

import "github.com/edagym/edagym/env/marks"

// unreachable is the distance of a cell no path reaches.
const unreachable = 1 << 30

// blocked is the cost of entering a cell no path may enter, the padding
// around the board included: any cost plus blocked is above unreachable,
// so the search needs no test for it.
const blocked = 1 << 31

// graph is the board as one kind of unit moves on it, in the 8 directions,
// laid out with a border of blocked cells so that a cell's neighbours are
// at fixed offsets.
type graph struct {
	rows, cols int
	width      int      // a padded row: cols + 2
	step       []uint32 // per padded cell: the cost of entering it (1 to 4), or blocked
	near       [8]int   // the offsets of the 8 neighbours
	at         []cell   // per padded cell: its board row and column (runToward's bound)
}

// build sets the graph for the costs step (per board cell, 0 where no path
// goes) of a board of rows × cols, reusing the buffers.
func (g *graph) build(rows, cols int, step []int32) {
	g.rows, g.cols, g.width = rows, cols, cols+2
	g.step = grow(g.step, (rows+2)*g.width)
	for k := range g.step {
		g.step[k] = blocked
	}
	for k, s := range step {
		if s != 0 {
			g.step[g.pad(k)] = uint32(s)
		}
	}
	w := g.width
	g.near = [8]int{-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1}
	g.at = grow(g.at, len(g.step))
	for p := range g.step {
		g.at[p] = cell{int32(p/w - 1), int32(p%w - 1)}
	}
}

// pad is board cell k's padded index.
func (g *graph) pad(k int) int { return k + 2*(k/g.cols) + g.width + 1 }

// distances computes, for every cell, the cost of the cheapest path from it
// to the nearest source over a graph: Dial's buckets, as a step costs at
// most 4 (< 8 buckets). The buffers are reused.
type distances struct {
	dist    []uint32 // per padded cell
	buckets [8][]int32
	wanted  marks.Set // the padded cells wanted and not yet settled
	// runToward's (plan_toward.go): per padded cell its cost (unreachable
	// between searches), key and bound; the cells a search touched, the
	// sources in order of their bound, the centres
	toward  []towardCell
	touched []int32
	queue   []source
	centres []cell
}

// run computes every cell's cost into dist (per board cell).
func (d *distances) run(dist []int32, sources []int32, g *graph) {
	d.runTo(dist, sources, g, nil)
}

// runTo stops the search once every cell of want is settled (all of them
// if want is nil). The cells of want then hold their exact cost, and so
// does every cell no path enters (unreachable); any other cell holds
// unreachable or a cost no lower than its own, and is not to be read. The
// search settles cells cheapest first, so wanted cells near the sources
// end it early: facts mode reads the rival cars' costs only around its own
// units.
func (d *distances) runTo(dist []int32, sources []int32, g *graph, want []int32) {
	pd := grow(d.dist, len(g.step))
	d.dist = pd
	for k := range pd {
		pd[k] = unreachable
	}
	for b := range d.buckets {
		d.buckets[b] = d.buckets[b][:0]
	}
	for _, s := range sources {
		p := g.pad(int(s))
		pd[p] = 0
		d.buckets[0] = append(d.buckets[0], int32(p))
	}
	if left := d.markWanted(g, want); left != 0 {
		d.search(g, len(sources), left)
	}
	for i := 0; i < g.rows; i++ {
		out, in := dist[i*g.cols:(i+1)*g.cols], pd[(i+1)*g.width+1:]
		for j := range out {
			out[j] = int32(in[j])
		}
	}
}

// search settles cells from the buckets until none is pending or left
// (wanted cells not yet settled; -1 for all) reaches 0.
func (d *distances) search(g *graph, pending, left int) {
	pd, step, near := d.dist, g.step, g.near
	for cur := uint32(0); pending > 0; cur++ {
		b := &d.buckets[cur&7]
		for x := 0; x < len(*b); x++ {
			k := int((*b)[x])
			pending--
			if pd[k] != cur {
				continue
			}
			if left > 0 && d.wanted.Has(k) {
				d.wanted.Remove(k)
				if left--; left == 0 {
					return
				}
			}
			for _, o := range near {
				n := k + o
				if nd := cur + step[n]; nd < pd[n] {
					pd[n] = nd
					q := &d.buckets[nd&7]
					*q = append(*q, int32(n))
					pending++
				}
			}
		}
		*b = (*b)[:0]
	}
}

// markWanted stamps the cells of want a path may enter (the others stay
// unreachable, and a source stands on such a cell) and returns how many
// there are, each counted once; -1 if want is nil.
func (d *distances) markWanted(g *graph, want []int32) int {
	if want == nil {
		return -1
	}
	d.wanted.Reset(len(g.step))
	left := 0
	for _, k := range want {
		if p := g.pad(int(k)); g.step[p] != blocked && !d.wanted.Has(p) {
			d.wanted.Add(p)
			left++
		}
	}
	return left
}
