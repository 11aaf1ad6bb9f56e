package orkisland

import (
	"testing"

	"github.com/edagym/edagym/export/exporttest"
)

// TestGeneratedSource checks the submission rules on the text of a default
// export, and that a float32 64×64 file is refused for its size.
func TestGeneratedSource(t *testing.T) {
	harness().Source(t, "", "Sauron")
}

// TestReservedNames: the Ork Island API's global names are refused as
// player names, besides those every game refuses.
func TestReservedNames(t *testing.T) {
	exporttest.CheckNames(t, exporttest.Exporter(t, game), []string{"Pos", "State", "NONE", "WATER", "Command", "Dummy", "class"}, "Gorbag2")
}
