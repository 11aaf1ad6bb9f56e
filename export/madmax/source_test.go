package madmax

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/export/exporttest"
)

// TestGeneratedSource checks the submission rules on the text of a default
// export (int8, 64×64: within the 200 KB budget), and that a float32 64×64
// file is refused for its size.
func TestGeneratedSource(t *testing.T) {
	harness().Source(t, "", "Furiosa")
}

// TestGeneratedFactsSource is TestGeneratedSource for the facts- and
// needs- and raids-mode exports, which also keep no trace of the Immortan's plan.
func TestGeneratedFactsSource(t *testing.T) {
	for _, mode := range []env.Mode{env.Facts, env.Needs, env.Raids} {
		res := harness().Source(t, mode, "Furiosa")
		for _, plan := range []string{"Immortan", "order_", "goal_", "mark_", "move_warrior", "move_car"} {
			if strings.Contains(string(res.Source), plan) {
				t.Errorf("the %s-mode file mentions %q", mode, plan)
			}
		}
	}
}

// TestReservedNames: the Mad Max API's global names and the members a
// player inherits are refused as player names, besides those every game
// refuses.
func TestReservedNames(t *testing.T) {
	exporttest.CheckNames(t, exporttest.Exporter(t, game), []string{"Pos", "Movement", "None", "City", "Car", "Road", "Warrior",
		"round", "cell", "warriors", "Dummy", "class"}, "Rockatansky")
}
