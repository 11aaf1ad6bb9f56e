package train

import (
	"path/filepath"
	"strings"
	"testing"
)

// freshCheckpoint saves a new trainer of cfg, untrained, as a checkpoint
// and returns its path and the trainer (closed).
func freshCheckpoint(t *testing.T, cfg Config) (string, *Trainer) {
	t.Helper()
	tr, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	tr.Close()
	path := filepath.Join(t.TempDir(), "init.ckpt")
	if err := tr.Checkpoint(true).Save(path); err != nil {
		t.Fatal(err)
	}
	return path, tr
}

// TestAnchorHoldsPPONearInit: from the same init checkpoint, seed and
// settings, PPO whose loss weighs KL(init‖π) ends nearer the init policy
// than PPO without it (a vanishing weight, there to measure the KL); and
// an anchor without init is refused.
func TestAnchorHoldsPPONearInit(t *testing.T) {
	cfg := tinyConfig()
	path, _ := freshCheckpoint(t, cfg)
	finalKL := func(anchor float64) float64 {
		t.Helper()
		c := tinyConfig()
		c.Init, c.Anchor, c.LR, c.LRFinal, c.EntropyCoef = path, anchor, 3e-3, 3e-3, 0
		c.TotalSteps = int64(c.NumEnvs * c.Rollout * 6)
		tr, err := New(c, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer tr.Close()
		var m Metric
		for !tr.Done() {
			if m, err = tr.Update(); err != nil {
				t.Fatal(err)
			}
		}
		return m.AnchorKL
	}
	free, held := finalKL(1e-9), finalKL(30)
	t.Logf("KL(init‖π) after 6 updates: %.5f without the anchor, %.5f with it", free, held)
	if free <= 0 || held >= free/2 {
		t.Errorf("KL(init‖π): %.5f with the anchor, %.5f without; want less than half", held, free)
	}
	cfg.Anchor = 1
	if err := cfg.Validate(); err == nil || !strings.Contains(err.Error(), "needs init") {
		t.Errorf("an anchor without init: %v", err)
	}
}
