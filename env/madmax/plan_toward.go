package madmax

import (
	"cmp"
	"slices"
)

// Searches toward a few centres (A*). The hunt's wanted cells are a team's
// movable cars' cells and the cells beside them, but a search from the
// rival warriors in order of cost alone settles every cell as near a
// warrior as the farthest car: most of the board. Settled in order of cost
// plus a lower bound of the way left to the nearest centre, it settles the
// cells between the warriors and the cars and stops: about 320 cells a
// search instead of about 1,900 in a match of four Dummies. The bound (Chebyshev cells
// to the nearest centre, less the one step between a centre and a wanted
// cell) never exceeds the cost left, as every step costs at least 1 and
// moves one cell, and falls by at most 1 a step: each cell settles at its
// exact cost, the wanted cells among them.

// cell is a centre's row and column.
type cell struct{ i, j int32 }

// towardCell is what a search toward centres keeps per padded cell, side
// by side so that relaxing a cell reads one place: its cost (unreachable
// between searches), the key it was last queued with, and its bound,
// computed when the search first reaches it.
type towardCell struct{ cost, key, h uint32 }

// source is a search source and its bound, the order it enters the search.
type source struct {
	f uint32
	p int32 // padded cell
}

// runToward is runTo for wanted cells within one step of centres: it
// writes the cells of want only, each its exact cost (unreachable where no
// path enters); the other cells of dist keep what they held. Without want
// it is runTo's whole search. Its costs live in their own buffer, set back
// to unreachable cell by cell after each search (touched), so a search
// costs what it settles, not the board.
func (d *distances) runToward(dist []int32, sources []int32, g *graph, want []int32, centres []Pos) {
	if want == nil {
		d.runTo(dist, sources, g, nil)
		return
	}
	if len(d.toward) != len(g.step) {
		d.toward = grow(d.toward, len(g.step))
		for k := range d.toward {
			d.toward[k].cost = unreachable
		}
	}
	for b := range d.buckets {
		d.buckets[b] = d.buckets[b][:0]
	}
	d.centres = d.centres[:0]
	for _, c := range centres {
		d.centres = append(d.centres, cell{int32(c.I), int32(c.J)})
	}
	d.queue, d.touched = d.queue[:0], d.touched[:0]
	for _, s := range sources {
		p := g.pad(int(s))
		t := &d.toward[p]
		t.cost, t.h = 0, d.bound(g, p)
		d.touched = append(d.touched, int32(p))
		d.queue = append(d.queue, source{f: t.h, p: int32(p)})
	}
	slices.SortFunc(d.queue, func(a, b source) int { return cmp.Compare(a.f, b.f) })
	if left := d.markWanted(g, want); left > 0 {
		d.searchToward(g, left)
	}
	for _, k := range want {
		dist[k] = int32(d.toward[g.pad(int(k))].cost)
	}
	for _, p := range d.touched {
		d.toward[p].cost = unreachable
	}
}

// bound is the lower bound of the cost from padded cell p to a cell within
// one step of a centre.
func (d *distances) bound(g *graph, p int) uint32 {
	at := g.at[p]
	h := int32(unreachable)
	for _, c := range d.centres {
		h = min(h, max(at.i-c.i, c.i-at.i, at.j-c.j, c.j-at.j))
	}
	return uint32(max(h-1, 0))
}

// searchToward settles cells in order of cost plus bound (key) until left
// wanted cells are settled or none is pending; each source enters when the
// search reaches its bound. A step raises the key by 0 to 5 (its cost, 1
// to 4, and the bound's change, -1 to 1), so 8 buckets hold every key
// pending.
func (d *distances) searchToward(g *graph, left int) {
	tc, step, near := d.toward, g.step, g.near
	pending, next := 0, 0
	for cur := uint32(0); pending > 0 || next < len(d.queue); cur++ {
		b := &d.buckets[cur&7]
		for ; next < len(d.queue) && d.queue[next].f == cur; next++ {
			p := d.queue[next].p
			tc[p].key = cur
			*b = append(*b, p)
			pending++
		}
		for x := 0; x < len(*b); x++ {
			k := int((*b)[x])
			pending--
			if tc[k].key != cur {
				continue
			}
			if d.wanted.Has(k) {
				d.wanted.Remove(k)
				if left--; left == 0 {
					return
				}
			}
			cost := tc[k].cost
			for _, o := range near {
				n := k + o
				t := &tc[n]
				if nd := cost + step[n]; nd < t.cost {
					if t.cost == unreachable {
						d.touched = append(d.touched, int32(n))
						t.h = d.bound(g, n)
					}
					t.cost = nd
					f := nd + t.h
					t.key = f
					q := &d.buckets[f&7]
					*q = append(*q, int32(n))
					pending++
				}
			}
		}
		*b = (*b)[:0]
	}
}
