package orkisland

import (
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/export/exporttest"
)

// TestExportedContextPlayerMatchesGo: a facts-mode network with a context
// layer (each ork's second layer reads its team's mean first layer) plays
// the same orders exported as in Go, every round seen from all four seats;
// its Wc is large enough that a C++ player leaving the context out would
// order otherwise.
func TestExportedContextPlayerMatchesGo(t *testing.T) {
	exporttest.Exported(t, env.Facts, 7, exporttest.Case{Harness: harness(), Name: "EdaTeam", Seeds: []int32{1, 2},
		Opponents: []string{"Dummy", "Demo", "Random", "Null"}, Views: true}, exporttest.Float|exporttest.Context).Run(t)
}
