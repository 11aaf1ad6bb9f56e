package exporttest

import (
	"embed"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

// harness is the C++ main every game's replay.hh plugs into (kept out
// of the package folder: go build refuses .cc files in a package without cgo).
//
//go:embed cxx/harness.cc
var harness []byte

// shared are the headers of the player API that are the same in every
// game (Registry.hh, Random.hh): Build writes them into the build
// directory, behind the game's stub on the include path, so that a game's
// stub keeps only its own headers. Their own #include "Utils.hh" finds the
// game's.
//
//go:embed cxx/jutge/*.hh
var shared embed.FS

// Build compiles the harness with a game's stub API (the directory stub,
// relative to the test's package or absolute: Player.hh and replay.hh; the
// shared headers come after it on the include path) and one exported
// player file; any compiler output (a warning) fails. With rows the
// harness includes the player file itself, to read its input rows.
func Build(t testing.TB, stub string, src []byte, name string, rows bool) string {
	t.Helper()
	cxx := Gxx(t)
	dir := t.TempDir()
	ai := filepath.Join(dir, "AI"+name+".cc")
	main := filepath.Join(dir, "harness.cc")
	for file, data := range map[string][]byte{ai: src, main: harness} {
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	common := filepath.Join(dir, "jutge")
	if err := os.Mkdir(common, 0o755); err != nil {
		t.Fatal(err)
	}
	headers, err := fs.Glob(shared, "cxx/jutge/*.hh")
	if err != nil || len(headers) == 0 {
		t.Fatalf("shared headers: %v %v", headers, err)
	}
	for _, h := range headers {
		data, err := shared.ReadFile(h)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(common, path.Base(h)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	stub, err = filepath.Abs(stub)
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "harness")
	include := []string{"-I", stub, "-I", common}
	args := append(append(append([]string{}, cxxFlags...), include...), main, ai, "-o", bin)
	if rows {
		args = append(append(append([]string{}, cxxFlags...), include...), `-DEXPORT_ROWS="`+ai+`"`, main, "-o", bin)
	}
	out, err := exec.Command(cxx, args...).CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Fatalf("g++ %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return bin
}
