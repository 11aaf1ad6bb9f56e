package moria

import (
	"testing"

	"github.com/edagym/edagym/export/exporttest"
)

// TestGeneratedSource checks the submission rules on the text of a default
// export, and that a float32 64×64 file is refused for its size.
func TestGeneratedSource(t *testing.T) {
	harness(moriaDumpOf(0, nil)).Source(t, "", "Durin")
}

// TestReservedNames: the Moria API's global names (types, the short
// enumerators such as Balrog and Cave) and the inherited members the file
// calls are refused as player names, besides those every game refuses.
func TestReservedNames(t *testing.T) {
	exporttest.CheckNames(t, exporttest.Exporter(t, game), []string{"Pos", "Movement", "Balrog", "Cave", "None", "Dwarf", "Rock",
		"unit", "cell", "Dummy", "class"}, "Durin7")
}

// TestExportFormats checks the f16 and f32 decoders on a small network,
// against Null and Random.
func TestExportFormats(t *testing.T) {
	harness(moriaDumpOf(0, nil)).CheckFormats(t, 11)
}
