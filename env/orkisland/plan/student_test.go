package plan

import (
	"math/rand/v2"
	"testing"
)

// TestStudentWeights: the search cost of entering grass, forest, sand and a
// road under each style; TerrainCap 0 keeps MaxTerrain (the Dummy's and the
// Warlord's weights are unchanged) and the Student's cap is the ring's.
func TestStudentWeights(t *testing.T) {
	is := &Island{Rows: 1, Cols: 5, Cost: []int{1, 2, 3, 0, 5}, Players: 2, Units: 1}
	cases := []struct {
		name  string
		style Style
		want  []int32
	}{
		{"Dummy", DummyStyle, []int32{5, 6, 7, 4, 9}},
		{"Warlord", WarlordStyle, []int32{8, 12, 16, 4, 16}},
		{"Student", StudentStyle, []int32{18, 32, 46, 4, 4 + MaxTerrainCap}},
	}
	for _, c := range cases {
		p := New(c.style, BotRouting)
		p.Reset(is)
		for k, w := range c.want {
			if got := p.Weight(k); got != w {
				t.Errorf("%s: cell %d (health %d) weighs %d, want %d", c.name, k, is.Cost[k], got, w)
			}
		}
	}
	if s := (Style{TerrainScale: 100, TerrainCap: 1000}); s.TerrainLimit() != MaxTerrainCap {
		t.Errorf("cap %d, want it held to %d", s.TerrainLimit(), MaxTerrainCap)
	}
}

// TestSearchDistancesAtTheCap: with the Student's weights and the detours'
// penalties a step costs up to ring-1; the search still finds every wanted
// cell's shortest distance (as TestSearchDistances).
func TestSearchDistancesAtTheCap(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := range 200 {
		is := randomIsland(rng)
		p := New(StudentStyle, BotRouting)
		p.Reset(is)
		for c := range is.Cost {
			if p.weight[c] >= 0 && rng.IntN(3) == 0 {
				p.penalise(int32(c), max(HolderPenalty, EnemyPenalty))
			}
		}
		seedSearch(p, rng, 1)
		checkSearch(t, trial, p)
	}
}
