package dominator

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/export"
	"github.com/edagym/edagym/export/exporttest"
	"github.com/edagym/edagym/policies"
)

// TestLoadFindsTheMode: export.Load, as edagym export runs it, finds the
// units-mode exporter for a units-mode checkpoint (the game's default
// export), the facts-mode one for a facts-mode checkpoint and the
// plan-mode one for a plan-mode checkpoint, and refuses a board-mode
// checkpoint.
func TestLoadFindsTheMode(t *testing.T) {
	dir := t.TempDir()
	save := func(mode env.Mode) string {
		netMode := mode
		if mode == env.Board { // a board-mode checkpoint: a units net under a board-mode spec
			netMode = env.Units
		}
		enc, err := dom.NewEncoder(dom.Default(), netMode)
		if err != nil {
			t.Fatal(err)
		}
		n, err := policies.NewNet(enc.Spec(), policies.NetConfig{Hidden1: 8, Hidden2: 8}, 1)
		if err != nil {
			t.Fatal(err)
		}
		c := policies.NewCheckpoint(n, enc.Spec())
		c.Spec.Mode = mode
		path := filepath.Join(dir, string(mode)+".ckpt")
		if err := c.Save(path); err != nil {
			t.Fatal(err)
		}
		return path
	}
	for mode, want := range map[env.Mode]*export.Game{env.Units: exporttest.Exporter(t, game), env.Facts: exporttest.ExporterMode(t, game, env.Facts),
		env.Plan: exporttest.ExporterMode(t, game, env.Plan)} {
		g, n, err := export.Load(save(mode))
		if err != nil {
			t.Fatal(err)
		}
		if g != want || g.Mode != mode {
			t.Errorf("a %s checkpoint: export.Load found the %s-mode exporter", mode, g.Mode)
		}
		if _, err := g.Generate(n, export.Options{Name: "Gorbag", Format: export.Float32}); err != nil {
			t.Errorf("%s: %v", mode, err)
		}
	}
	if _, _, err := export.Load(save(env.Board)); err == nil || !strings.Contains(err.Error(), "board mode") {
		t.Errorf("a board-mode checkpoint: %v, want it refused for its mode", err)
	}
}
