package madmax

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestRaidsFeatures checks raids mode's features on factsGrid (city 0 at
// rows 1-2, columns 1-2), worked out by hand: the rival warriors beside
// the cell each choice leaves my warrior on, and the share of its food or
// water those outside the thunderdome would drain.
func TestRaidsFeatures(t *testing.T) {
	cases := []struct {
		name    string
		units   []Unit
		raiders block
		drain   block
	}{
		{
			name: "in the desert between three raiders, 12 water left after upkeep",
			// Rivals at (2,3), (3,6), (4,6) and a rival car at (5,4), which
			// does not count. Top-left, (2,3), is an attack: it stays.
			units:   []Unit{w(0, 3, 4, 40, 13), w(2, 2, 3, 40, 40), w(1, 3, 6, 40, 40), w(3, 4, 6, 40, 40), c(1, 5, 4, 50)},
			raiders: block{1. / 4, 0, 2. / 4, 2. / 4, 1. / 4, 1. / 4, 1. / 4, 1. / 4, 0},
			drain:   block{0.5, 0, 1, 1, 0.5, 0.5, 0.5, 0.5, 0},
		},
		{
			name: "in my city beside a rival in it: the thunderdome, nothing drained",
			// Bottom-right, (2,2), is an attack: it stays. Up and left
			// leave the city, out of the rival's reach.
			units:   []Unit{w(0, 1, 1, 40, 40), w(1, 2, 2, 40, 40)},
			raiders: block{1. / 4, 1. / 4, 1. / 4, 1. / 4, 0, 0, 0, 0, 0},
		},
		{
			name:  "a car: nothing",
			units: []Unit{c(0, 3, 4, 50), w(1, 3, 5, 40, 40)},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := scenario{grid: factsGrid, units: tc.units, seed: 1}.build(t)
			e, obs := newEnc(t, m, env.Raids)
			e.Observe(m, 0, obs)
			f := env.Float32s(obs[1])[:NumRaidsFeatures] // unit 0 is seat 0's first
			if got := f[featRaiders : featRaiders+9]; !slices.Equal(got, tc.raiders[:]) {
				t.Errorf("raiders %v, want %v", got, tc.raiders)
			}
			if got := f[featDrain : featDrain+9]; !slices.Equal(got, tc.drain[:]) {
				t.Errorf("drain %v, want %v", got, tc.drain)
			}
		})
	}
}

// TestRaidsExtendNeeds: raids mode extends needs mode (checkExtends),
// every unit's progress too.
func TestRaidsExtendNeeds(t *testing.T) {
	checkExtends(t, env.Needs, env.Raids, NumNeedsFeatures, NumRaidsFeatures, func(Unit) bool { return true })
}
