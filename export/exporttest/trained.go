package exporttest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/policies"
)

// Trained exports a game's trained checkpoint as `edagym export` does:
// checkpoints/<game>.ckpt of the repository, or the file
// $EDAGYM_<GAME>_CKPT names. export.Load must find want from the
// checkpoint, and the file must keep the submission rules and the 200 KB
// budget. It returns the export and the float network it came from;
// without a checkpoint the test skips.
func Trained(t *testing.T, game string, want *export.Game) (*export.Result, *policies.Net) {
	t.Helper()
	Gxx(t)
	env := "EDAGYM_" + strings.ToUpper(game) + "_CKPT"
	path := os.Getenv(env)
	if path == "" {
		path = filepath.Join("..", "..", "checkpoints", game+".ckpt")
	}
	if _, err := os.Stat(path); err != nil {
		t.Skipf("no trained %s checkpoint (set %s)", game, env)
	}
	g, net, err := export.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if g != want {
		t.Fatalf("export.Load found the %s exporter for %s", g.Name, path)
	}
	res := Generate(t, g, net, export.Options{Name: "Edagym", Checkpoint: path})
	t.Logf("AIEdagym.cc from %s: %d bytes", path, len(res.Source))
	CheckSource(t, res.Source, 200_000)
	return res, net
}
