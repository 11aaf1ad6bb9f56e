package train

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// teacherFree reports how a checkpoint's recorded training config leans on
// a teacher, or nil: no behaviour cloning or DAgger, no initial weights
// (a clone's or any other), and no observation mode that carries a
// scripted player's decisions (plan mode).
func teacherFree(c *policies.Checkpoint) error {
	var cfg Config
	if err := json.Unmarshal(c.Config, &cfg); err != nil {
		return fmt.Errorf("its training config does not read: %v", err)
	}
	switch {
	case cfg.Clone.Teacher != "":
		return fmt.Errorf("it was cloned from %s", cfg.Clone.Teacher)
	case cfg.Init != "":
		return fmt.Errorf("it started from the weights of %s", cfg.Init)
	case c.Spec.Mode == env.Plan || cfg.Mode == string(env.Plan):
		return fmt.Errorf("it reads plan mode, whose features are a scripted player's decisions")
	}
	return nil
}

// TestScratchCheckpointsHaveNoTeacher: every game ships a checkpoint named
// <game>-scratch.ckpt, and each such checkpoint was trained without a
// teacher, as its config records.
func TestScratchCheckpointsHaveNoTeacher(t *testing.T) {
	files, err := filepath.Glob("../checkpoints/*-scratch.ckpt")
	if err != nil {
		t.Fatal(err)
	}
	for _, game := range []string{"orkisland", "dominator", "madmax", "moria"} {
		if !slices.Contains(files, "../checkpoints/"+game+"-scratch.ckpt") {
			t.Errorf("checkpoints/%s-scratch.ckpt is missing", game)
		}
	}
	for _, f := range files {
		c, err := policies.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := teacherFree(c); err != nil {
			t.Errorf("%s: %v", f, err)
		}
		if want := strings.TrimSuffix(filepath.Base(f), "-scratch.ckpt"); c.Spec.Game != want {
			t.Errorf("%s is a %s checkpoint", f, c.Spec.Game)
		}
	}
	t.Logf("%d scratch checkpoints checked: %v", len(files), files)
}

// TestTeacherFreeCatchesTeachers: the check refuses each way of leaning on
// a teacher.
func TestTeacherFreeCatchesTeachers(t *testing.T) {
	for _, c := range []struct {
		edit func(*Config)
		mode env.Mode
		want string
	}{
		{func(c *Config) {}, env.Facts, ""},
		{func(c *Config) { c.Clone.Teacher = "Warlord" }, env.Facts, "cloned from Warlord"},
		{func(c *Config) { c.Init = "checkpoints/orkisland.ckpt" }, env.Facts, "weights of"},
		{func(c *Config) { c.Mode = "plan" }, env.Plan, "plan mode"},
	} {
		cfg := tinyConfig()
		cfg.Mode = string(c.mode)
		c.edit(&cfg)
		b, _ := json.Marshal(cfg)
		ck := &policies.Checkpoint{Config: b, Spec: env.Spec{Mode: c.mode}}
		err := teacherFree(ck)
		if (err == nil) != (c.want == "") || (err != nil && !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", c.mode, err, c.want)
		}
	}
}
