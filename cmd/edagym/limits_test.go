package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// runBounded runs edagym with a cap on its address space (so that a
// command that ignored its sizes would fail, not take the machine) and a
// time limit, with extra environment variables.
func runBounded(t *testing.T, dir string, envv []string, args ...string) (string, int, time.Duration) {
	t.Helper()
	cmd := exec.Command("bash", append([]string{"-c", `ulimit -v 6000000 && exec "$0" "$@"`, binary}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), envv...)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var exit *exec.ExitError
		code := 0
		if errors.As(err, &exit) {
			code = exit.ExitCode()
		}
		return errb.String(), code, time.Since(start)
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatalf("edagym %v still ran after 60 s: %s", args, errb.String())
	}
	return "", 0, 0
}

// TestSizesAreBounded: sizes that once took gigabytes (train with 10⁹ envs
// or a 10⁹-step rollout reached 22 GB and was OOM-killed; bench env --envs
// 10⁹, eval and league --games 10⁹) are refused at once, before anything
// is allocated, with the estimate and the limit; and --max-memory sets the
// limit.
func TestSizesAreBounded(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "tiny.yaml"), []byte(tinyTrainYAML), 0o644)
	cases := []struct {
		name string
		env  []string
		args []string
		want string
	}{
		{"train num_envs", []string{"EDAGYM_NUM_ENVS=1000000000"}, []string{"train", "-q", "--config", "tiny.yaml"}, "memory"},
		{"train rollout", []string{"EDAGYM_ROLLOUT=1000000000"}, []string{"train", "-q", "--config", "tiny.yaml"}, "rollout"},
		{"train max-memory", nil, []string{"train", "-q", "--config", "tiny.yaml", "--max-memory", "1MiB"}, "--max-memory 1MiB"},
		{"bench envs", nil, []string{"bench", "env", "--envs", "1000000000"}, "fewer --envs"},
		{"eval games", nil, []string{"eval", "--player", "Demo", "--opponents", "Null,Null,Null", "--games", "1000000000", "--seed", "0"}, "fewer --games"},
		{"league games", nil, []string{"eval", "--league", "Demo,Demo", "--games", "1000000000", "--seed", "0"}, "fewer --games"},
		{"eval seeds", nil, []string{"eval", "--player", "Demo", "--opponents", "Null,Null,Null", "--games", "2", "--seed", "2147483647"}, "largest match seed"},
		{"eval negative seed", nil, []string{"eval", "--player", "Demo", "--opponents", "Null,Null,Null", "--seed", "-5"}, "--seed must be >= 0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stderr, code, took := runBounded(t, dir, c.env, c.args...)
			if code != 2 || !strings.Contains(stderr, c.want) {
				t.Errorf("exit %d after %v: %s; want exit 2 and %q", code, took, stderr, c.want)
			}
			if took > 20*time.Second {
				t.Errorf("refused after %v", took)
			}
			t.Logf("%v: %s", took.Round(time.Millisecond), strings.TrimSpace(stderr))
		})
	}
}

// TestShippedConfigsFit: every shipped training config is estimated to fit
// in 4 GiB, so the default limit (half the machine's memory) refuses none
// on an 8 GB machine.
func TestShippedConfigsFit(t *testing.T) {
	for _, f := range shippedConfigs(t) {
		cfg := mustConfig(t, f)
		need, err := trainMemory(cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %s", filepath.Base(f), gib(need))
		if need > 4<<30 {
			t.Errorf("%s is estimated at %s", f, gib(need))
		}
	}
}

// TestTrainConfigKeysAndNames: an unknown key is refused with the file, the
// line and the key (viper dropped it); the player Null, unquoted, is the
// player, not YAML's null; a lineup of five names is refused at its line.
func TestTrainConfigKeysAndNames(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "c.yaml")
	cases := []struct{ from, to, want string }{
		{"num_envs: 2", "num_env: 2", `c.yaml:3: unknown key "num_env" at the top level`},
		{"net: {hidden1: 8, hidden2: 8}", "net: {hidden1: 8, hiden2: 8}", `c.yaml:17: unknown key "hiden2" in net`},
		{"  - until: 1", "  - until: 1\n    lineup: [[Demo, Demo, Demo]]", `c.yaml:21: unknown key "lineup" in curriculum[0]`},
		{"[[Random, Random, Random]]", "[[Random, Random, Random, Random, Random]]", "c.yaml:21: curriculum[0].lineups[0] names 5 players"},
	}
	for _, c := range cases {
		yaml := strings.Replace(tinyTrainYAML, c.from, c.to, 1)
		if yaml == tinyTrainYAML {
			t.Fatalf("%q not in the config", c.from)
		}
		os.WriteFile(file, []byte(yaml), 0o644)
		if _, err := loadTrainConfig(trainCmd(), file); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.to, err, c.want)
		}
	}
	os.WriteFile(file, []byte(strings.Replace(tinyTrainYAML, "[[Random, Random, Random]]", "[[Null, Null, Null]]", 1)), 0o644)
	cfg, err := loadTrainConfig(trainCmd(), file)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(cfg.Curriculum[0].Lineups[0], ","); got != "Null,Null,Null" {
		t.Fatalf("the lineup reads %q", got)
	}
}
