package madmax

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
)

// TestNeedsFeatures checks needs mode's need features on factsGrid (city 0
// at rows 1-2, columns 1-2; city 1 at columns 8-9), worked out by hand:
// which city lacks the warrior, its walking distance each way, the other
// warriors nearer it and what it lacks.
func TestNeedsFeatures(t *testing.T) {
	cases := []struct {
		name       string
		units      []Unit
		id         int // my unit (seat 0) whose row is checked
		need       block
		rank, gap  float32
		progressed bool // a warrior: its progress is its need field's change
	}{
		{
			name: "alone in my city beside a rival: needed where it stands",
			// Without it my city has 0 of mine to the rival's 1: the city
			// lacks 2. Leaving it (directions 3..7) goes 1 step away.
			units:      []Unit{w(0, 1, 1, 40, 40), w(1, 2, 2, 40, 40)},
			need:       block{0, 0, 0, 0, 1, 1, 1, 1, 1},
			gap:        2. / 8,
			progressed: true,
		},
		{
			name: "one of two in my city, no rival: needed in city 1, the other nearer",
			// The other holds city 0 alone (1 to 0). City 1 (no warrior)
			// lacks 1: 7 steps right from (1, 1), 6 from the other at (2, 2).
			units:      []Unit{w(0, 1, 1, 40, 40), w(0, 2, 2, 40, 40)},
			need:       block{7. / 40, 0, -1, -1, -1, 0, 1, 1, 1},
			rank:       1. / 8,
			gap:        1. / 8,
			progressed: true,
		},
		{
			name:  "a car: nothing",
			units: []Unit{c(0, 4, 2, 50), w(0, 1, 1, 40, 40)},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := scenario{grid: factsGrid, units: tc.units, seed: 1}.build(t)
			e, obs := newEnc(t, m, env.Needs)
			e.Observe(m, 0, obs)
			s := slices.Index(m.warriorsAndCars(0), tc.id)
			f := env.Float32s(obs[1])[s*NumNeedsFeatures : (s+1)*NumNeedsFeatures]
			if got := f[featNeed : featNeed+9]; !slices.Equal(got, tc.need[:]) {
				t.Errorf("need %v, want %v", got, tc.need)
			}
			if f[featNeedRank] != tc.rank || f[featNeedGap] != tc.gap {
				t.Errorf("rank, gap %v, %v; want %v, %v", f[featNeedRank], f[featNeedGap], tc.rank, tc.gap)
			}
			if !tc.progressed {
				return
			}
			prog := env.Float32s(obs[4])[s*int(grid.NumDirs) : (s+1)*int(grid.NumDirs)]
			for d := grid.Dir(0); d < grid.None; d++ {
				want := float32(0)
				if m.Legal(0, tc.id, d) {
					want = tc.need[1+d]
				}
				if prog[d] != want {
					t.Errorf("progress moving %d: %v, want %v", d, prog[d], want)
				}
			}
		})
	}
}

// TestNeedsExtendFacts: needs mode extends facts mode (checkExtends); a
// car's progress is facts mode's.
func TestNeedsExtendFacts(t *testing.T) {
	checkExtends(t, env.Facts, env.Needs, NumFactsFeatures, NumNeedsFeatures, func(u Unit) bool { return u.Kind == Car })
}
