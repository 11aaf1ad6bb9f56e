package cxxtest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/edagym/edagym/cxx"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/internal/conformance"
	"github.com/edagym/edagym/policies"
)

// ExportMatches exports the checkpoint at path (relative to the repository
// root) as `edagym export --checkpoint PATH --name Edagym` does, plays the
// file as a cxx: seat and the exported network as its nn: player (the
// weights the file decodes) on seeds 1..seeds against Dummy, Demo and
// Random (the exported player in seat seed mod 4) and requires the same
// match files byte for byte; it returns how many were. Without the
// checkpoint it skips.
func ExportMatches(t *testing.T, game, path string, seeds int) int {
	t.Helper()
	Gxx(t)
	path = filepath.Join("..", "..", path)
	if _, err := os.Stat(path); err != nil {
		t.Skipf("no checkpoint %s", path)
	}
	g, net, err := export.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	res, err := g.Generate(net, export.Options{Name: "Edagym", Checkpoint: path})
	if err != nil {
		t.Fatal(err)
	}
	name, fromSource, err := cxx.Factory(game, "AIEdagym.cc", res.Source, Options(t))
	if err != nil {
		t.Fatal(err)
	}
	if name != "Edagym" {
		t.Fatalf("the exported file names itself %q, want Edagym", name)
	}
	cfg := Default(t, game)
	eg, err := env.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := eg.NewEncoder(cfg, g.Mode)
	if err != nil {
		t.Fatal(err)
	}
	ckpt := filepath.Join(t.TempDir(), "exported.ckpt")
	if err := policies.NewCheckpoint(res.Net, enc.Spec()).Save(ckpt); err != nil {
		t.Fatal(err)
	}
	nn := BuiltIn(t, game, "nn:"+ckpt)
	nn.Name = name
	cxxSeat := env.Seat{Name: name, New: fromSource}
	opponents := []string{"Dummy", "Demo", "Random"}
	same := 0
	for s := 1; s <= seeds; s++ {
		seats := make([]env.Seat, 4)
		for k := 1; k < 4; k++ {
			seats[(s+k)%4] = BuiltIn(t, game, opponents[(s+k)%3])
		}
		seats[s%4] = nn
		want, _ := Play(t, cfg, int32(s), seats, false)
		seats[s%4] = cxxSeat
		got, _ := Play(t, cfg, int32(s), seats, false)
		if d := conformance.Diff(got, want); d != "" {
			t.Errorf("seed %d, seat %d: %s", s, s%4, d)
			continue
		}
		same++
	}
	t.Logf("%s: %d/%d matches of AIEdagym.cc (exported from %s, %d bytes) byte-identical to its nn: player's", game, same, seeds, path, len(res.Source))
	return same
}
