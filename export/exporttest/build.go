package exporttest

import (
	_ "embed"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/cxx"
)

// harness is the C++ main every game's replay.hh plugs into (kept out
// of the package folder: go build refuses .cc files in a package without cgo).
//
//go:embed cxx/harness.cc
var harness []byte

// Build compiles the harness with a game's player API (the one cxx:
// seats use, cxx.WriteHeaders), the game's replay.hh from the directory
// replay (relative to the test's package, or absolute) and one exported
// player file; any compiler output (a warning) fails. With rows the
// harness includes the player file itself, to read its input rows.
func Build(t testing.TB, game, replay string, src []byte, name string, rows bool) string {
	t.Helper()
	cxxPath := Gxx(t)
	dir := t.TempDir()
	ai := filepath.Join(dir, "AI"+name+".cc")
	main := filepath.Join(dir, "harness.cc")
	for file, data := range map[string][]byte{ai: src, main: harness} {
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	api := filepath.Join(dir, "api")
	g, err := cxx.Lookup(game)
	if err == nil {
		err = os.Mkdir(api, 0o755)
	}
	if err == nil {
		err = cxx.WriteHeaders(g, api)
	}
	if err != nil {
		t.Fatal(err)
	}
	replay, err = filepath.Abs(replay)
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "harness")
	include := []string{"-I", replay, "-I", api}
	args := append(append(append([]string{}, cxxFlags...), include...), main, ai, "-o", bin)
	if rows {
		args = append(append(append([]string{}, cxxFlags...), include...), `-DEXPORT_ROWS="`+ai+`"`, main, "-o", bin)
	}
	out, err := exec.Command(cxxPath, args...).CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Fatalf("g++ %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return bin
}
