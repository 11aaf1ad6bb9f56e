package exporttest

import (
	_ "embed"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// harness is the C++ main every game's replay.hh plugs into (kept out
// of the package folder: go build refuses .cc files in a package without cgo).
//
//go:embed cxx/harness.cc
var harness []byte

// Build compiles the harness with a game's stub API (the directory stub,
// relative to the test's package or absolute: Player.hh and replay.hh) and
// one exported player file; any compiler output (a warning) fails. With
// rows the harness includes the player file itself, to read its input rows.
func Build(t testing.TB, stub string, src []byte, name string, rows bool) string {
	t.Helper()
	cxx := Gxx(t)
	dir := t.TempDir()
	ai := filepath.Join(dir, "AI"+name+".cc")
	main := filepath.Join(dir, "harness.cc")
	for path, data := range map[string][]byte{ai: src, main: harness} {
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	stub, err := filepath.Abs(stub)
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "harness")
	args := append(append([]string{}, cxxFlags...), "-I", stub, main, ai, "-o", bin)
	if rows {
		args = append(append([]string{}, cxxFlags...), "-I", stub, `-DEXPORT_ROWS="`+ai+`"`, main, "-o", bin)
	}
	out, err := exec.Command(cxx, args...).CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Fatalf("g++ %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return bin
}
