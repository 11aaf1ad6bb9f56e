package exporttest

import (
	"path/filepath"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/policies"
)

// Net is a test network (TestNet) for the game's default config in mode
// ("": the Harness's DefaultMode), with the Harness's Intensity planes.
func (h Harness) Net(t testing.TB, mode env.Mode, c policies.NetConfig, seed uint64) (*policies.Net, *env.Spec) {
	t.Helper()
	if mode == "" {
		mode = h.DefaultMode
	}
	g, cfg, err := env.LookupDefault(h.Game)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := g.NewEncoder(cfg, mode)
	if err != nil {
		t.Fatal(err)
	}
	return TestNet(t, enc.Spec(), c, seed, h.Intensity...), enc.Spec()
}

// Compare says what a Case compares besides the orders of the int8 file
// and its quantised network's nn: player.
type Compare uint8

const (
	Orders Compare = 0 // the orders only
	Float  Compare = 1 // the unquantised network's orders too
	Rows   Compare = 2 // every unit's input row and mask too
	// Context exports a network with a context layer (each unit's second
	// layer reading its team's mean first layer, net.context).
	Context Compare = 4
)

// Exported exports a default-size test network of c's game (Harness.Net,
// of seed) in mode ("": the Harness's DefaultMode) as the int8 file
// AI<c.Name>.cc and returns c completed to compare it with its Go
// reference (Src, Ref, Mode, and Float and Rows as with asks); c brings
// the Harness, the matches and the cases. Without g++ the test skips.
func Exported(t *testing.T, mode env.Mode, seed uint64, c Case, with Compare) Case {
	t.Helper()
	Gxx(t)
	cfg := policies.DefaultNet
	cfg.Context = with&Context != 0
	n, spec := c.Net(t, mode, cfg, seed)
	res := Generate(t, ExporterMode(t, spec.Game, spec.Mode), n, export.Options{Name: c.Name})
	LogSize(t, c.Name, res, n)
	c.Src, c.Mode = res.Source, spec.Mode
	c.Ref = SaveNet(t, res.Net, spec, "quantised.ckpt")
	if with&Float != 0 {
		c.Float = SaveNet(t, n, spec, "float.ckpt")
	}
	if with&Rows != 0 {
		c.Rows = res.Net
	}
	return c
}

// Source exports a default-size test network (Net, seed 3) of mode ("":
// the DefaultMode) by the game's exporter of that mode as player name,
// checks the file (CheckGenerated) and logs its size.
func (h Harness) Source(t testing.TB, mode env.Mode, name string) *export.Result {
	t.Helper()
	n, spec := h.Net(t, mode, policies.DefaultNet, 3)
	res := CheckGenerated(t, ExporterMode(t, h.Game, spec.Mode), n, name)
	LogSize(t, name, res, n)
	return res
}

// Loaded saves n as a checkpoint of spec, loads it back with export.Load
// as `edagym export` does, fails unless Load found the exporter of spec's
// mode, and exports the loaded network as the int8 file AI<name>.cc.
func Loaded(t testing.TB, n *policies.Net, spec *env.Spec, name string) *export.Result {
	t.Helper()
	path := filepath.Join(t.TempDir(), spec.Game+"-"+string(spec.Mode)+".ckpt")
	if err := policies.NewCheckpoint(n, spec).Save(path); err != nil {
		t.Fatal(err)
	}
	g, loaded, err := export.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if g != ExporterMode(t, spec.Game, spec.Mode) {
		t.Fatalf("export.Load found the %s %s exporter", g.Name, g.Mode)
	}
	res := Generate(t, g, loaded, export.Options{Name: name, Checkpoint: path})
	LogSize(t, name, res, n)
	return res
}
