package dominator

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/env"

	"github.com/edagym/edagym/export/exporttest"
)

// TestGeneratedSource checks the submission rules on the text of a default
// export, and that a float32 64×64 file is refused for its size.
func TestGeneratedSource(t *testing.T) {
	src := string(harness().Source(t, "", "Sauron").Source)
	// The API traps: no me() of the API's (ours is a member), no Movement
	// object (no default constructor), command with a Dir, no state written.
	for _, bad := range []string{"Movement", "rotate(", "update_haunted", "update_vectors_by_player", "read_grid", "random(", "#include <"} {
		if strings.Contains(src, bad) {
			t.Errorf("generated code contains %q", bad)
		}
	}
	if !strings.Contains(src, "command(id, Dir(d));") {
		t.Error("no command(id, Dir(d)) in the generated code")
	}
}

// TestReservedNames: the Dominator API's global names and member functions
// are refused as player names, besides those every game refuses.
func TestReservedNames(t *testing.T) {
	exporttest.CheckNames(t, exporttest.Exporter(t, game), []string{"Pos", "Movement", "None", "Knight", "Witch", "Empty",
		"Wall", "Dummy", "class", "round", "cell", "me", "index"}, "Gorbag2")
}

// TestGeneratedFactsSource checks the submission rules on the text of a
// default facts-mode export (64×64, int8), within 200,000 bytes, and that
// a float32 one is refused for its size.
func TestGeneratedFactsSource(t *testing.T) {
	res := harness().Source(t, env.Facts, "Sauron")
	exporttest.CheckSource(t, res.Source, 200_000)
	if !strings.Contains(string(res.Source), "kFeatures = 95,") {
		t.Error("no kFeatures = 95 in the facts-mode file")
	}
}
