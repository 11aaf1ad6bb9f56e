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
// a teacher, or nil: no behaviour cloning or DAgger, no observation mode
// that carries a scripted player's decisions (plan mode), and initial
// weights only from a checkpoint that is itself teacher-free (its path
// read from the repository's root, root; at most 4 deep).
func teacherFree(c *policies.Checkpoint, root string) error {
	return teacherFreeDepth(c, root, 4)
}

func teacherFreeDepth(c *policies.Checkpoint, root string, depth int) error {
	var cfg Config
	if err := json.Unmarshal(c.Config, &cfg); err != nil {
		return fmt.Errorf("its training config does not read: %v", err)
	}
	switch {
	case cfg.Clone.Teacher != "":
		return fmt.Errorf("it was cloned from %s", cfg.Clone.Teacher)
	case c.Spec.Mode == env.Plan || cfg.Mode == string(env.Plan):
		return fmt.Errorf("it reads plan mode, whose features are a scripted player's decisions")
	case cfg.Init == "":
		return nil
	case depth == 0:
		return fmt.Errorf("it started from %s, too many starts deep", cfg.Init)
	}
	init, err := policies.Load(filepath.Join(root, cfg.Init))
	if err != nil {
		return fmt.Errorf("it started from the weights of %s, which do not load: %v", cfg.Init, err)
	}
	if err := teacherFreeDepth(init, root, depth-1); err != nil {
		return fmt.Errorf("it started from the weights of %s: %v", cfg.Init, err)
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
		if err := teacherFree(c, ".."); err != nil {
			t.Errorf("%s: %v", f, err)
		}
		if want := strings.TrimSuffix(filepath.Base(f), "-scratch.ckpt"); c.Spec.Game != want {
			t.Errorf("%s is a %s checkpoint", f, c.Spec.Game)
		}
	}
	t.Logf("%d scratch checkpoints checked: %v", len(files), files)
}

// TestTeacherFreeCatchesTeachers: the check refuses each way of leaning on
// a teacher, a start from a clone's weights among them, and lets a run
// start from a teacher-free checkpoint's.
func TestTeacherFreeCatchesTeachers(t *testing.T) {
	for _, c := range []struct {
		edit func(*Config)
		mode env.Mode
		want string
	}{
		{func(c *Config) {}, env.Facts, ""},
		{func(c *Config) { c.Clone.Teacher = "Warlord" }, env.Facts, "cloned from Warlord"},
		{func(c *Config) { c.Init = "checkpoints/orkisland.ckpt" }, env.Facts, "weights of checkpoints/orkisland.ckpt"},
		{func(c *Config) { c.Init = "checkpoints/missing.ckpt" }, env.Facts, "do not load"},
		{func(c *Config) { c.Init = "checkpoints/madmax-scratch-facts.ckpt" }, env.Needs, ""},
		{func(c *Config) { c.Mode = "plan" }, env.Plan, "plan mode"},
	} {
		cfg := tinyConfig()
		cfg.Mode = string(c.mode)
		c.edit(&cfg)
		b, _ := json.Marshal(cfg)
		ck := &policies.Checkpoint{Config: b, Spec: env.Spec{Mode: c.mode}}
		err := teacherFree(ck, "..")
		if (err == nil) != (c.want == "") || (err != nil && !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", c.mode, err, c.want)
		}
	}
}
