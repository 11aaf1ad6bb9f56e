package exporttest

import (
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
)

// Exported exports n, a network of spec's game and mode, as the int8 file
// AI<c.Name>.cc and returns c completed to compare it with its Go
// reference (Src, Ref, Mode, and Float and Rows as with asks); c brings
// the Harness, the matches and the cases.
func Exported(t *testing.T, n *policies.Net, spec *env.Spec, c Case, with Compare) Case {
	t.Helper()
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
