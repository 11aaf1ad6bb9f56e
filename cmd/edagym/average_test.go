package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// TestAverage: the averaged checkpoint loads and plays; averaging into an
// input, or across games, is refused and leaves the inputs as they were.
func TestAverage(t *testing.T) {
	dir := t.TempDir()
	a := saveCheckpoint(t, dir, "orkisland", env.Plan, "a.ckpt")
	saveCheckpoint(t, dir, "orkisland", env.Plan, "b.ckpt")
	moria := saveCheckpoint(t, dir, "moria", env.Units, "m.ckpt")
	before, _ := os.ReadFile(a)
	if err := os.Symlink("a.ckpt", filepath.Join(dir, "link.ckpt")); err != nil {
		t.Fatal(err)
	}

	if _, stderr, code := run(t, dir, "average", "-o", "soup.ckpt", "a.ckpt", "b.ckpt"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	soup, err := policies.Load(filepath.Join(dir, "soup.ckpt"))
	if err != nil || soup.Extra["averaged"] != 2 {
		t.Fatalf("soup: %v, extra %v", err, soup.Extra)
	}
	if _, stderr, code := run(t, dir, "eval", "--checkpoint", "soup.ckpt", "--opponents", "Random,Random,Random", "--games", "2"); code != 0 {
		t.Fatalf("eval of the average: exit %d: %s", code, stderr)
	}

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-o", "a.ckpt", "a.ckpt", "b.ckpt"}, "is one of the inputs"},
		{[]string{"-o", "link.ckpt", "b.ckpt", "a.ckpt"}, "is one of the inputs"},
		{[]string{"-o", "x.ckpt", "a.ckpt", moria}, "checkpoint 2: game moria"},
		{[]string{"a.ckpt", "b.ckpt"}, "give the output file"},
	} {
		_, stderr, code := run(t, dir, append([]string{"average"}, tc.args...)...)
		if code == 0 || !strings.Contains(stderr, tc.want) {
			t.Errorf("average %v: exit %d, stderr %q, want %q", tc.args, code, stderr, tc.want)
		}
	}
	if after, _ := os.ReadFile(a); string(after) != string(before) {
		t.Error("a refused average changed its input")
	}
	if _, err := os.Stat(filepath.Join(dir, "x.ckpt")); err == nil {
		t.Error("a refused average wrote its output")
	}
}
