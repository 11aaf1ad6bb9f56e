package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/policies"
)

func TestExport(t *testing.T) {
	dir := t.TempDir()
	save := func(mode env.Mode, name string) string {
		enc, err := ork.NewEncoder(ork.Default(), mode)
		if err != nil {
			t.Fatal(err)
		}
		net, err := policies.NewNet(enc.Spec(), policies.DefaultNet, 1)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, name)
		if err := policies.NewCheckpoint(net, enc.Spec()).Save(path); err != nil {
			t.Fatal(err)
		}
		return path
	}
	ckpt := save(env.Plan, "ork.ckpt")
	unitsCkpt := save(env.Units, "units.ckpt")
	_, stderr, code := run(t, dir, "export", "--checkpoint", ckpt, "--name", "Sauron")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	src, err := os.ReadFile(filepath.Join(dir, "AISauron.cc"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), "#define PLAYER_NAME Sauron") || len(src) > 200*1024 {
		t.Fatalf("AISauron.cc: %d bytes, no PLAYER_NAME line", len(src))
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--name", "Sauron"}, 2, "--checkpoint"},
		{[]string{"--checkpoint", ckpt, "--name", "ThirteenChars"}, 2, "at most 12"},
		{[]string{"--checkpoint", ckpt, "--name", "Dummy"}, 2, "taken"},
		{[]string{"--checkpoint", ckpt, "--name", "Bad-Name"}, 2, "letters and digits"},
		{[]string{"--checkpoint", ckpt, "--name", "Sauron", "--format", "f8"}, 2, "weight format"},
		{[]string{"--checkpoint", ckpt, "--name", "Sauron", "--format", "f32"}, 1, "budget"},
		{[]string{"--checkpoint", filepath.Join(dir, "missing.ckpt"), "--name", "Sauron"}, 1, "missing.ckpt"},
		{[]string{"--checkpoint", unitsCkpt, "--name", "Sauron"}, 1, "trained in units mode, not plan"},
	} {
		_, stderr, code := run(t, dir, append([]string{"export"}, c.args...)...)
		if code != c.code || !strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("export %v: exit %d, %q; want exit %d and a line with %q", c.args, code, stderr, c.code, c.want)
		}
	}
}
