package remote

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
	_ "github.com/edagym/edagym/cxx/orkisland"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/internal/proctest"
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

// TestServerPlaysSources: a client seats a C++ player of the server's
// directory: its matches run to their ends and autoreset, and closing the
// env leaves no process.
func TestServerPlaysSources(t *testing.T) {
	cxxtest.Gxx(t)
	dir := checkpointDir(t)
	demo, err := os.ReadFile("../../cxx/orkisland/testdata/AIDemo.cc")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "AIDemo.cc"), demo, 0o644)
	srv := &Server{Checkpoints: CheckpointRule{Dir: dir}}
	net_, addr := startServer(t, srv, false)
	c := dial(t, net_, addr)
	cr := mustCreate(t, c, smallCreate(2, "learner", "cxx:AIDemo.cc", "Null", "cxx:AIDemo.cc"))
	mustReset(t, c, cr.Env, 1)
	actions := make([]int32, cr.NumAgents*cr.Spec.Slots)
	for step := 0; step < 14; step++ { // two matches of 6 rounds and more
		if _, err := c.Call(Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(actions, cr.NumAgents, cr.Spec.Slots)}}); err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
	}
	if _, err := c.Call(Request{Close: &CloseRequest{Env: cr.Env}}); err != nil {
		t.Fatal(err)
	}
	if n := proctest.Children(t); n != 0 {
		t.Errorf("%d player processes left", n)
	}
}
