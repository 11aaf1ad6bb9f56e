package madmax

import (
	"fmt"
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

// TestNeedsExtendFacts: over mid-game states of Immortan matches, from
// every seat, needs mode's tensors are facts mode's but for the features
// after facts mode's 82 and the warriors' progress; a car's progress is
// facts mode's, and every need feature is nonzero somewhere. A checkpoint
// trained in facts mode thus reads needs mode's rows as before when the
// new features' weights are 0 (train's init_widen).
func TestNeedsExtendFacts(t *testing.T) {
	var fe, ne *Encoder
	var fobs, nobs [][]byte
	var nonzero [NumNeedsFeatures - NumFactsFeatures]int
	playPlanned(t, 7, 161, func(m *Match) {
		if m.round%20 != 0 {
			return
		}
		if fe == nil {
			fe, fobs = newEnc(t, m, env.Facts)
			ne, nobs = newEnc(t, m, env.Needs)
		}
		for me := 0; me < NumTeams; me++ {
			fe.Observe(m, me, fobs)
			ne.Observe(m, me, nobs)
			for k := range fobs {
				if k != 1 && k != 4 && !slices.Equal(fobs[k], nobs[k]) {
					t.Fatalf("round %d seat %d: tensor %d differs from facts mode", m.round, me, k)
				}
			}
			ff, nf := env.Float32s(fobs[1]), env.Float32s(nobs[1])
			fp, np := env.Float32s(fobs[4]), env.Float32s(nobs[4])
			for s, id := range m.warriorsAndCars(me) {
				where := fmt.Sprintf("round %d seat %d unit %d", m.round, me, id)
				f := nf[s*NumNeedsFeatures : (s+1)*NumNeedsFeatures]
				if !slices.Equal(f[:NumFactsFeatures], ff[s*NumFactsFeatures:(s+1)*NumFactsFeatures]) {
					t.Fatalf("%s: features 0..81 differ from facts mode", where)
				}
				for x, v := range f[NumFactsFeatures:] {
					if v != 0 {
						nonzero[x]++
					}
				}
				n := int(grid.NumDirs)
				if m.Unit(id).Kind == Car && !slices.Equal(fp[s*n:(s+1)*n], np[s*n:(s+1)*n]) {
					t.Fatalf("%s: a car's progress differs from facts mode", where)
				}
			}
		}
	})
	for x, n := range nonzero {
		if n == 0 {
			t.Errorf("need feature %d is 0 in every row", NumFactsFeatures+x)
		}
	}
}
