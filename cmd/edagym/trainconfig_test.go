package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/edagym/edagym/train"
)

// TestEmptyEnvironmentValueIsEmpty: EDAGYM_CLONE_TEACHER= turns cloning
// off, as `teacher: ""` in the YAML does, instead of being ignored.
func TestEmptyEnvironmentValueIsEmpty(t *testing.T) {
	cfg, err := loadTrainConfig(trainCmd(), "")
	if err != nil || cfg.Clone.Teacher == "" {
		t.Fatalf("the embedded default should clone a teacher: %q %v", cfg.Clone.Teacher, err)
	}
	t.Setenv("EDAGYM_CLONE_TEACHER", "")
	if cfg, err = loadTrainConfig(trainCmd(), ""); err != nil || cfg.Clone.Teacher != "" {
		t.Fatalf("with EDAGYM_CLONE_TEACHER= the teacher is %q (%v), want none", cfg.Clone.Teacher, err)
	}
}

// TestNonFiniteConfigValues: NaN and infinities are refused wherever a
// number goes, naming the key, from the YAML or the environment.
func TestNonFiniteConfigValues(t *testing.T) {
	file := filepath.Join(t.TempDir(), "c.yaml")
	cases := []struct{ from, to, key string }{
		{"shaping: 1", "shaping: .nan", "reward.shaping"},
		{"lr: 0.001", "lr: .inf", "lr"},
		{"gamma: 0.99", "gamma: .nan", "gamma"},
		{"entropy_coef: 0.01", "entropy_coef: -.inf", "entropy_coef"},
		{"until: 1", "until: .nan", "curriculum[0].until"},
	}
	for _, c := range cases {
		t.Run(c.key, func(t *testing.T) {
			yaml := strings.Replace(tinyTrainYAML, c.from, c.to, 1)
			if yaml == tinyTrainYAML {
				t.Fatalf("%q not in the config", c.from)
			}
			os.WriteFile(file, []byte(yaml), 0o644)
			_, err := loadTrainConfig(trainCmd(), file)
			if err == nil || !strings.Contains(err.Error(), c.key+" must be a finite number") {
				t.Fatalf("got %v, want %s refused", err, c.key)
			}
		})
	}
	os.WriteFile(file, []byte(tinyTrainYAML), 0o644)
	t.Setenv("EDAGYM_REWARD_SHAPING", "NaN")
	if _, err := loadTrainConfig(trainCmd(), file); err == nil || !strings.Contains(err.Error(), "reward.shaping") {
		t.Fatalf("EDAGYM_REWARD_SHAPING=NaN: %v", err)
	}
}

// TestEnvironmentSetsKeysTheFileLacks: EDAGYM_NET_CRITIC and
// EDAGYM_LEAGUE_POWER set keys that the YAML does not mention.
func TestEnvironmentSetsKeysTheFileLacks(t *testing.T) {
	file := filepath.Join(t.TempDir(), "c.yaml")
	os.WriteFile(file, []byte(tinyTrainYAML), 0o644)
	if strings.Contains(tinyTrainYAML, "critic") {
		t.Fatal("the test config names the critic")
	}
	t.Setenv("EDAGYM_NET_CRITIC", "pooled")
	t.Setenv("EDAGYM_CLONE_DAGGER_BETA", "0.25")
	cfg, err := loadTrainConfig(trainCmd(), file)
	if err != nil || cfg.Net.Critic != "pooled" || cfg.Clone.DaggerBeta != 0.25 {
		t.Fatalf("critic %q, dagger_beta %v (%v)", cfg.Net.Critic, cfg.Clone.DaggerBeta, err)
	}
}

// TestShippedConfigsLoad: every config in configs/ loads and validates, and
// names its own game's run directory.
func TestShippedConfigsLoad(t *testing.T) {
	for _, f := range shippedConfigs(t) {
		cfg, err := loadTrainConfig(trainCmd(), f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if cfg.Game == "" || cfg.RunDir == "" || cfg.TotalSteps <= 0 {
			t.Errorf("%s: game %q, run_dir %q, total_steps %d", f, cfg.Game, cfg.RunDir, cfg.TotalSteps)
		}
	}
}

// TestMaxTimeLoads: max_time reads as a duration from the YAML, the
// environment and --max-time, and a negative one is refused.
func TestMaxTimeLoads(t *testing.T) {
	file := filepath.Join(t.TempDir(), "c.yaml")
	os.WriteFile(file, []byte(tinyTrainYAML+"max_time: 2h\n"), 0o644)
	cfg, err := loadTrainConfig(trainCmd(), file)
	if err != nil || cfg.MaxTime != 2*time.Hour {
		t.Fatalf("max_time %v (%v), want 2h", cfg.MaxTime, err)
	}
	t.Setenv("EDAGYM_MAX_TIME", "90m")
	if cfg, err = loadTrainConfig(trainCmd(), file); err != nil || cfg.MaxTime != 90*time.Minute {
		t.Fatalf("EDAGYM_MAX_TIME=90m: %v (%v)", cfg.MaxTime, err)
	}
	cmd := trainCmd()
	cmd.Flags().Set("max-time", "45s")
	if cfg, err = loadTrainConfig(cmd, file); err != nil || cfg.MaxTime != 45*time.Second {
		t.Fatalf("--max-time 45s: %v (%v)", cfg.MaxTime, err)
	}
	t.Setenv("EDAGYM_MAX_TIME", "-1m")
	if _, err = loadTrainConfig(trainCmd(), file); err == nil || !strings.Contains(err.Error(), "max_time") {
		t.Fatalf("a negative max_time: %v", err)
	}
}

// TestResumeUsesTheRecordedConfig: a checkpoint's recorded config, read
// back without --config, is the config it recorded, for every shipped
// config; flags still override it.
func TestResumeUsesTheRecordedConfig(t *testing.T) {
	for _, f := range shippedConfigs(t) {
		want := mustConfig(t, f)
		recorded, err := json.Marshal(want)
		if err != nil {
			t.Fatal(err)
		}
		got, err := loadTrainConfigFrom(trainCmd(), "", "run/latest.ckpt", recorded)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: read back\n%+v\nrecorded\n%+v", f, got, want)
		}
	}
	cmd := trainCmd()
	cmd.Flags().Set("max-time", "3h")
	recorded, _ := json.Marshal(mustConfig(t, "../../configs/ppo-dominator-scratch.yaml"))
	if got, err := loadTrainConfigFrom(cmd, "", "run/latest.ckpt", recorded); err != nil || got.MaxTime != 3*time.Hour || got.Game != "dominator" {
		t.Errorf("--max-time 3h over a recorded dominator config: game %q, max_time %v (%v)", got.Game, got.MaxTime, err)
	}
}

// shippedConfigs lists the training configs in configs/; fewer than eight
// means the glob went wrong, not that the tests have little to check.
func shippedConfigs(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../../configs/*.yaml")
	if err != nil || len(files) < 8 {
		t.Fatalf("configs: %v %v", files, err)
	}
	return files
}

// mustConfig loads a config file or fails the test.
func mustConfig(t *testing.T, file string) train.Config {
	t.Helper()
	cfg, err := loadTrainConfig(trainCmd(), file)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}
