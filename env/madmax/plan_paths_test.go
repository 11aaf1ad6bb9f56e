package madmax

import (
	"fmt"
	"math/rand"
	"testing"
)

// TestDistancesMatchDijkstra: on generated boards, for a warrior's and a
// car's costs and random sources, run gives every cell the reference's
// cost, and runTo gives it to every wanted cell (the search stops early,
// so a wrong stop would leave a wanted cell unsettled).
func TestDistancesMatchDijkstra(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for seed := int32(1); seed <= 4; seed++ {
		m, err := Default().New(seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		var f fields
		f.setup(m.board)
		n := len(m.board.Kinds)
		got := make([]int32, n)
		for _, g := range []struct {
			name  string
			graph *graph
			step  []int32
		}{{"walk", &f.walk, f.walkStep}, {"drive", &f.drive, f.driveStep}} {
			for trial := 0; trial < 20; trial++ {
				var src []int32
				var srcInt []int
				for len(src) < 1+trial%9 {
					if k := rng.Intn(n); g.step[k] != 0 {
						src, srcInt = append(src, int32(k)), append(srcInt, k)
					}
				}
				ref := dijkstra(m.board, srcInt, func(k int) int32 { return g.step[k] }, unreachable)
				where := fmt.Sprintf("seed %d %s trial %d", seed, g.name, trial)
				f.paths.run(got, src, g.graph)
				for k := range ref {
					if got[k] != ref[k] {
						t.Fatalf("%s: run: cell %d costs %d, the reference %d", where, k, got[k], ref[k])
					}
				}
				want := make([]int32, 1+rng.Intn(40))
				for i := range want {
					want[i] = int32(rng.Intn(n))
				}
				f.paths.runTo(got, src, g.graph, want)
				for _, k := range want {
					if got[k] != ref[k] {
						t.Fatalf("%s: runTo: wanted cell %d costs %d, the reference %d", where, k, got[k], ref[k])
					}
				}
			}
		}
	}
}
