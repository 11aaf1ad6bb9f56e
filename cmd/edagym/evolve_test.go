package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/policies"
)

// TestTrainEvolves: a config with an evolve: section trains a PPO run's
// policy further by evolution, says so, writes the run's files and resumes
// from its latest.ckpt; an evolve: section without init is refused.
func TestTrainEvolves(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "c.yaml"), []byte(tinyTrainYAML), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := run(t, dir, "train", "-q", "--config", "c.yaml"); code != 0 {
		t.Fatalf("train: exit %d: %s", code, stderr)
	}
	// one generation: 2 candidates × 1 match × 200 rounds
	es := strings.Replace(tinyTrainYAML, "total_steps: 64", "total_steps: 400", 1)
	es = strings.Replace(es, "run_dir: run", "run_dir: es\ninit: run/policy.ckpt\nevolve: {pairs: 1, matches: 1, sigma: 0.1, lr: 0.01, layers: 1}", 1)
	if err := os.WriteFile(filepath.Join(dir, "es.yaml"), []byte(es), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := run(t, dir, "train", "-q", "--config", "es.yaml")
	if code != 0 || !strings.Contains(stderr, "evolving orkisland from run/policy.ckpt: 1 pairs × 1 matches") {
		t.Fatalf("evolve: exit %d: %s", code, stderr)
	}
	for _, f := range []string{"metrics.jsonl", "curve.png", "latest.ckpt", "policy.ckpt", "config.json"} {
		if st, err := os.Stat(filepath.Join(dir, "es", f)); err != nil || st.Size() == 0 {
			t.Errorf("es/%s missing or empty", f)
		}
	}
	if _, stderr, code = run(t, dir, "train", "-q", "--resume", "es/latest.ckpt", "--total-steps", "800"); code != 0 {
		t.Fatalf("resume: exit %d: %s", code, stderr)
	}
	ck, err := policies.Load(filepath.Join(dir, "es", "latest.ckpt"))
	if err != nil || ck.Updates != 2 || ck.Steps != 800 || len(ck.Metrics) != 2 {
		t.Fatalf("resumed evolution: %v, generation %d, %d steps, %d metrics", err, ck.Updates, ck.Steps, len(ck.Metrics))
	}
	noInit := strings.Replace(es, "init: run/policy.ckpt\n", "", 1)
	os.WriteFile(filepath.Join(dir, "bad.yaml"), []byte(noInit), 0o644)
	if _, stderr, code = run(t, dir, "train", "-q", "--config", "bad.yaml"); code == 0 || !strings.Contains(stderr, "evolve needs init") {
		t.Fatalf("evolve without init: exit %d: %s", code, stderr)
	}
}
