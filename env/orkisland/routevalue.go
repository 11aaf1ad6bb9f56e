package orkisland

import "math/bits"

// Object values: "for each city currently conquered ... size of the city"
// points per round, and "For each connected component of the graph with i
// vertices, additional factor_connected_component() × 2^i points". An object
// is worth its cells plus what it adds to (or keeps in) a player's conquest
// graph. The plan-mode target search and the Dummy both start each object's
// search later the less it is worth: cells are linear and components
// exponential, so the head start counts the value's bit length, and an
// object that needs more orks is worth less per ork.
const (
	routeValueBits = 24 // values of 2^12 and more start at once
	routeContest   = 6  // steps later per extra ork an object needs
)

// HeadStart is the search head start of an object worth v that needs n
// orks: routeStep × (max(0, 24 − 2 × bits(v)) + 6 × max(0, n − 1)).
func HeadStart(v int64, n int) int32 {
	return routeStep * int32(max(0, routeValueBits-2*bits.Len64(uint64(v)))+routeContest*max(0, n-1))
}

// Valuer computes object values on one board; its buffers are reused.
type Valuer struct {
	board *Board
	// per city: union-find of the player's conquest graph, and its paths
	parent, compSize, rootMark []int
	cityPaths                  [][]int
}

func (vl *Valuer) reset(b *Board) {
	if vl.board == b {
		return
	}
	vl.board = b
	nc := len(b.Cities)
	vl.parent, vl.compSize, vl.rootMark = make([]int, nc), make([]int, nc), make([]int, nc)
	vl.cityPaths = make([][]int, nc)
	for q, p := range b.Paths {
		vl.cityPaths[p.A] = append(vl.cityPaths[p.A], q)
		if p.B != p.A {
			vl.cityPaths[p.B] = append(vl.cityPaths[p.B], q)
		}
	}
}

// Values writes, per object (cities, then paths), its value to the player
// who holds the objects where mine is true: a city's cells plus, if it is
// mine, its component's factor × 2^size, or else what taking it would add
// (it merges with the components my paths reach from it); a path's cells
// plus what it adds between its cities, or a share of the components at
// its ends.
func (vl *Valuer) Values(b *Board, cfg *Config, mine []bool, v []int64) {
	vl.reset(b)
	nc := len(b.Cities)
	for c := range vl.parent {
		vl.parent[c], vl.compSize[c], vl.rootMark[c] = c, 0, -1
	}
	for q, p := range b.Paths {
		if mine[nc+q] && mine[p.A] && mine[p.B] {
			vl.parent[vl.find(p.A)] = vl.find(p.B)
		}
	}
	for c := range nc {
		if mine[c] {
			vl.compSize[vl.find(c)]++
		}
	}
	f := int64(cfg.Factor)
	pow := func(s int) int64 { return f << min(s, 40) }
	for c, cells := range b.Cities {
		val := int64(len(cells) * cfg.BonusCity)
		if mine[c] {
			val += pow(vl.compSize[vl.find(c)])
		} else {
			s, lost := 1, int64(0)
			for _, q := range vl.cityPaths[c] {
				p := b.Paths[q]
				o := p.A + p.B - c
				if !mine[nc+q] || !mine[o] {
					continue
				}
				if root := vl.find(o); vl.rootMark[root] != c {
					vl.rootMark[root] = c
					s += vl.compSize[root]
					lost += pow(vl.compSize[root])
				}
			}
			val += pow(s) - lost
		}
		v[c] = val
	}
	for q, p := range b.Paths {
		val := int64(len(p.Cells) * cfg.BonusPath)
		a, z := mine[p.A], mine[p.B]
		ra, rz := vl.find(p.A), vl.find(p.B)
		switch {
		case a && z && ra != rz:
			sa, sz := vl.compSize[ra], vl.compSize[rz]
			val += pow(sa+sz) - pow(sa) - pow(sz)
		case a && z:
			val += pow(vl.compSize[ra]) / 2
		case a:
			val += pow(vl.compSize[ra]) / 4
		case z:
			val += pow(vl.compSize[rz]) / 4
		}
		v[nc+q] = val
	}
}

func (vl *Valuer) find(c int) int {
	for vl.parent[c] != c {
		vl.parent[c] = vl.parent[vl.parent[c]]
		c = vl.parent[c]
	}
	return c
}

// headStarts sets r.start for every object; owner is relative (0 = me).
func (r *routes) headStarts(m *Match, owner []int8) {
	for o, w := range owner {
		r.held[o] = w == 0
	}
	r.valuer.Values(m.board, m.cfg, r.held, r.value)
	for o, v := range r.value {
		r.start[o] = HeadStart(v, r.desired(o, owner))
	}
}
