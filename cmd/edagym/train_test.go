package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/edagym/edagym/policies"
)

const tinyTrainYAML = `game: orkisland
seed: 3
num_envs: 2
workers: 1
total_steps: 64
rollout: 16
epochs: 2
minibatch: 16
lr: 0.001
lr_final: 0.0001
gamma: 0.99
lambda: 0.95
clip: 0.2
value_coef: 0.5
entropy_coef: 0.01
max_grad_norm: 0.5
net: {hidden1: 8, hidden2: 8}
reward: {terminal: rank, shaping: 1}
curriculum:
  - until: 1
    lineups: [[Random, Random, Random]]
checkpoint_every: 1
run_dir: run
`

// TestTrainConfigPrecedence: flags override EDAGYM_* variables, which
// override the YAML file.
func TestTrainConfigPrecedence(t *testing.T) {
	file := filepath.Join(t.TempDir(), "c.yaml")
	if err := os.WriteFile(file, []byte(tinyTrainYAML), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("EDAGYM_NUM_ENVS", "4")
	t.Setenv("EDAGYM_SEED", "6")
	t.Setenv("EDAGYM_NET_HIDDEN2", "12")
	cmd := trainCmd()
	if err := cmd.ParseFlags([]string{"--seed", "7"}); err != nil {
		t.Fatal(err)
	}
	cfg, err := loadTrainConfig(cmd, file)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Seed != 7 || cfg.NumEnvs != 4 || cfg.Net.Hidden2 != 12 || cfg.Net.Hidden1 != 8 || cfg.Rollout != 16 || len(cfg.Curriculum) != 1 {
		t.Fatalf("got seed %d (want the flag's 7), num_envs %d (want the variable's 4), hidden %d×%d (want 8×12), rollout %d",
			cfg.Seed, cfg.NumEnvs, cfg.Net.Hidden1, cfg.Net.Hidden2, cfg.Rollout)
	}
	// the embedded default loads and validates without a file
	if _, err := loadTrainConfig(trainCmd(), ""); err != nil {
		t.Fatalf("embedded default: %v", err)
	}
}

// TestTrainEvalPlay trains a tiny policy, resumes it, evaluates it, plays
// it in a match with nn:, and checks a corrupt checkpoint is refused.
func TestTrainEvalPlay(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "c.yaml"), []byte(tinyTrainYAML), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := run(t, dir, "train", "-q", "--config", "c.yaml")
	if code != 0 {
		t.Fatalf("train: exit %d: %s", code, stderr)
	}
	for _, f := range []string{"metrics.jsonl", "metrics.csv", "curve.png", "latest.ckpt", "policy.ckpt", "config.json"} {
		if st, err := os.Stat(filepath.Join(dir, "run", f)); err != nil || st.Size() == 0 {
			t.Errorf("run/%s missing or empty", f)
		}
	}
	_, stderr, code = run(t, dir, "train", "-q", "--config", "c.yaml", "--resume", "run/latest.ckpt", "--total-steps", "128")
	if code != 0 {
		t.Fatalf("resume: exit %d: %s", code, stderr)
	}
	ck, err := policies.Load(filepath.Join(dir, "run", "latest.ckpt"))
	if err != nil || ck.Steps != 128 || ck.Updates != 4 || len(ck.Metrics) != 4 {
		t.Fatalf("resumed checkpoint: %v, %d steps, %d updates, %d metrics", err, ck.Steps, ck.Updates, len(ck.Metrics))
	}
	out, stderr, code := run(t, dir, "eval", "--checkpoint", "run/policy.ckpt", "--opponents", "Random,Random,Random", "--games", "4", "--seed", "1")
	if code != 0 || !strings.Contains(out, "Random,Random,Random") || !strings.Contains(out, "95% Wilson") {
		t.Fatalf("eval: exit %d: %s%s", code, out, stderr)
	}
	out, stderr, code = run(t, dir, "eval", "--checkpoint", "run/policy.ckpt", "--checkpoint", "run/latest.ckpt", "--player", "Demo",
		"--opponents", "Random,Random,Random", "--opponents", "Null,Null,Null", "--games", "2")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []string{"nn:run/policy.ckpt  Random", "nn:run/latest.ckpt  Random", "Demo                Random",
		"nn:run/policy.ckpt  Null", "nn:run/latest.ckpt  Null", "Demo                Null"}
	if code != 0 || len(lines) != 2+len(want) || !strings.HasPrefix(lines[1], "player") {
		t.Fatalf("eval of three players: exit %d: %s%s", code, out, stderr)
	}
	for i, w := range want { // one row per player and lineup, the players side by side
		if !strings.HasPrefix(lines[2+i], w) {
			t.Errorf("eval row %d: %q, want it to start %q", i, lines[2+i], w)
		}
	}
	out, stderr, code = run(t, dir, "eval", "--league", "nn:run/policy.ckpt,Random,Demo", "--games", "3")
	if code != 0 || !strings.Contains(out, "Elo") {
		t.Fatalf("league: exit %d: %s%s", code, out, stderr)
	}
	_, stderr, code = run(t, dir, "play", "orkisland", "nn:run/policy.ckpt", "Dummy", "Dummy", "Dummy", "-s", "3", "-o", "m.out")
	if code != 0 {
		t.Fatalf("play: exit %d: %s", code, stderr)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "m.out")); !strings.Contains(string(b), "nn:run/policy.ckpt") && !strings.Contains(string(b), "nn-policy") {
		t.Fatalf("the match file does not name the nn player: %.300s", b)
	}
	data, _ := os.ReadFile(filepath.Join(dir, "run", "policy.ckpt"))
	_ = os.WriteFile(filepath.Join(dir, "bad.ckpt"), data[:len(data)/2], 0o644)
	_, stderr, code = run(t, dir, "eval", "--checkpoint", "bad.ckpt", "--games", "1")
	if code != 2 || !strings.Contains(stderr, "truncated") {
		t.Fatalf("truncated checkpoint: exit %d: %s", code, stderr)
	}
}

// TestTrainInterrupt: Ctrl-C saves a checkpoint and exits cleanly.
func TestTrainInterrupt(t *testing.T) {
	dir := t.TempDir()
	yaml := strings.Replace(tinyTrainYAML, "total_steps: 64", "total_steps: 100000000", 1)
	yaml = strings.Replace(yaml, "checkpoint_every: 1", "checkpoint_every: 0", 1)
	if err := os.WriteFile(filepath.Join(dir, "c.yaml"), []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd, errb := startIn(t, dir, "train", "-q", "--config", "c.yaml")
	waitFor(t, cmd, errb, 60*time.Second, "no metrics after 60s", func() bool {
		b, _ := os.ReadFile(filepath.Join(dir, "run", "metrics.jsonl"))
		return strings.Count(string(b), "\n") >= 2
	})
	_ = cmd.Process.Signal(syscall.SIGINT)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("exit after Ctrl-C: %v: %s", err, errb.String())
	}
	ck, err := policies.Load(filepath.Join(dir, "run", "latest.ckpt"))
	if err != nil || ck.Updates < 2 {
		t.Fatalf("checkpoint after Ctrl-C: %v: %s", err, errb.String())
	}
	if !strings.Contains(errb.String(), "interrupted") {
		t.Fatalf("stderr: %s", errb.String())
	}
}

// TestTrainCPUProfile: --cpuprofile writes a pprof profile (gzip) of the
// run; a path that cannot be created is a usage error before training.
func TestTrainCPUProfile(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "c.yaml"), []byte(tinyTrainYAML), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := run(t, dir, "train", "-q", "--config", "c.yaml", "--cpuprofile", "cpu.prof")
	if code != 0 {
		t.Fatalf("train: exit %d: %s", code, stderr)
	}
	b, err := os.ReadFile(filepath.Join(dir, "cpu.prof"))
	if err != nil || len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		t.Fatalf("cpu.prof: %v, %d bytes, want a gzipped pprof profile", err, len(b))
	}
	_, stderr, code = run(t, dir, "train", "-q", "--config", "c.yaml", "--run-dir", "run2", "--cpuprofile", "no/such/dir/cpu.prof")
	if code != 2 || !strings.Contains(stderr, "--cpuprofile") {
		t.Fatalf("bad profile path: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "run2")); err == nil {
		t.Error("the run directory was made although the profile could not be")
	}
}
