package moria

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	mor "github.com/edagym/edagym/env/moria"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
)

// TestLoadCheckpoint: export.Load finds the plan-mode exporter from a
// plan-mode Moria checkpoint and the facts-mode one from a facts-mode
// checkpoint, as edagym export does, and refuses a units-mode one, naming
// the modes that export, and a board-mode one.
func TestLoadCheckpoint(t *testing.T) {
	dir := t.TempDir()
	save := func(mode env.Mode, file string) string {
		enc, err := mor.NewEncoder(mor.DefaultConfig(), mode)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, file)
		if mode != env.Board {
			n, err := policies.NewNet(enc.Spec(), policies.DefaultNet, 1)
			if err != nil {
				t.Fatal(err)
			}
			if err := policies.NewCheckpoint(n, enc.Spec()).Save(path); err != nil {
				t.Fatal(err)
			}
			return path
		}
		// A board-mode checkpoint: the units net under a board-mode spec.
		units, err := mor.NewEncoder(mor.DefaultConfig(), env.Units)
		if err != nil {
			t.Fatal(err)
		}
		n, err := policies.NewNet(units.Spec(), policies.DefaultNet, 1)
		if err != nil {
			t.Fatal(err)
		}
		c := policies.NewCheckpoint(n, units.Spec())
		c.Spec.Mode = env.Board
		if err := c.Save(path); err != nil {
			t.Fatal(err)
		}
		return path
	}
	g, n, err := export.Load(save(env.Plan, "plan.ckpt"))
	if err != nil {
		t.Fatal(err)
	}
	if g != exporttest.Exporter(t, game) {
		t.Fatalf("export.Load found the %s exporter", g.Name)
	}
	res, err := g.Generate(n, export.Options{Name: "Gimli", Checkpoint: "plan.ckpt"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(res.Source), "#define PLAYER_NAME Gimli") {
		t.Error("no PLAYER_NAME line")
	}
	g, n, err = export.Load(save(env.Facts, "facts.ckpt"))
	if err != nil {
		t.Fatal(err)
	}
	if g != exporttest.ExporterMode(t, game, env.Facts) || g.Mode != env.Facts {
		t.Fatalf("export.Load found the %s exporter of %s mode for a facts checkpoint", g.Name, g.Mode)
	}
	if res, err = g.Generate(n, export.Options{Name: "Gimli", Checkpoint: "facts.ckpt"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(res.Source), "in facts mode") {
		t.Error("the facts checkpoint's file does not say it encodes facts mode")
	}
	if _, _, err := export.Load(save(env.Units, "units.ckpt")); err == nil || !strings.Contains(err.Error(), "units mode") ||
		!strings.Contains(err.Error(), "plan or facts") {
		t.Errorf("a units-mode checkpoint: %v, want it refused for its mode, naming plan and facts", err)
	}
	if _, _, err := export.Load(save(env.Board, "board.ckpt")); err == nil || !strings.Contains(err.Error(), "board mode") {
		t.Errorf("a board-mode checkpoint: %v, want it refused for its mode", err)
	}
}
