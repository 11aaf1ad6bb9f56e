package train

import (
	"slices"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestInitWidens: a Mad Max run in needs mode starts from a facts-mode
// checkpoint with init_widen: its first-layer rows are the checkpoint's,
// the new features' rows 0, every later weight the checkpoint's. Without
// init_widen the other mode is refused, and init_widen needs init.
func TestInitWidens(t *testing.T) {
	cfg := tinyConfig()
	cfg.Game, cfg.Mode, cfg.NumEnvs, cfg.Rollout, cfg.Minibatch = "madmax", string(env.Facts), 1, 4, 4
	cfg.Curriculum = []Stage{{Until: 1, Lineups: [][]string{{"Random", "Random", "Random"}}}}
	path, facts := freshCheckpoint(t, cfg)
	cfg.Mode, cfg.Init = string(env.Needs), path
	if _, err := New(cfg, nil); err == nil || !strings.Contains(err.Error(), "facts mode") {
		t.Fatalf("a facts checkpoint in needs mode without init_widen: %v", err)
	}
	cfg.InitWiden = true
	tr, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	old, wide := facts.Net, tr.Net
	n := len(old.W1())
	if !slices.Equal(wide.W1()[:n], old.W1()) {
		t.Error("the first layer's rows of the old features changed")
	}
	if len(wide.W1()) <= n || slices.ContainsFunc(wide.W1()[n:], func(w float32) bool { return w != 0 }) {
		t.Errorf("the new features' rows: %d weights, want more and all 0", len(wide.W1())-n)
	}
	if !slices.Equal(wide.Params[len(wide.W1()):], old.Params[n:]) {
		t.Error("the weights after the first layer changed")
	}
	cfg.Init = ""
	if err := cfg.Validate(); err == nil || !strings.Contains(err.Error(), "init_widen needs init") {
		t.Errorf("init_widen without init: %v", err)
	}
}
