package orkisland

import (
	"math"

	"github.com/edagym/edagym/env/jutge"
)

// GENERATOR1's constants (orkisland-engine.md §3.1).
const (
	minForests, maxForests = 8, 12
	minRivers, maxRivers   = 4, 10
	minCities, maxCities   = 8, 25
	riverGap, pathGap      = 4, 2
	minCitySide            = 2
	maxCitySide            = 6
	maxTries               = 100
)

var (
	dirs8 = []Pos{{I: 1, J: -1}, {I: 1, J: 0}, {I: 1, J: 1}, {I: 0, J: 1}, {I: -1, J: 1}, {I: -1, J: 0}, {I: -1, J: -1}, {I: 0, J: -1}}
	dirs4 = []Pos{{I: 1, J: 0}, {I: 0, J: 1}, {I: -1, J: 0}, {I: 0, J: -1}}
)

// generator builds one GENERATOR1 board with the board generator's draws, in
// the original's order. Its grids are reused between attempts.
type generator struct {
	r        *jutge.Random
	rows     int
	cols     int
	orks     int
	m        []byte // the character grid, with 'R' for rivers while generating
	mark     []bool // grow-area marks
	queue    []int
	visited  []uint32 // curve visits, stamped with visitGen
	visitGen uint32
	curve    []Pos
	cities   [][]Pos
	paths    []PathInfo
	island   []int32 // islandRule's thresholds by (k, a, b), from the config
}

// Generate builds a GENERATOR1 board for c with r (§3).
func Generate(c *Config, r *jutge.Random) *Board {
	n := c.Rows * c.Cols
	g := &generator{r: r, rows: c.Rows, cols: c.Cols, orks: c.Orks,
		m: make([]byte, n), mark: make([]bool, n), visited: make([]uint32, n), island: c.islandThresholds()}
	for !g.attempt() {
	}
	b := &Board{Rows: g.rows, Cols: g.cols, Cells: make([]CellType, n), Cities: g.cities, Paths: g.paths}
	for k, ch := range g.m {
		b.Cells[k], _ = cellTypeOf(ch)
	}
	b.index()
	return b
}

func (g *generator) in(i, j int) bool { return i >= 0 && i < g.rows && j >= 0 && j < g.cols }
func (g *generator) at(i, j int) byte { return g.m[i*g.cols+j] }

// attempt runs §3.5 once and reports whether the board is valid.
func (g *generator) attempt() bool {
	for k := range g.m {
		g.m[k] = '.'
	}
	g.cities, g.paths = nil, nil
	for i := 0; i < g.rows; i++ {
		for j := 0; j < g.cols; j++ {
			if i == 0 || j == 0 || i == g.rows-1 || j == g.cols-1 {
				g.m[i*g.cols+j] = 'W'
			}
		}
	}
	g.sea()
	g.patches('F', 5, 15)
	g.patches('S', 8, 20)
	g.rivers()
	g.placeCities()
	g.placePaths()
	for k, ch := range g.m {
		if ch == 'R' {
			g.m[k] = 'W'
		}
	}
	reach := g.reachable()
	for k, ch := range g.m {
		if ch != 'W' && ch != 'C' && ch != 'P' && !reach[k] {
			g.m[k] = 'W'
		}
	}
	if len(g.cities) < minCities {
		return false
	}
	reach = g.reachable()
	for k, ch := range g.m {
		if ch != 'W' && !reach[k] {
			return false
		}
	}
	return true
}

// sea grows the island shape from the centre; the first area covering 75% of
// the board wins and everything outside it becomes water.
func (g *generator) sea() {
	ci, cj := g.rows/2, g.cols/2
	t := min(g.rows, g.cols) / 2
	for range maxTries {
		size := g.grow(ci, cj, func(i, j int) bool { return g.islandRule(i, j, ci, cj, t) })
		if float64(size) >= 0.75*float64(g.rows)*float64(g.cols) {
			for k, in := range g.mark {
				if !in {
					g.m[k] = 'W'
				}
			}
			return
		}
	}
}

// islandRule is Q2: a random p-norm distance δ from the centre, cut to 1
// within radius t, then Bernoulli(0.3/δ). Two draws. The threshold depends
// only on (k, |Δi|, |Δj|), so it comes from a table made once per config.
func (g *generator) islandRule(i, j, ci, cj, t int) bool {
	k := g.r.Int(minNormK, maxNormK)
	a, b := abs(i-ci), abs(j-cj)
	half := g.rows/2 + 1
	threshold := g.island[((k-minNormK)*half+a)*half+b]
	return int32(g.r.Int(1, 10000)) <= threshold
}

// The exponent of the island's p-norm is k/10 for a draw k in [20, 40].
const minNormK, maxNormK = 20, 40

// islandThresholds computes trunc(10000 × 0.3/δ) for every k and every
// offset from the centre, with δ as the original computes it (§3.4, §3.7).
func (c *Config) islandThresholds() []int32 {
	c.islandOnce.Do(func() {
		half := c.Rows/2 + 1
		t := min(c.Rows, c.Cols) / 2
		c.island = make([]int32, (maxNormK-minNormK+1)*half*half)
		for k := minNormK; k <= maxNormK; k++ {
			p := float64(k) / 10.0
			for a := 0; a < half; a++ {
				for b := 0; b < half; b++ {
					var d float64
					if (a == 0 && b == t) || (b == 0 && a == t) {
						d = criticalDistance(t, k, p)
					} else {
						d = math.Pow(math.Pow(float64(a), p)+math.Pow(float64(b), p), 1.0/p)
					}
					if d <= float64(t) {
						d = 1
					}
					c.island[((k-minNormK)*half+a)*half+b] = int32(10000 * (0.3 / d))
				}
			}
		}
	})
	return c.island
}

// criticalDistance is glibc's p-norm on a cell at exactly distance t along an
// axis, where the last bit decides δ ≤ t (§3.7's table).
func criticalDistance(t, k int, p float64) float64 {
	if t < 10 || t > 100 {
		return math.Pow(math.Pow(float64(t), p), 1.0/p)
	}
	above := k == 22 || k == 25 || k == 29 || k == 32 || k == 36 || k == 39
	switch {
	case t == 10 || t == 18 || t == 19:
		above = above && k != 29
	case t == 52:
		above = above || k == 27
	case t == 55 || t == 62:
		above = above || k == 23 || k == 27
	case t == 61:
		above = above || k == 23 || k == 24
	case inAnyRange(t, 22, 23, 25, 26, 28, 28, 30, 31, 37, 37, 43, 43, 45, 51, 53, 54, 56, 60, 63, 63, 68, 70, 73, 73, 77, 79, 81, 83, 86, 100):
		above = above || k == 23
	}
	if above {
		return math.Nextafter(float64(t), math.Inf(1))
	}
	return float64(t)
}

// inAnyRange reports whether v lies in one of the inclusive ranges given as pairs.
func inAnyRange(v int, bounds ...int) bool {
	for i := 0; i+1 < len(bounds); i += 2 {
		if v >= bounds[i] && v <= bounds[i+1] {
			return true
		}
	}
	return false
}

// patches places forests ('F', strength 0.5–1.5) or deserts ('S', 0.8–2.0):
// random areas whose cells still '.' take ch.
func (g *generator) patches(ch byte, qlo, qhi int) {
	margin := min(g.rows, g.cols) / 5
	n := g.r.Int(minForests, maxForests)
	for range n {
		i0 := g.r.Int(margin, g.rows-1-margin)
		j0 := g.r.Int(margin, g.cols-1-margin)
		q := float64(g.r.Int(qlo, qhi)) / 10.0
		g.grow(i0, j0, func(i, j int) bool {
			di, dj := float64(i-i0), float64(j-j0)
			return g.r.Bernoulli(q / math.Sqrt(di*di+dj*dj))
		})
		for k, in := range g.mark {
			if in && g.m[k] == '.' {
				g.m[k] = ch
			}
		}
	}
}

// rivers draws curves that move away from their start, kept apart by riverGap.
func (g *generator) rivers() {
	margin := min(g.rows, g.cols) / 5
	d := 1
	for d*d < g.orks {
		d++
	}
	ci, cj := g.rows/2, g.cols/2
	n := g.r.Int(minRivers, maxRivers)
	for range n {
		i0 := g.r.Int(margin, g.rows-1-margin)
		j0 := g.r.Int(margin, g.cols-1-margin)
		central := i0 >= ci-d && i0 <= ci+d-1 && j0 >= cj-d && j0 <= cj+d-1
		if central || g.boxHas(i0, j0, riverGap, 'R') {
			continue
		}
		for range maxTries {
			curve := g.makeCurve(i0, j0, dirs8, func(c, nb Pos) bool {
				return dist2(i0, j0, nb.I, nb.J) > dist2(i0, j0, c.I, c.J)
			})
			ok := true
			for _, p := range curve {
				if g.boxHas(p.I, p.J, riverGap, 'R') {
					ok = false
					break
				}
			}
			if ok {
				for _, p := range curve {
					if g.at(p.I, p.J) != 'W' {
						g.m[p.I*g.cols+p.J] = 'R'
					}
				}
				break
			}
		}
	}
}

// placeCities drops rectangles of 2–6 by 2–6 cells away from water and other cities.
func (g *generator) placeCities() {
	n := g.r.Int(minCities, maxCities)
	for range n {
		for range maxTries {
			i := g.r.Int(0, g.rows-1)
			j := g.r.Int(0, g.cols-1)
			di := g.r.Int(minCitySide, maxCitySide)
			dj := g.r.Int(minCitySide, maxCitySide)
			if g.cityBlocked(i, j, di, dj) {
				continue
			}
			city := make([]Pos, 0, di*dj)
			for ii := i; ii < i+di; ii++ {
				for jj := j; jj < j+dj; jj++ {
					g.m[ii*g.cols+jj] = 'C'
					city = append(city, Pos{I: ii, J: jj})
				}
			}
			g.cities = append(g.cities, city)
			break
		}
	}
}

func (g *generator) cityBlocked(i, j, di, dj int) bool {
	for ii := max(0, i-2); ii <= min(g.rows-1, i+di); ii++ {
		for jj := max(0, j-2); jj <= min(g.cols-1, j+dj); jj++ {
			if ch := g.at(ii, jj); ch == 'W' || ch == 'C' {
				return true
			}
		}
	}
	return false
}

// placePaths tries 3n² random city pairs, joining them with a 4-direction
// curve that approaches a random cell of the target, far from other paths and cities.
func (g *generator) placePaths() {
	idx := make([]int, len(g.m))
	for k := range idx {
		idx[k] = -1
	}
	for c, cells := range g.cities {
		for _, p := range cells {
			idx[p.I*g.cols+p.J] = c
		}
	}
	n := len(g.cities)
	for range 3 * n * n {
		a := g.r.Int(0, n-1)
		b := g.r.Int(0, n-1)
		if a == b {
			continue
		}
		start := g.cities[a][g.r.Int(0, len(g.cities[a])-1)]
		t := g.cities[b][g.r.Int(0, len(g.cities[b])-1)]
		curve := g.makeCurve(start.I, start.J, dirs4, func(c, nb Pos) bool {
			return dist2(t.I, t.J, nb.I, nb.J) < dist2(t.I, t.J, c.I, c.J)
		})
		if curve[len(curve)-1] != t || !g.pathClear(curve, idx, a, b) {
			continue
		}
		path := PathInfo{A: a, B: b}
		for _, p := range curve {
			if k := p.I*g.cols + p.J; g.m[k] != 'C' {
				g.m[k] = 'P'
				path.Cells = append(path.Cells, p)
			}
		}
		g.paths = append(g.paths, path)
	}
}

// pathClear: within radius pathGap of every curve cell there is no path and no city but a and b.
func (g *generator) pathClear(curve []Pos, idx []int, a, b int) bool {
	for _, p := range curve {
		for ii := max(0, p.I-pathGap); ii <= min(g.rows-1, p.I+pathGap); ii++ {
			for jj := max(0, p.J-pathGap); jj <= min(g.cols-1, p.J+pathGap); jj++ {
				k := ii*g.cols + jj
				if g.m[k] == 'P' {
					return false
				}
				if c := idx[k]; c != -1 && c != a && c != b {
					return false
				}
			}
		}
	}
	return true
}

// grow is §3.2: a breadth-first area from (i0, j0) in which each new
// neighbour joins if accept says so, then gap filling. It returns the size.
func (g *generator) grow(i0, j0 int, accept func(i, j int) bool) int {
	clear(g.mark)
	g.mark[i0*g.cols+j0] = true
	g.queue = append(g.queue[:0], i0*g.cols+j0)
	for h := 0; h < len(g.queue); h++ {
		i, j := g.queue[h]/g.cols, g.queue[h]%g.cols
		for _, d := range dirs8 {
			ni, nj := i+d.I, j+d.J
			if g.in(ni, nj) && !g.mark[ni*g.cols+nj] && accept(ni, nj) {
				g.mark[ni*g.cols+nj] = true
				g.queue = append(g.queue, ni*g.cols+nj)
			}
		}
	}
	g.fillGaps()
	size := 0
	for _, in := range g.mark {
		if in {
			size++
		}
	}
	return size
}

// fillGaps closes one- and two-cell gaps between marked cells, in full passes
// until nothing changes. It uses no draws.
func (g *generator) fillGaps() {
	m, c := g.mark, g.cols
	for changed := true; changed; {
		changed = false
		for i := 2; i <= g.rows-3; i++ {
			for j := 2; j <= g.cols-3; j++ {
				k := i*c + j
				if !m[k] && m[k-c] && m[k+c] {
					m[k], changed = true, true
				}
				if !m[k] && m[k-1] && m[k+1] {
					m[k], changed = true, true
				}
				if !m[k] && !m[k+c] && m[k-c] && m[k+2*c] {
					m[k], m[k+c], changed = true, true, true
				}
				if !m[k] && !m[k+1] && m[k-1] && m[k+2] {
					m[k], m[k+1], changed = true, true, true
				}
			}
		}
	}
}

// makeCurve is §3.3: a walk that keeps its heading within ±1 step of the
// direction table, as long as step accepts. It costs 1 + length draws.
func (g *generator) makeCurve(i0, j0 int, dirs []Pos, step func(cur, next Pos) bool) []Pos {
	g.visitGen++
	if g.visitGen == 0 {
		clear(g.visited)
		g.visitGen = 1
	}
	D := len(dirs)
	g.curve = g.curve[:0]
	cur := Pos{I: i0, J: j0}
	k := g.r.Int(0, D-1)
	for {
		g.curve = append(g.curve, cur)
		g.visited[cur.I*g.cols+cur.J] = g.visitGen
		r := g.r.Int(-1, 1)
		moved := false
		for _, kk := range [4]int{(k + r + D) % D, (k - 1 + D) % D, k, (k + 1) % D} {
			nb := Pos{I: cur.I + dirs[kk].I, J: cur.J + dirs[kk].J}
			if g.in(nb.I, nb.J) && g.visited[nb.I*g.cols+nb.J] != g.visitGen && step(cur, nb) {
				cur, k, moved = nb, kk, true
				break
			}
		}
		if !moved {
			return g.curve
		}
	}
}

// boxHas reports whether the box of radius d around (i, j) holds ch.
func (g *generator) boxHas(i, j, d int, ch byte) bool {
	for ii := max(0, i-d); ii <= min(g.rows-1, i+d); ii++ {
		for jj := max(0, j-d); jj <= min(g.cols-1, j+d); jj++ {
			if g.at(ii, jj) == ch {
				return true
			}
		}
	}
	return false
}

// reachable marks the centre, then every non-water cell 4-connected to a mark.
func (g *generator) reachable() []bool {
	reach := make([]bool, len(g.m))
	start := g.rows/2*g.cols + g.cols/2
	reach[start] = true
	g.queue = append(g.queue[:0], start)
	for h := 0; h < len(g.queue); h++ {
		i, j := g.queue[h]/g.cols, g.queue[h]%g.cols
		for _, d := range dirs4 {
			ni, nj := i+d.I, j+d.J
			if g.in(ni, nj) && !reach[ni*g.cols+nj] && g.at(ni, nj) != 'W' {
				reach[ni*g.cols+nj] = true
				g.queue = append(g.queue, ni*g.cols+nj)
			}
		}
	}
	return reach
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func dist2(i0, j0, i1, j1 int) int { return (i0-i1)*(i0-i1) + (j0-j1)*(j0-j1) }
