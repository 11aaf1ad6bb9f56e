package orkisland

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
	res, err := exporter(t).Generate(net, export.Options{Name: "Sauron"})
	if err != nil {
		t.Fatal(err)
	}
	exporttest.CheckSource(t, res.Source, export.MaxFileBytes)
	if _, err := exporter(t).Generate(net, export.Options{Name: "Sauron", Format: export.Float32}); err == nil || !strings.Contains(err.Error(), "budget") {
		t.Errorf("a float32 64×64 file: %v, want the budget error", err)
	}
}

// TestReservedNames: the Ork Island API's global names are refused as
// player names, besides those every game refuses.
func TestReservedNames(t *testing.T) {
	for _, name := range []string{"Pos", "State", "NONE", "WATER", "Command", "Dummy", "class"} {
		if err := exporter(t).ValidateName(name); err == nil {
			t.Errorf("ValidateName(%q) accepted it", name)
		}
	}
	if err := exporter(t).ValidateName("Gorbag2"); err != nil {
		t.Error(err)
	}
}
