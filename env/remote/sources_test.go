package remote

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
	_ "github.com/edagym/edagym/cxx/orkisland"
	"github.com/edagym/edagym/env"
)

// TestSourceConfinement: cxx: seats read sources by the rule of nn:
// checkpoints, never through the registry (whose cxx: reads any file):
// inside the --checkpoints directory only, no error showing a byte of a
// file, none at all without a rule.
func TestSourceConfinement(t *testing.T) {
	dir := checkpointDir(t)
	demo, err := os.ReadFile("../../cxx/orkisland/testdata/AIDemo.cc")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "AIDemo.cc"), demo, 0o644)
	registry := func(game, name string) (env.Seat, error) {
		t.Errorf("%s went to the registry", name)
		return env.Seat{}, nil
	}
	c := newCkCache(CheckpointRule{Dir: dir}, DefaultCheckpoint)
	for _, path := range []string{"/etc/passwd", "../etc/passwd", "a/../../x", filepath.Join(dir, "AIDemo.cc"), "out.ckpt", "missing.cc", "."} {
		_, _, err := c.seat("orkisland", "cxx:"+path, registry)
		if err == nil {
			t.Errorf("cxx:%s was read", path)
			continue
		}
		if strings.Contains(err.Error(), "root") || !strings.Contains(err.Error(), "C++ player") {
			t.Errorf("cxx:%s: %v", path, err)
		}
	}
	none := newCkCache(CheckpointRule{}, DefaultCheckpoint)
	if _, _, err := none.seat("orkisland", "cxx:AIDemo.cc", registry); err == nil || !strings.Contains(err.Error(), "--checkpoints") {
		t.Errorf("no rule: got %v", err)
	}
	cxxtest.Gxx(t)
	s, _, err := c.seat("orkisland", "cxx:AIDemo.cc", registry)
	if err != nil || s.Name != "Demo" || s.New == nil {
		t.Fatalf("cxx:AIDemo.cc: %+v, %v", s, err)
	}
	// A file of the directory that is no C++ source makes a seat that is
	// aborted with the compiler's message in its first round.
	if s, _, err := c.seat("orkisland", "cxx:ork.ckpt", registry); err != nil || s.New == nil {
		t.Fatalf("cxx:ork.ckpt: %v", err)
	}
}
