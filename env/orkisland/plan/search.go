package plan

import "slices"

// Assign runs assignment search pass (0 to Passes-1): a search from the
// cells of every object that still needs orks, each from its head start,
// skipping the cells my orks stand on (and, by the routing, enemies'); the
// free orks, nearest first, take the object whose field they stand in while
// it needs orks. It returns the orks it gave an object, in that order, and
// the field they follow; no orks when there is nothing left to assign (the
// caller stops). The field of pass 0 (Target) is settled around all my orks,
// that of later passes around the orks still free.
func (p *Plan) Assign(pass int) (ids []int32, field []int32) {
	p.srcs = p.srcs[:0]
	for _, o := range p.byStart {
		if p.need[o] > 0 {
			p.objectSources(int(o))
		}
	}
	field = p.later
	if pass == 0 {
		field = p.target
	}
	p.wantAround(pass > 0 || p.routing.FreeOnly)
	p.search(field)
	p.assigned = p.assigned[:0]
	if len(p.srcs) == 0 {
		return p.assigned, field
	}
	p.cands = p.cands[:0]
	for _, u := range p.orks {
		if u.Player != p.me || p.busy[u.ID] {
			continue
		}
		if d := field[u.Cell]; d != Unreached {
			p.cands = append(p.cands, cand{int32(u.ID), d})
		}
	}
	if p.routing.Stable {
		slices.SortFunc(p.cands, func(x, y cand) int {
			if x.d != y.d {
				return int(x.d - y.d)
			}
			return int(x.id - y.id)
		})
	} else {
		slices.SortFunc(p.cands, func(x, y cand) int { return int(x.d - y.d) })
	}
	for _, c := range p.cands {
		if o := p.label[p.orks[c.id].Cell]; p.need[o] > 0 {
			p.need[o]--
			p.busy[c.id] = true
			p.assigned = append(p.assigned, c.id)
		}
	}
	return p.assigned, field
}

// Target is the field of the first assignment search.
func (p *Plan) Target() []int32 { return p.target }

// Enemies searches from every enemy ork (labelled with its id) and returns
// the field, settled around all my orks.
func (p *Plan) Enemies() []int32 {
	p.srcs = p.srcs[:0]
	for _, u := range p.orks {
		if u.Player != p.me {
			p.srcs = append(p.srcs, source{u.Cell, 0, int32(u.ID)})
		}
	}
	p.wantAround(p.routing.FreeOnly)
	p.search(p.enemy)
	return p.enemy
}

// Reinforce searches from the cells of every object, needed or not, each
// from its head start, and returns the field, settled around my free orks;
// nil when there is no source.
func (p *Plan) Reinforce() []int32 {
	p.srcs = p.srcs[:0]
	for _, o := range p.byStart {
		p.objectSources(int(o))
	}
	if len(p.srcs) == 0 {
		return nil
	}
	p.wantAround(true)
	p.search(p.later)
	return p.later
}

// Label is the label of the source whose search reached cell c: an object
// (Assign, Reinforce) or an enemy ork's id (Enemies).
func (p *Plan) Label(c int) int32 { return p.label[c] }

// objectSources lists object o's cells as sources from its head start.
func (p *Plan) objectSources(o int) {
	d := p.start[o]
	for _, c := range p.is.Objects[o] {
		if id := p.at[c]; id >= 0 && (p.routing.SkipEnemyCells || p.orks[id].Player == p.me) {
			continue
		}
		p.srcs = append(p.srcs, source{c, d, int32(o)})
	}
}

// wantAround marks, for the next search, the cells of my orks (all, or the
// free ones) and their land neighbours: what the callers read. A search
// stops once it has settled them, as Dijkstra never changes a settled cell.
func (p *Plan) wantAround(freeOnly bool) {
	p.gen++
	if p.gen == 0 { // wrapped: old marks could match again
		clear(p.want)
		p.gen = 1
	}
	p.left = 0
	for _, u := range p.orks {
		if u.Player != p.me || freeOnly && p.busy[u.ID] {
			continue
		}
		p.mark1(u.Cell)
		for _, nb := range p.nbr[4*u.Cell : 4*u.Cell+4] {
			if p.land(nb) {
				p.mark1(nb)
			}
		}
	}
}

func (p *Plan) mark1(c int32) {
	if p.want[c] != p.gen {
		p.want[c] = p.gen
		p.left++
	}
}

// search fills field and label from p.srcs: a backward multi-source
// Dijkstra with a ring of buckets, where moving from a cell into its
// neighbour c costs cost[c]. Sources and neighbours are taken in a fixed
// order (the routing's), so labels on ties are reproducible.
//
// It is the bots' and plan mode's hot loop, written to branch little: water
// and the edges are the cell none past the board, whose distance -1 no step
// improves, and a relaxation always writes the new distance, label and
// bucket entry, keeping them only when the step is shorter (a bucket has
// room for four more before a cell's steps).
func (p *Plan) search(field []int32) {
	for i := range field {
		field[i] = Unreached
	}
	if len(p.srcs) == 0 || p.left == 0 {
		return // no source, or no cell that a caller reads
	}
	n := len(field)
	dist, label := field[:n+1], p.label[:n+1]
	dist[n] = -1
	cost, want, nbr := p.cost[:n], p.want[:n], p.nbr[:4*n]
	gen, left := p.gen, p.left
	buckets, blen := &p.buckets, &p.bucketLen
	clear(blen[:])
	// Sources join when the search reaches their head start, so head starts
	// may exceed the ring.
	srcs := p.srcs
	bySize := func(x, y source) int { return int(x.d - y.d) }
	if p.routing.Stable {
		if !slices.IsSortedFunc(srcs, bySize) { // Assign, Reinforce and Enemies list them sorted
			slices.SortStableFunc(srcs, bySize)
		}
	} else {
		slices.SortFunc(srcs, bySize)
	}
	queued, si, cur := int32(0), 0, srcs[0].d
	for ; queued > 0 || si < len(srcs); cur++ {
		if queued == 0 && srcs[si].d > cur {
			cur = srcs[si].d
		}
		for ; si < len(srcs) && srcs[si].d <= cur; si++ {
			s := srcs[si]
			if s.d < dist[s.cell] {
				dist[s.cell], label[s.cell] = s.d, s.label
				b := s.d & (ring - 1)
				if int(blen[b]) == len(buckets[b]) {
					p.grow(b)
				}
				buckets[b][blen[b]] = s.cell
				blen[b]++
				queued++
			}
		}
		b := cur & (ring - 1)
		bk := buckets[b][:blen[b]]
		queued -= blen[b]
		for _, c := range bk {
			if dist[c] != cur {
				continue // queued again, shorter, after this entry
			}
			if want[c] == gen {
				if left--; left == 0 {
					p.left = 0
					return // every cell the callers read is settled
				}
			}
			nd, lc := cur+cost[c], label[c]
			nbk := nd & (ring - 1)
			k := blen[nbk]
			if int(k)+4 > len(buckets[nbk]) {
				p.grow(nbk)
			}
			to := buckets[nbk]
			for _, x := range (*[4]int32)(nbr[4*c : 4*c+4]) {
				d, l, shorter := dist[x], label[x], int32(0)
				if nd < d {
					d, l, shorter = nd, lc, 1
				}
				dist[x], label[x] = d, l
				to[k] = x
				k += shorter
			}
			queued += k - blen[nbk]
			blen[nbk] = k
		}
		blen[b] = 0
	}
	p.left = left
}

// grow doubles bucket b's room.
func (p *Plan) grow(b int32) {
	p.buckets[b] = append(p.buckets[b], make([]int32, len(p.buckets[b]))...)
}
