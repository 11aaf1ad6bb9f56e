package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
)

// TestPlayCxx: edagym list shows the cxx: prefix; edagym play seats a C++
// source by its registered name (the C++ Demo gives the built-in Demo's
// match file), and a source that does not compile is an aborted seat:
// the match is played, stderr names the player and shows the compiler's
// first lines, and the CPU limit of EDAGYM_CXX_CPU is checked.
func TestPlayCxx(t *testing.T) {
	out, _, code := run(t, "", "list")
	if code != 0 || !strings.Contains(out, "cxx:") {
		t.Errorf("list: exit %d\n%s", code, out)
	}
	cxxtest.Gxx(t)
	dir := t.TempDir()
	demo, err := filepath.Abs("../../cxx/orkisland/testdata/AIDemo.cc")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "AIBroken.cc"), []byte("#include \"Player.hh\"\nnot C++\n"), 0o644)
	_, stderr, code := run(t, dir, "play", "orkisland", "cxx:"+demo, "Dummy", "cxx:AIBroken.cc", "Demo", "-s", "4", "-o", "a.out")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"info: loading player Demo", "error: player 2 (cxx-AIBroken) aborted: AIBroken.cc does not compile",
		"AIBroken.cc:2:1: error:", "info: game played"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	if _, stderr, code := run(t, dir, "play", "orkisland", "Demo", "Dummy", "cxx:AIBroken.cc", "Demo", "-s", "4", "-o", "b.out"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	a, _ := os.ReadFile(filepath.Join(dir, "a.out"))
	b, _ := os.ReadFile(filepath.Join(dir, "b.out"))
	if len(a) == 0 || string(a) != string(b) {
		t.Error("the C++ Demo's match differs from the built-in Demo's")
	}
	os.Setenv("EDAGYM_CXX_CPU", "soon")
	defer os.Unsetenv("EDAGYM_CXX_CPU")
	if _, stderr, code := run(t, dir, "play", "orkisland", "cxx:"+demo, "Demo", "Demo", "Demo", "-s", "4", "-o", "c.out"); code == 0 || !strings.Contains(stderr, "EDAGYM_CXX_CPU") {
		t.Errorf("a bad EDAGYM_CXX_CPU: exit %d, %s", code, stderr)
	}
}
