package madmax

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
)

// TestGeneratedSource checks the submission rules on the text of a default
// export (int8, 64×64: within the 200 KB budget), and that a float32 64×64
// file is refused for its size.
func TestGeneratedSource(t *testing.T) {
	net, _ := testNetOf(t, "", policies.DefaultNet, 3)
	res := exporttest.CheckGenerated(t, exporttest.Exporter(t, game), net, "Furiosa")
	t.Logf("AIFuriosa.cc: %d bytes (%d weight bytes, int8) for a 64×64 network; budget %d", len(res.Source), res.BlobBytes, export.MaxFileBytes)
}

// TestGeneratedFactsSource is TestGeneratedSource for the facts-mode
// export, which also keeps no trace of the Immortan's plan.
func TestGeneratedFactsSource(t *testing.T) {
	net, _ := testNetOf(t, env.Facts, policies.DefaultNet, 3)
	res := exporttest.CheckGenerated(t, exporttest.ExporterMode(t, game, env.Facts), net, "Furiosa")
	t.Logf("AIFuriosa.cc, facts mode: %d bytes (%d weight bytes, int8) for a 64×64 network; budget %d", len(res.Source), res.BlobBytes, export.MaxFileBytes)
	for _, plan := range []string{"Immortan", "order_", "goal_", "mark_", "move_warrior", "move_car"} {
		if strings.Contains(string(res.Source), plan) {
			t.Errorf("the facts-mode file mentions %q", plan)
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
