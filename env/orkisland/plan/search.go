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
	for o, n := range p.need {
		if n == 0 {
			continue
		}
		p.objectSources(o)
	}
	field = p.later
	if pass == 0 {
		field = p.target
	}
	p.wantAround(pass > 0)
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
	p.wantAround(false)
	p.search(p.enemy)
	return p.enemy
}

// Reinforce searches from the cells of every object, needed or not, each
// from its head start, and returns the field, settled around my free orks;
// nil when there is no source.
func (p *Plan) Reinforce() []int32 {
	p.srcs = p.srcs[:0]
	for o := range p.need {
		p.objectSources(o)
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
			if nb >= 0 {
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

// search fills dist and label from p.srcs: a backward multi-source
// Dijkstra with a ring of buckets, where moving from a cell into its
// neighbour c costs cost[c]. Sources and neighbours are taken in a fixed
// order (the routing's), so labels on ties are reproducible.
func (p *Plan) search(dist []int32) {
	for i := range dist {
		dist[i] = Unreached
	}
	if len(p.srcs) == 0 {
		return
	}
	for i := range p.buckets {
		p.buckets[i] = p.buckets[i][:0]
	}
	// Sources join when the search reaches their head start, so head starts
	// may exceed the ring.
	bySize := func(x, y source) int { return int(x.d - y.d) }
	if p.routing.Stable {
		slices.SortStableFunc(p.srcs, bySize)
	} else {
		slices.SortFunc(p.srcs, bySize)
	}
	queued, si, cur := 0, 0, p.srcs[0].d
	for ; queued > 0 || si < len(p.srcs); cur++ {
		if queued == 0 && p.srcs[si].d > cur {
			cur = p.srcs[si].d
		}
		for ; si < len(p.srcs) && p.srcs[si].d <= cur; si++ {
			s := p.srcs[si]
			if s.d < dist[s.cell] {
				dist[s.cell], p.label[s.cell] = s.d, s.label
				p.buckets[s.d%ring] = append(p.buckets[s.d%ring], s.cell)
				queued++
			}
		}
		bk := &p.buckets[cur%ring]
		for i := 0; i < len(*bk); i++ {
			c := (*bk)[i]
			queued--
			if dist[c] != cur {
				continue
			}
			if p.want[c] == p.gen {
				if p.left--; p.left == 0 {
					return // every cell the callers read is settled
				}
			}
			nd := cur + p.cost[c]
			for _, nb := range p.nbr[4*c : 4*c+4] {
				if nb < 0 || nd >= dist[nb] {
					continue
				}
				dist[nb], p.label[nb] = nd, p.label[c]
				p.buckets[nd%ring] = append(p.buckets[nd%ring], nb)
				queued++
			}
		}
		*bk = (*bk)[:0]
	}
}
