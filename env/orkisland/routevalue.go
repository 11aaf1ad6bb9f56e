package orkisland

import "math/bits"

// Object values, for the head start of each object in the target search:
// "for each city currently conquered ... size of the city" points per round,
// and "For each connected component of the graph with i vertices,
// additional factor_connected_component() × 2^i points". An object is worth
// its cells plus what it adds to (or keeps in) my conquest graph; cells are
// linear and components exponential, so the head start counts the value's
// bit length, and an object that needs more orks is worth less per ork.
const (
	routeValueBits = 24 // values of 2^12 and more start at once
	routeContest   = 6  // steps later per extra ork an object needs
)

// headStarts sets r.start for every object; owner is relative (0 = me).
func (r *routes) headStarts(m *Match, owner []int8) {
	b := m.board
	nc := len(b.Cities)
	for c := range r.parent {
		r.parent[c], r.compSize[c], r.rootMark[c] = c, 0, -1
	}
	for q, p := range b.Paths {
		if owner[nc+q] == 0 && owner[p.A] == 0 && owner[p.B] == 0 {
			r.parent[r.find(p.A)] = r.find(p.B)
		}
	}
	for c := range nc {
		if owner[c] == 0 {
			r.compSize[r.find(c)]++
		}
	}
	f := int64(m.cfg.Factor)
	pow := func(s int) int64 { return f << min(s, 40) }
	for c, cells := range b.Cities {
		v := int64(len(cells) * m.cfg.BonusCity)
		if owner[c] == 0 {
			v += pow(r.compSize[r.find(c)])
		} else {
			// Taking c merges it with the components my paths reach from it.
			s, lost := 1, int64(0)
			for _, q := range r.cityPaths[c] {
				p := b.Paths[q]
				o := p.A + p.B - c
				if owner[nc+q] != 0 || owner[o] != 0 {
					continue
				}
				if root := r.find(o); r.rootMark[root] != c {
					r.rootMark[root] = c
					s += r.compSize[root]
					lost += pow(r.compSize[root])
				}
			}
			v += pow(s) - lost
		}
		r.start[c] = r.headStart(v, c, owner)
	}
	for q, p := range b.Paths {
		v := int64(len(p.Cells) * m.cfg.BonusPath)
		a, z := owner[p.A] == 0, owner[p.B] == 0
		ra, rz := r.find(p.A), r.find(p.B)
		switch {
		case a && z && ra != rz:
			sa, sz := r.compSize[ra], r.compSize[rz]
			v += pow(sa+sz) - pow(sa) - pow(sz)
		case a && z:
			v += pow(r.compSize[ra]) / 2
		case a:
			v += pow(r.compSize[ra]) / 4
		case z:
			v += pow(r.compSize[rz]) / 4
		}
		r.start[nc+q] = r.headStart(v, nc+q, owner)
	}
}

func (r *routes) headStart(v int64, o int, owner []int8) int32 {
	return routeStep * int32(max(0, routeValueBits-2*bits.Len64(uint64(v)))+routeContest*max(0, r.desired(o, owner)-1))
}

func (r *routes) find(c int) int {
	for r.parent[c] != c {
		r.parent[c] = r.parent[r.parent[c]]
		c = r.parent[c]
	}
	return c
}
