package moria

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
)

// TestGeneratedSource checks the submission rules on the text of a default
// export, and that a float32 64×64 file is refused for its size.
func TestGeneratedSource(t *testing.T) {
	net, _ := testNet(t, policies.DefaultNet, 3)
	res, err := exporter(t).Generate(net, export.Options{Name: "Durin"})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("AIDurin.cc: %d bytes", len(res.Source))
	exporttest.CheckSource(t, res.Source, export.MaxFileBytes)
	if _, err := exporter(t).Generate(net, export.Options{Name: "Durin", Format: export.Float32}); err == nil || !strings.Contains(err.Error(), "budget") {
		t.Errorf("a float32 64×64 file: %v, want the budget error", err)
	}
}

// TestReservedNames: the Moria API's global names (types, the short
// enumerators such as Balrog and Cave) and the inherited members the file
// calls are refused as player names, besides those every game refuses.
func TestReservedNames(t *testing.T) {
	for _, name := range []string{"Pos", "Movement", "Balrog", "Cave", "None", "Dwarf", "Rock", "unit", "cell",
		"Dummy", "class"} {
		if err := exporter(t).ValidateName(name); err == nil {
			t.Errorf("ValidateName(%q) accepted it", name)
		}
	}
	if err := exporter(t).ValidateName("Durin7"); err != nil {
		t.Error(err)
	}
}

// TestExportFormats checks the f16 and f32 decoders on a small network,
// against Null and Random.
func TestExportFormats(t *testing.T) {
	exporttest.Gxx(t)
	if testing.Short() {
		t.Skip("short")
	}
	for _, f := range []export.Format{export.Float16, export.Float32} {
		t.Run(string(f), func(t *testing.T) {
			net, spec := testNet(t, policies.NetConfig{Hidden1: 8, Hidden2: 8}, 11)
			name := "Small" + strings.ToUpper(string(f))
			res, err := exporter(t).Generate(net, export.Options{Name: name, Format: f})
			if err != nil {
				t.Fatal(err)
			}
			equivalence{src: res.Source, name: name, ref: saveNet(t, res.Net, spec, "ref.ckpt"),
				seeds: []int32{9}, opponents: []string{"Null", "Random"}}.run(t)
		})
	}
}
