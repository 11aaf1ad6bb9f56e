package env_test

import (
	"slices"
	"testing"

	_ "github.com/edagym/edagym/all"
	"github.com/edagym/edagym/env"
)

// TestAllModesIsTheGamesUnion: every mode a registered game offers is in
// AllModes once, and AllModes holds nothing else.
func TestAllModesIsTheGamesUnion(t *testing.T) {
	all := env.AllModes()
	for i, m := range all {
		if slices.Contains(all[i+1:], m) {
			t.Errorf("AllModes lists %q twice: %v", m, all)
		}
		offered := false
		for _, name := range env.GameNames() {
			g, _ := env.Lookup(name)
			offered = offered || g.HasMode(m)
		}
		if !offered {
			t.Errorf("AllModes lists %q, which no game offers", m)
		}
	}
	for _, name := range env.GameNames() {
		g, _ := env.Lookup(name)
		for _, m := range g.Modes {
			if !slices.Contains(all, m) {
				t.Errorf("%s offers %q, missing from AllModes %v", name, m, all)
			}
		}
	}
	for _, m := range []env.Mode{env.Units, env.Plan, env.Facts, env.Board, env.RoadPlan} {
		if !slices.Contains(all, m) {
			t.Errorf("AllModes %v lacks %q", all, m)
		}
	}
}
