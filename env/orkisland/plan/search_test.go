package plan

import (
	"math/rand/v2"
	"testing"
)

// TestSearchDistances: on random islands (water, terrain, head starts,
// wanted cells), every wanted cell's distance is the shortest one a plain
// Dijkstra finds, and a search with no wanted cell leaves its field
// Unreached.
func TestSearchDistances(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 200 {
		is := randomIsland(rng)
		p := New(Style{TerrainScale: 1 + rng.IntN(4)}, FeatureRouting)
		p.Reset(is)
		seedSearch(p, rng, 0)
		checkSearch(t, trial, p)
		if anyWanted(p) {
			continue
		}
		for c, d := range p.target {
			if d != Unreached {
				t.Fatalf("trial %d: no cell wanted, yet cell %d at %d", trial, c, d)
			}
		}
	}
}

// checkSearch runs p's search and requires every wanted cell's distance to
// be the one reference finds.
func checkSearch(t *testing.T, trial int, p *Plan) {
	t.Helper()
	want := reference(p)
	p.search(p.target)
	for c, d := range want {
		if p.want[c] == p.gen && p.target[c] != d {
			t.Fatalf("trial %d: cell %d at %d, want %d", trial, c, p.target[c], d)
		}
	}
}

// randomIsland draws an island of 3..14 rows and columns whose cells cost
// 0..4 to enter, a quarter of them water (-1).
func randomIsland(rng *rand.Rand) *Island {
	rows, cols := 3+rng.IntN(12), 3+rng.IntN(12)
	is := &Island{Rows: rows, Cols: cols, Cost: make([]int, rows*cols), Players: 2, Units: 1}
	for c := range is.Cost {
		is.Cost[c] = rng.IntN(5)
		if rng.IntN(4) == 0 {
			is.Cost[c] = -1
		}
	}
	return is
}

// seedSearch sets up a search of p's island: 1..4 land sources with head
// starts 0..199, and minWanted to minWanted+5 draws of land cells to want.
func seedSearch(p *Plan, rng *rand.Rand, minWanted int) {
	n := len(p.weight)
	p.srcs = p.srcs[:0]
	for range 1 + rng.IntN(4) {
		if c := int32(rng.IntN(n)); p.weight[c] >= 0 {
			p.srcs = append(p.srcs, source{c, int32(rng.IntN(200)), 0})
		}
	}
	p.gen++
	p.left = 0
	for range minWanted + rng.IntN(6) {
		if c := int32(rng.IntN(n)); p.weight[c] >= 0 {
			p.mark1(c)
		}
	}
}

func anyWanted(p *Plan) bool {
	for _, w := range p.want {
		if w == p.gen {
			return true
		}
	}
	return false
}

// reference is Dijkstra by repeated minimum over the sources with their
// head starts, a step into cell c costing cost[c].
func reference(p *Plan) []int32 {
	n := len(p.cost)
	dist := make([]int32, n)
	for c := range dist {
		dist[c] = Unreached
	}
	for _, s := range p.srcs {
		dist[s.cell] = min(dist[s.cell], s.d)
	}
	done := make([]bool, n)
	for {
		c := -1
		for x := range n {
			if !done[x] && dist[x] != Unreached && (c < 0 || dist[x] < dist[c]) {
				c = x
			}
		}
		if c < 0 {
			return dist
		}
		done[c] = true
		for _, nb := range p.nbr[4*c : 4*c+4] {
			if int(nb) < n {
				dist[nb] = min(dist[nb], dist[c]+p.cost[c])
			}
		}
	}
}
