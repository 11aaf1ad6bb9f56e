package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// saveCheckpoint writes a freshly initialised network of a game and mode,
// on the game's default board, as dir/file.
func saveCheckpoint(t *testing.T, dir, game string, mode env.Mode, file string) string {
	t.Helper()
	g, cfg, err := env.LookupDefault(game)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := g.NewEncoder(cfg, mode)
	if err != nil {
		t.Fatal(err)
	}
	net, err := policies.NewNet(enc.Spec(), policies.DefaultNet, 1)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, file)
	if err := policies.NewCheckpoint(net, enc.Spec()).Save(path); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestExport(t *testing.T) {
	dir := t.TempDir()
	ckpt := saveCheckpoint(t, dir, "orkisland", env.Plan, "ork.ckpt")
	unitsCkpt := saveCheckpoint(t, dir, "orkisland", env.Units, "units.ckpt")
	domCkpt := saveCheckpoint(t, dir, "dominator", env.Units, "dom.ckpt")
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
	// Every game exports checkpoints of its exporter's mode.
	for _, g := range []struct {
		game, name, title string
		mode              env.Mode
	}{
		{"dominator", "Gorbag", "a Dominator player", env.Units}, {"madmax", "Furiosa", "a Mad Max player", env.Plan},
		{"moria", "Durin", "a Moria player", env.Plan},
	} {
		path := saveCheckpoint(t, dir, g.game, g.mode, g.game+".ckpt")
		out := "AI" + g.name + ".cc"
		if _, stderr, code := run(t, dir, "export", "--checkpoint", path, "--name", g.name, "-o", out); code != 0 {
			t.Fatalf("%s export: exit %d: %s", g.game, code, stderr)
		}
		if src, err := os.ReadFile(filepath.Join(dir, out)); err != nil || !strings.Contains(string(src), g.title) || len(src) > 200*1024 {
			t.Fatalf("%s: %d bytes, %v", out, len(src), err)
		}
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
		{[]string{"--checkpoint", ckpt, "--name", "Pos"}, 2, "taken"},       // an Ork Island API name
		{[]string{"--checkpoint", domCkpt, "--name", "Knight"}, 2, "taken"}, // a Dominator API name
	} {
		_, stderr, code := run(t, dir, append([]string{"export"}, c.args...)...)
		if code != c.code || !strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("export %v: exit %d, %q; want exit %d and a line with %q", c.args, code, stderr, c.code, c.want)
		}
	}
}

// TestExportCommentInjection: a checkpoint path goes into the exported
// file's header comment; a newline in it once put its next line into the
// C++ as code (`#error INJ`). Paths with newlines, a carriage return, a
// comment's end, a preprocessor line, a final backslash or the trigraph
// ??/ stay inside the comment: every line before the #include is a
// comment, and the path's text is there, escaped.
func TestExportCommentInjection(t *testing.T) {
	dir := t.TempDir()
	for _, sub := range []string{"x\n#error INJ\n", "a*/b\r#define X", `q\`, "r??/", "é"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			t.Fatal(err)
		}
		ckpt := saveCheckpoint(t, filepath.Join(dir, sub), "orkisland", env.Plan, "p.ckpt")
		if _, stderr, code := run(t, dir, "export", "--checkpoint", ckpt, "--name", "A", "-o", "AIA.cc"); code != 0 {
			t.Fatalf("%q: exit %d: %s", sub, code, stderr)
		}
		src, err := os.ReadFile(filepath.Join(dir, "AIA.cc"))
		if err != nil {
			t.Fatal(err)
		}
		head, _, ok := strings.Cut(string(src), "#include")
		if !ok {
			t.Fatalf("%q: no #include", sub)
		}
		for _, line := range strings.Split(strings.TrimSpace(head), "\n") {
			if line != "" && !strings.HasPrefix(line, "//") || strings.HasSuffix(line, `\`) || strings.HasSuffix(line, "??/") || strings.ContainsAny(line, "\r") {
				t.Errorf("%q: the header has the line %q", sub, line)
			}
		}
		if !strings.Contains(head, "checkpoint: ") {
			t.Errorf("%q: no checkpoint line", sub)
		}
		if sub == "é" && strings.Contains(head, "é") || sub == "x\n#error INJ\n" && !strings.Contains(head, `x\n#error INJ\n/p.ckpt"`) {
			t.Errorf("%q: the path is not escaped in\n%s", sub, head)
		}
	}
}
