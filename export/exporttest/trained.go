package exporttest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/policies"
)

// TrainedExport is a trained checkpoint exported as `edagym export` does
// it: the exporter of its game and mode, the file, the float network it
// came from, and the Go players to compare the file with: Ref plays the
// file's own (quantised) network, Float the float one.
type TrainedExport struct {
	Game       *export.Game
	Res        *export.Result
	Net        *policies.Net
	Ref, Float env.PlayerFactory
}

// EachTrained runs check, as a subtest, on every shipped checkpoint of a
// game: checkpoints/<game>*.ckpt of the repository (the clone, the league
// and -scratch ones), or only the file $EDAGYM_<GAME>_CKPT names. Each is exported
// as `edagym export` does and must keep the submission rules and the
// exporter's size budget. Without any checkpoint the test skips.
func EachTrained(t *testing.T, game string, check func(*testing.T, TrainedExport)) {
	t.Helper()
	Gxx(t)
	envVar := "EDAGYM_" + strings.ToUpper(game) + "_CKPT"
	paths := []string{os.Getenv(envVar)}
	if paths[0] == "" {
		paths, _ = filepath.Glob(filepath.Join("..", "..", "checkpoints", game+"*.ckpt"))
	}
	found := 0
	for _, path := range paths {
		if _, err := os.Stat(path); err != nil {
			continue
		}
		found++
		t.Run(filepath.Base(path), func(t *testing.T) { check(t, trained(t, game, path)) })
	}
	if found == 0 {
		t.Skipf("no trained %s checkpoint (set %s)", game, envVar)
	}
}

// CompareTrained exports every shipped checkpoint of h's game
// (EachTrained) and compares the file on one match per seed against
// Dummy, Demo, Random and Null with the Go players of its quantised
// network and of its float one.
func CompareTrained(t *testing.T, h Harness, seeds ...int32) {
	t.Helper()
	EachTrained(t, h.Game, func(t *testing.T, x TrainedExport) {
		x.Case(Case{Harness: h, Float: x.Float, Seeds: seeds, Opponents: []string{"Dummy", "Demo", "Random", "Null"}}).Run(t)
	})
}

// Case is c comparing the trained file (player Edagym, of the
// checkpoint's mode) with its Go reference; c brings the harness and the
// matches.
func (x TrainedExport) Case(c Case) Case {
	c.Src, c.Name, c.Ref, c.Mode = x.Res.Source, "Edagym", x.Ref, x.Game.Mode
	return c
}

func trained(t *testing.T, game, path string) TrainedExport {
	t.Helper()
	g, net, err := export.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if g.Name != game {
		t.Fatalf("%s is a %s checkpoint, not %s", path, g.Name, game)
	}
	res := Generate(t, g, net, export.Options{Name: "Edagym", Checkpoint: path})
	t.Logf("AIEdagym.cc from %s (%s mode): %d bytes", path, g.Mode, len(res.Source))
	CheckSource(t, res.Source, export.MaxFileBytes)
	eg, cfg, err := env.LookupDefault(game)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := eg.NewEncoder(cfg, g.Mode)
	if err != nil {
		t.Fatal(err)
	}
	return TrainedExport{Game: g, Res: res, Net: net,
		Ref: SaveNet(t, res.Net, enc.Spec(), "trained.ckpt"), Float: SaveNet(t, net, enc.Spec(), "float.ckpt")}
}
