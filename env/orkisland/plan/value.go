package plan

import "math/bits"

// Object values: "for each city currently conquered ... size of the city"
// points per round, and "For each connected component of the graph with i
// vertices, additional factor_connected_component() × 2^i points". An object
// is worth its cells plus what it adds to (or keeps in) a player's conquest
// graph. The searches start each object later the less it is worth: cells
// are linear and components exponential, so the head start counts the
// value's bit length, and an object that needs more orks is worth less per
// ork.
const (
	ValueBits = 24 // values of 2^12 and more start at once
	contest   = 6  // steps later per extra ork an object needs
)

// HeadStart is the search head start of an object worth v that needs n
// orks: StepCost × (max(0, 24 − 2 × bits(v)) + 6 × max(0, n − 1)).
func HeadStart(v int64, n int) int32 {
	return StepCost * int32(max(0, ValueBits-2*bits.Len64(uint64(v)))+contest*max(0, n-1))
}

// Valuer computes object values on one island; its buffers are reused.
type Valuer struct {
	is *Island
	// per city: union-find of the player's conquest graph, and its paths
	parent, compSize, rootMark []int
	cityPaths                  [][]int
}

func (vl *Valuer) reset(is *Island) {
	if vl.is == is {
		return
	}
	vl.is = is
	nc := is.NumCities
	vl.parent, vl.compSize, vl.rootMark = make([]int, nc), make([]int, nc), make([]int, nc)
	vl.cityPaths = make([][]int, nc)
	for q, e := range is.Ends {
		vl.cityPaths[e[0]] = append(vl.cityPaths[e[0]], q)
		if e[1] != e[0] {
			vl.cityPaths[e[1]] = append(vl.cityPaths[e[1]], q)
		}
	}
}

// Values writes, per object (cities, then paths), its value to the player
// who holds the objects where mine is true: a city's cells plus, if it is
// mine, its component's factor × 2^size, or else what taking it would add
// (it merges with the components my paths reach from it); a path's cells
// plus what it adds between its cities, or a share of the components at
// its ends.
func (vl *Valuer) Values(is *Island, mine []bool, v []int64) {
	vl.reset(is)
	nc := is.NumCities
	for c := range vl.parent {
		vl.parent[c], vl.compSize[c], vl.rootMark[c] = c, 0, -1
	}
	for q, e := range is.Ends {
		if mine[nc+q] && mine[e[0]] && mine[e[1]] {
			vl.parent[vl.find(e[0])] = vl.find(e[1])
		}
	}
	for c := range nc {
		if mine[c] {
			vl.compSize[vl.find(c)]++
		}
	}
	f := int64(is.Factor)
	pow := func(s int) int64 { return f << min(s, 40) }
	for c := range nc {
		val := int64(len(is.Objects[c]) * is.BonusCity)
		if mine[c] {
			val += pow(vl.compSize[vl.find(c)])
		} else {
			s, lost := 1, int64(0)
			for _, q := range vl.cityPaths[c] {
				e := is.Ends[q]
				o := e[0] + e[1] - c
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
	for q, e := range is.Ends {
		val := int64(len(is.Objects[nc+q]) * is.BonusPath)
		a, z := mine[e[0]], mine[e[1]]
		ra, rz := vl.find(e[0]), vl.find(e[1])
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
