package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/edagym/edagym/internal/conformance"
)

var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "edagym-cli")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "edagym")
	if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		panic(string(out))
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// run executes edagym and returns stdout, stderr and the exit code.
func run(t *testing.T, dir string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return out.String(), errb.String(), exit.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return out.String(), errb.String(), 0
}

func TestPlayWritesTheOriginalFile(t *testing.T) {
	v := conformance.Vectors(t, "orkisland", "demo")[0]
	dir := t.TempDir()
	args := []string{"play", "orkisland", "Demo", "Demo", "Demo", "Demo", "-s", itoa(v.Seed), "-i", filepath.Join(filepath.Dir(v.Path), v.Board+".cnf")}
	_, stderr, code := run(t, dir, append(args, "-o", "m.out")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "m.out"))
	if d := conformance.Diff(got, conformance.Read(t, v)); d != "" {
		t.Fatal(d)
	}
	for _, want := range []string{"info: seed " + itoa(v.Seed), "info: start round 0", "got score", "got top score", "info: game played"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q", want)
		}
	}
	stdout, _, code := run(t, dir, append(args, "-q")...)
	if code != 0 || stdout != string(got) {
		t.Errorf("match to stdout: exit %d, %d bytes, want the same %d bytes", code, len(stdout), len(got))
	}
}

func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := "OrkIsland 1.0\nnb_players 4\nrows 70\ncols 7O\n"
	if err := os.WriteFile(filepath.Join(dir, "bad.cnf"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		args []string
		msg  string
	}{
		{"malformed cnf", []string{"play", "orkisland", "Null", "Null", "Null", "Null", "-s", "1", "-i", "bad.cnf", "-o", "x.out"},
			`edagym: bad.cnf:4: cols: expected an integer, found "7O"`},
		{"missing cnf", []string{"play", "orkisland", "Null", "Null", "Null", "Null", "-s", "1", "-i", "nope.cnf", "-o", "x.out"}, "nope.cnf"},
		{"missing seed", []string{"play", "orkisland", "Null", "Null", "Null", "Null", "-o", "x.out"}, "missing seed"},
		{"negative seed", []string{"play", "orkisland", "Null", "Null", "Null", "Null", "-s", "-3", "-o", "x.out"}, "seed must be >= 0"},
		{"three players", []string{"play", "orkisland", "Null", "Null", "Null", "-s", "1", "-o", "x.out"}, "needs 4 players, got 3"},
		{"unknown player", []string{"play", "orkisland", "Null", "Nobody", "Null", "Null", "-s", "1", "-o", "x.out"}, `player "Nobody" is not registered`},
		{"unknown game", []string{"play", "chess", "Null", "Null", "Null", "Null", "-s", "1", "-o", "x.out"}, `unknown game "chess"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, stderr, code := run(t, dir, c.args...)
			if code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			lines := strings.Split(strings.TrimSpace(stderr), "\n")
			if len(lines) != 1 || !strings.Contains(lines[0], c.msg) {
				t.Errorf("stderr %q, want one line containing %q", stderr, c.msg)
			}
			if _, err := os.Stat(filepath.Join(dir, "x.out")); err == nil {
				t.Error("an output file was written")
			}
		})
	}
}

func TestListAndVersion(t *testing.T) {
	out, _, code := run(t, "", "list")
	if code != 0 || !strings.Contains(out, "orkisland") || !strings.Contains(out, "OrkIsland 1.0") || !strings.Contains(out, "Dummy") {
		t.Errorf("list: exit %d\n%s", code, out)
	}
	out, _, code = run(t, "", "--version")
	if code != 0 || !strings.Contains(out, "edagym version") {
		t.Errorf("--version: exit %d %q", code, out)
	}
	out, _, code = run(t, "", "play", "--help")
	if code != 0 || !strings.Contains(out, "-s, --seed") || !strings.Contains(out, "Examples") && !strings.Contains(out, "Example") {
		t.Errorf("play --help: exit %d\n%s", code, out)
	}
}

func itoa(v int32) string { return strconv.Itoa(int(v)) }
