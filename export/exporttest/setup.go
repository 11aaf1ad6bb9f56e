package exporttest

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/policies"
)

// Exporter is the registered exporter of game (its folder registers it at
// init).
func Exporter(t testing.TB, game string) *export.Game {
	t.Helper()
	g, err := export.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// ExporterMode is a game's exporter of one observation mode.
func ExporterMode(t testing.TB, game string, mode env.Mode) *export.Game {
	t.Helper()
	g, err := export.LookupMode(game, mode)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Generate exports n with g, failing the test on an error.
func Generate(t testing.TB, g *export.Game, n *policies.Net, o export.Options) *export.Result {
	t.Helper()
	res, err := g.Generate(n, o)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// LogSize logs the size of an int8 export of n, the file AI<name>.cc.
func LogSize(t testing.TB, name string, res *export.Result, n *policies.Net) {
	t.Helper()
	t.Logf("AI%s.cc: %d bytes (%d weight bytes, int8) for a %d×%d network", name, len(res.Source), res.BlobBytes,
		n.Config.Hidden1, n.Config.Hidden2)
}

// TestNet is a randomly initialised network of spec with a trained
// network's channel scales (the planes intensity, such as health, scaled
// by 1/255) and a policy head large enough that the logits differ.
func TestNet(t testing.TB, spec *env.Spec, c policies.NetConfig, seed uint64, intensity ...int) *policies.Net {
	t.Helper()
	n, err := policies.NewNet(spec, c, seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range intensity {
		n.Scale[p] = 1.0 / 255
	}
	for i := range n.W3() {
		n.W3()[i] *= 300
	}
	for i := range n.B1() {
		n.B1()[i] = float32(i%7-3) / 10
	}
	for i := range n.Wc() { // empty without a context layer
		n.Wc()[i] *= 5 // so that the team's mean moves the choices
	}
	return n
}

// CheckGenerated exports n (int8, the default) as player name, checks the
// submission rules on its text (CheckSource) and that the float32 export
// of n is refused for its size; it returns the int8 export.
func CheckGenerated(t testing.TB, g *export.Game, n *policies.Net, name string) *export.Result {
	t.Helper()
	res := Generate(t, g, n, export.Options{Name: name})
	CheckSource(t, res.Source, export.MaxFileBytes)
	if _, err := g.Generate(n, export.Options{Name: name, Format: export.Float32}); err == nil || !strings.Contains(err.Error(), "budget") {
		t.Errorf("a float32 64×64 file: %v, want the budget error", err)
	}
	return res
}

// CheckNames checks that g refuses every name of refused as a player name
// and accepts accepted.
func CheckNames(t testing.TB, g *export.Game, refused []string, accepted string) {
	t.Helper()
	for _, name := range refused {
		if err := g.ValidateName(name); err == nil {
			t.Errorf("ValidateName(%q) accepted it", name)
		}
	}
	if err := g.ValidateName(accepted); err != nil {
		t.Error(err)
	}
}

// CheckFormats checks the f16 and the f32 decoders: a small test network
// (Net, 8×8, of seed) is exported in each format by the game's default
// exporter (players SmallF16, SmallF32) and compared, as a subtest, with
// the Go player of the network the export decodes, against Null and Random
// on seed 9. Without g++, or with -short, it skips.
func (h Harness) CheckFormats(t *testing.T, seed uint64) {
	t.Helper()
	Gxx(t)
	if testing.Short() {
		t.Skip("short")
	}
	net, spec := h.Net(t, "", policies.NetConfig{Hidden1: 8, Hidden2: 8}, seed)
	for _, f := range []export.Format{export.Float16, export.Float32} {
		t.Run(string(f), func(t *testing.T) {
			name := "Small" + strings.ToUpper(string(f))
			res := Generate(t, Exporter(t, h.Game), net, export.Options{Name: name, Format: f})
			Case{Harness: h, Src: res.Source, Name: name, Ref: SaveNet(t, res.Net, spec, "ref.ckpt"),
				Seeds: []int32{9}, Opponents: []string{"Null", "Random"}}.Run(t)
		})
	}
}
