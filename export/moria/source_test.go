package moria

import (
	"testing"

	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
)

// TestGeneratedSource checks the submission rules on the text of a default
// export, and that a float32 64×64 file is refused for its size.
func TestGeneratedSource(t *testing.T) {
	net, _ := testNetOf(t, "", policies.DefaultNet, 3)
	res := exporttest.CheckGenerated(t, exporttest.Exporter(t, game), net, "Durin")
	t.Logf("AIDurin.cc: %d bytes", len(res.Source))
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
	net, spec := testNetOf(t, "", policies.NetConfig{Hidden1: 8, Hidden2: 8}, 11)
	exporttest.CheckFormats(t, harness(moriaDumpOf(0, nil)), net, spec)
}
