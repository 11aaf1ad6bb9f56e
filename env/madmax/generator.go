package madmax

import (
	"fmt"
	"slices"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// genSize is the GENERATOR's board side: it only builds 60×60 boards.
const genSize = 60

// generator builds a GENERATOR board (engine §3) with the board's random
// generator. Cells are row-major indices into a 60×60 grid.
type generator struct {
	r     *jutge.Random
	kinds []CellType
	owner []int8
	seen  []bool
	n, m  int
	X, Y  []int
	perm  []int
}

var errGenerator = fmt.Errorf("madmax GENERATOR: %w", env.ErrNoBoard)

// generate runs the whole GENERATOR: layout, zones, cities, water, edge stubs
// and stations. It returns the grid of kinds and city owners.
func generate(r *jutge.Random) ([]CellType, []int8, error) {
	g := &generator{r: r}
	var zones [][]int
	for {
		g.layout()
		zones = g.zones()
		if zones == nil {
			return nil, nil, errGenerator
		}
		// §3.2.10: "If the first (largest) zone has more than 300 cells, or
		// the last (smallest) has fewer than 10, start §3.2 again."
		if len(zones[0]) <= 300 && len(zones[len(zones)-1]) >= 10 {
			break
		}
	}
	C, W := assignZones(zones)
	if err := g.cities(C); err != nil {
		return nil, nil, err
	}
	for _, z := range W {
		rest, err := g.grow(z, 10, 5, 15, waterNear, Water, -1)
		if err != nil {
			return nil, nil, err
		}
		g.walls(rest)
	}
	g.edgeStubs()
	if err := g.stations(); err != nil {
		return nil, nil, err
	}
	return g.kinds, g.owner, nil
}

// lines chooses q road lines (§3.1): e = random(6,8), d = random(51,53), then
// batches of q−2 sorted values random(e+5, d−5) until consecutive values
// differ by at least 5.
func (g *generator) lines(q int) []int {
	e := g.r.Int(6, 8)
	d := g.r.Int(51, 53)
	v := make([]int, q-2)
	for {
		for k := range v {
			v[k] = g.r.Int(e+5, d-5)
		}
		slices.Sort(v)
		ok := true
		for k := 1; k < len(v); k++ {
			if v[k]-v[k-1] < 5 {
				ok = false
				break
			}
		}
		if ok {
			break
		}
	}
	out := append([]int{e}, v...)
	return append(out, d)
}

// layout is §3.2 steps 1–7: road lines, blocks and merges.
func (g *generator) layout() {
	g.kinds = make([]CellType, genSize*genSize)
	g.owner = make([]int8, genSize*genSize)
	for k := range g.owner {
		g.owner[k] = -1
	}
	g.n, g.m = g.r.Int(5, 7), g.r.Int(5, 7)
	if g.n == 5 && g.m == 5 {
		if g.r.Int(0, 1) == 1 {
			g.n++
		} else {
			g.m++
		}
	} else if g.n == 7 && g.m == 7 {
		if g.r.Int(0, 1) == 1 {
			g.n--
		} else {
			g.m--
		}
	}
	g.X = g.lines(g.n)
	g.Y = g.lines(g.m)
	X, Y, n, m := g.X, g.Y, g.n, g.m
	for _, i := range X {
		for j := 0; j < genSize; j++ {
			g.kinds[i*genSize+j] = Road
		}
	}
	for _, j := range Y {
		for i := 0; i < genSize; i++ {
			g.kinds[i*genSize+j] = Road
		}
	}
	// Blocks (a, b), a = 1..n−1, b = 1..m−1, stored at a*m+b; union–find roots.
	parent := make([]int, n*m)
	area := make([]int, n*m)
	for a := 1; a < n; a++ {
		for b := 1; b < m; b++ {
			parent[a*m+b] = a*m + b
			area[a*m+b] = (X[a] - X[a-1] - 1) * (Y[b] - Y[b-1] - 1)
		}
	}
	root := func(x int) int {
		for parent[x] != x {
			x = parent[x]
		}
		return x
	}
	c := (n - 1) * (m - 1)
	K := g.r.Int(14, min(c, 18))
	for c > K {
		best, horiz, ba, bb := 1000000, false, 0, 0
		for b := 1; b < m; b++ {
			for a := 1; a < n-1; a++ {
				r1, r2 := root(a*m+b), root((a+1)*m+b)
				if r1 == r2 {
					continue
				}
				if cost := area[r1] + area[r2] + (Y[b] - Y[b-1] - 1); cost < best {
					best, horiz, ba, bb = cost, true, a, b
				}
			}
		}
		for a := 1; a < n; a++ {
			for b := 1; b < m-1; b++ {
				r1, r2 := root(a*m+b), root(a*m+b+1)
				if r1 == r2 {
					continue
				}
				if cost := area[r1] + area[r2] + (X[a] - X[a-1] - 1); cost < best {
					best, horiz, ba, bb = cost, false, a, b
				}
			}
		}
		a, b := ba, bb
		r1 := root(a*m + b)
		if horiz {
			r2 := root((a+1)*m + b)
			area[r1] = best
			parent[r2] = r1
			for j := Y[b-1] + 1; j < Y[b]; j++ {
				g.kinds[X[a]*genSize+j] = Desert
			}
		} else {
			r2 := root(a*m + b + 1)
			area[r1] = best
			parent[r2] = r1
			for i := X[a-1] + 1; i < X[a]; i++ {
				g.kinds[i*genSize+Y[b]] = Desert
			}
		}
		c--
	}
	g.perm = parent // keep the roots for zones()
}

// zones is §3.2 steps 8–9: one flood per component root, then the sort. It
// returns nil when a zone is empty (undefined in the original).
func (g *generator) zones() [][]int {
	X, Y, n, m := g.X, g.Y, g.n, g.m
	parent := g.perm
	g.seen = make([]bool, genSize*genSize)
	var zones [][]int
	var z []int
	var flood func(i, j int)
	flood = func(i, j int) {
		if i < 0 || i >= genSize || j < 0 || j >= genSize {
			return
		}
		k := i*genSize + j
		if g.seen[k] {
			return
		}
		g.seen[k] = true
		if g.kinds[k] != Desert {
			return
		}
		inner := true
		for d := grid.Bottom; d < grid.None; d++ {
			q := Pos{I: i, J: j}.Add(d)
			if q.I >= 0 && q.I < genSize && q.J >= 0 && q.J < genSize && g.kinds[q.I*genSize+q.J] != Desert {
				inner = false
				break
			}
		}
		if inner {
			z = append(z, k)
		}
		flood(i-1, j)
		flood(i+1, j)
		flood(i, j-1)
		flood(i, j+1)
	}
	for a := 1; a < n; a++ {
		for b := 1; b < m; b++ {
			if parent[a*m+b] != a*m+b {
				continue
			}
			z = nil
			flood(X[a]-2, Y[b]-2)
			if len(z) == 0 {
				return nil
			}
			zones = append(zones, z)
		}
	}
	// Largest first; equal sizes by descending first element.
	slices.SortFunc(zones, func(p, q []int) int {
		if len(p) != len(q) {
			return len(q) - len(p)
		}
		return q[0] - p[0]
	})
	return zones
}

// assignZones is §3.3: the four largest zones and then the smallest
// available ones become cities; small zones (fewer than 20 cells) and the
// rest become water.
func assignZones(zones [][]int) (C, W [][]int) {
	K := len(zones)
	taken := make([]bool, K)
	for k := 0; k < 4; k++ {
		C = append(C, zones[k])
		taken[k] = true
	}
	for k := K - 1; k >= 0; k-- {
		if !taken[k] && len(zones[k]) < 20 && len(W) < K-8 {
			W = append(W, zones[k])
			taken[k] = true
		}
	}
	for k := K - 1; k >= 0; k-- {
		if !taken[k] && len(C) < 8 {
			C = append(C, zones[k])
			taken[k] = true
		}
	}
	for k := 0; k < K; k++ {
		if !taken[k] {
			W = append(W, zones[k])
		}
	}
	return C, W
}

// cities is §3.4: P = random_permutation(8); team t grows its cities from
// zones C[P[2t]] and C[P[2t+1]], each followed by walls on the remainder.
func (g *generator) cities(C [][]int) error {
	P := g.r.Permutation(8, nil)
	for t := 0; t < 4; t++ {
		for s := 0; s < 2; s++ {
			rest, err := g.grow(C[P[2*t+s]], 20, 20, 40, cityNear, City, int8(t))
			if err != nil {
				return err
			}
			g.walls(rest)
		}
	}
	return nil
}

// The growth neighbourhoods: cities grow orthogonally, water pools within
// the 5×5 square without its corners.
var (
	cityNear  = []Pos{{I: 1, J: 0}, {I: -1, J: 0}, {I: 0, J: 1}, {I: 0, J: -1}}
	waterNear = func() []Pos {
		var out []Pos
		for di := -2; di <= 2; di++ {
			for dj := -2; dj <= 2; dj++ {
				if (di != 0 || dj != 0) && grid.Abs(di*dj) < 4 {
					out = append(out, Pos{I: di, J: dj})
				}
			}
		}
		return out
	}()
)

// grow is §3.5 (cities) and §3.6 (water): a random start in Z, a random size
// in [lo, min(|Z|, hi)], then cells chosen one by one from the frontier of
// the last chosen cell. It turns the chosen cells into kind (owned by owner)
// and returns the remainder list: the other cells of Z left in Others, in
// ascending order, with no chosen 8-neighbour.
func (g *generator) grow(Z []int, minQ, lo, hi int, near []Pos, kind CellType, owner int8) ([]int, error) {
	q := len(Z)
	if q < minQ {
		return nil, errGenerator
	}
	j := g.r.Int(0, q-1)
	start := Z[j]
	const (
		other = 1 + iota
		front
		chosen
	)
	state := make(map[int]int8, q)
	for _, c := range Z {
		state[c] = other
	}
	state[start] = chosen
	size := g.r.Int(lo, min(q, hi))
	var frontier, picked []int
	picked = append(picked, start)
	last := start
	for len(picked) < size {
		li, lj := last/genSize, last%genSize
		for _, d := range near {
			i, jj := li+d.I, lj+d.J
			if i < 0 || i >= genSize || jj < 0 || jj >= genSize {
				continue
			}
			c := i*genSize + jj
			if state[c] == other {
				state[c] = front
				at, _ := slices.BinarySearch(frontier, c)
				frontier = slices.Insert(frontier, at, c)
			}
		}
		if len(frontier) == 0 {
			return nil, errGenerator
		}
		k := g.r.Int(0, len(frontier)-1)
		last = frontier[k]
		frontier = slices.Delete(frontier, k, k+1)
		state[last] = chosen
		picked = append(picked, last)
	}
	for _, c := range picked {
		g.kinds[c] = kind
		g.owner[c] = owner
	}
	var rest []int
	for _, c := range Z {
		if state[c] != other {
			continue
		}
		ok := true
		p := Pos{I: c / genSize, J: c % genSize}
		for d := grid.Bottom; d < grid.None; d++ {
			x := p.Add(d)
			if x.I >= 0 && x.I < genSize && x.J >= 0 && x.J < genSize && state[x.I*genSize+x.J] == chosen {
				ok = false
				break
			}
		}
		if ok {
			rest = append(rest, c)
		}
	}
	slices.Sort(rest)
	return rest, nil
}

// walls is §3.7: one vertical wall line (Bottom or Top) and one horizontal
// (Right or Left) through random cells of L, when the run through the start
// has at least 4 cells of L; each cell of the run becomes Wall unless its
// random(0, 7) draw is 0.
func (g *generator) walls(L []int) {
	if len(L) == 0 {
		return
	}
	in := make(map[int]bool, len(L))
	for _, c := range L {
		in[c] = true
	}
	inS := func(p Pos) bool {
		return p.I >= 0 && p.I < genSize && p.J >= 0 && p.J < genSize && in[p.I*genSize+p.J]
	}
	line := func(start int, d grid.Dir) {
		s := Pos{I: start / genSize, J: start % genSize}
		count := func(d grid.Dir) int {
			c := 0
			for p := s; inS(p); p = p.Add(d) {
				c++
			}
			return c
		}
		if count(d)+count(d.Opposite())-1 < 4 {
			return
		}
		for _, dd := range []grid.Dir{d, d.Opposite()} {
			for p := s; inS(p); p = p.Add(dd) {
				if g.r.Int(0, 7) != 0 {
					g.kinds[p.I*genSize+p.J] = Wall
				}
			}
		}
	}
	r1 := g.r.Int(0, len(L)-1)
	d1 := grid.Dir(4 * g.r.Int(0, 1))
	line(L[r1], d1)
	r2 := g.r.Int(0, len(L)-1)
	d2 := grid.Dir(2 + 4*g.r.Int(0, 1))
	line(L[r2], d2)
}

// edgeStubs is §3.8: all but 3–5 road lines lose their stub between the
// board's edge and the outermost crossing road, on each of the four sides.
func (g *generator) edgeStubs() {
	X, Y, n, m := g.X, g.Y, g.n, g.m
	r := n - g.r.Int(3, 5)
	P := g.r.Permutation(n, nil)
	for k := 0; k < r; k++ {
		for j := 0; j < Y[0]; j++ {
			g.kinds[X[P[k]]*genSize+j] = Desert
		}
	}
	r = n - g.r.Int(3, 5)
	P = g.r.Permutation(n, nil)
	for k := 0; k < r; k++ {
		for j := Y[m-1] + 1; j < genSize; j++ {
			g.kinds[X[P[k]]*genSize+j] = Desert
		}
	}
	r = m - g.r.Int(3, 5)
	P = g.r.Permutation(m, nil)
	for k := 0; k < r; k++ {
		for i := 0; i < X[0]; i++ {
			g.kinds[i*genSize+Y[P[k]]] = Desert
		}
	}
	r = m - g.r.Int(3, 5)
	P = g.r.Permutation(m, nil)
	for k := 0; k < r; k++ {
		for i := X[n-1] + 1; i < genSize; i++ {
			g.kinds[i*genSize+Y[P[k]]] = Desert
		}
	}
}

// stations is §3.9: 6–8 random crossroads (a Road with a Road above or below
// and one left or right) become fuel stations.
func (g *generator) stations() error {
	road := func(i, j int) bool { return g.kinds[i*genSize+j] == Road }
	var cand []int
	for i := 1; i < genSize-1; i++ {
		for j := 1; j < genSize-1; j++ {
			if road(i, j) && (road(i-1, j) || road(i+1, j)) && (road(i, j-1) || road(i, j+1)) {
				cand = append(cand, i*genSize+j)
			}
		}
	}
	ns := len(cand)
	if ns < 6 {
		return errGenerator
	}
	count := g.r.Int(6, min(8, ns))
	P := g.r.Permutation(ns, nil)
	for k := 0; k < count; k++ {
		g.kinds[cand[P[k]]] = Station
	}
	return nil
}
