package remote

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/edagym/edagym/env"
	_ "github.com/edagym/edagym/policies"
)

// shipped is the checkpoint that ships with edagym.
const shipped = "../../checkpoints/orkisland.ckpt"

// checkpointDir holds a copy of the shipped checkpoint, a file that is not
// one, and a symbolic link out of the directory.
func checkpointDir(t *testing.T) string {
	dir := t.TempDir()
	data, err := os.ReadFile(shipped)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "ork.ckpt"), data, 0o644)
	os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("root:x:0:0:root:/root:/bin/bash\n"), 0o644)
	os.Symlink("/etc/hostname", filepath.Join(dir, "out.ckpt"))
	return dir
}

// TestCheckpointConfinement: with a directory, nn: names files inside it
// and nothing else; errors never show a byte of a file.
func TestCheckpointConfinement(t *testing.T) {
	dir := checkpointDir(t)
	c := newCkCache(CheckpointRule{Dir: dir}, DefaultCheckpoint)
	if _, _, err := c.load("ork.ckpt"); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/etc/passwd", "../etc/passwd", "a/../../x", filepath.Join(dir, "ork.ckpt"), "out.ckpt", "missing.ckpt", "secret.txt", "."} {
		_, _, err := c.load(path)
		if err == nil {
			t.Errorf("nn:%s was read", path)
			continue
		}
		if strings.Contains(err.Error(), "root") || strings.Contains(err.Error(), "0x72") {
			t.Errorf("nn:%s: the error shows content: %v", path, err)
		}
	}
	none := newCkCache(CheckpointRule{}, DefaultCheckpoint)
	if _, _, err := none.load(shipped); err == nil || !strings.Contains(err.Error(), "--checkpoints") {
		t.Errorf("no rule: got %v", err)
	}
}

// TestSampledCheckpointConfinement: nn-sample: seats read checkpoints by the
// same rule and cache as nn: seats, never through the registry (whose
// players read any file).
func TestSampledCheckpointConfinement(t *testing.T) {
	dir := checkpointDir(t)
	c := newCkCache(CheckpointRule{Dir: dir}, DefaultCheckpoint)
	registry := func(game, name string) (env.Seat, error) {
		t.Errorf("%s went to the registry", name)
		return env.Seat{}, errors.New("no")
	}
	s, extra, err := c.seat("orkisland", "nn-sample:ork.ckpt", registry)
	if err != nil || s.New == nil || extra < 1000 {
		t.Fatalf("nn-sample:ork.ckpt: %v (extra %d)", err, extra)
	}
	if _, _, err := c.seat("orkisland", "nn:ork.ckpt", registry); err != nil || c.lru.Len() != 1 {
		t.Fatalf("nn:ork.ckpt after nn-sample:ork.ckpt: %v, %d cached", err, c.lru.Len())
	}
	for _, path := range []string{"/etc/passwd", "../etc/passwd", "out.ckpt", "secret.txt"} {
		if _, _, err := c.seat("orkisland", "nn-sample:"+path, registry); err == nil {
			t.Errorf("nn-sample:%s was read", path)
		} else if strings.Contains(err.Error(), "root") {
			t.Errorf("nn-sample:%s: the error shows content: %v", path, err)
		}
	}
	none := newCkCache(CheckpointRule{}, DefaultCheckpoint)
	if _, _, err := none.seat("orkisland", "nn-sample:"+shipped, registry); err == nil || !strings.Contains(err.Error(), "--checkpoints") {
		t.Errorf("no rule: got %v", err)
	}
	small := newCkCache(CheckpointRule{Anywhere: true}, 1000)
	if _, _, err := small.seat("orkisland", "nn-sample:"+shipped, registry); err == nil || !strings.Contains(err.Error(), "1000-byte limit") {
		t.Errorf("over the size limit: %v", err)
	}
}

// TestCheckpointFileChecks: only regular files under the size limit are
// read, and each file once.
func TestCheckpointFileChecks(t *testing.T) {
	c := newCkCache(CheckpointRule{Anywhere: true}, DefaultCheckpoint)
	for path, want := range map[string]string{"/dev/zero": "regular", "/proc/self": "regular", "/nonexistent/x.ckpt": "no such file"} {
		if _, _, err := c.load(path); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("nn:%s: got %v, want %q", path, err, want)
		}
	}
	small := newCkCache(CheckpointRule{Anywhere: true}, 1000)
	if _, _, err := small.load(shipped); err == nil || !strings.Contains(err.Error(), "over the server's 1000-byte limit") {
		t.Errorf("over the size limit: %v", err)
	}
	a, size, err := c.load(shipped)
	if err != nil || size < 1000 {
		t.Fatal(err, size)
	}
	b, _, _ := c.load("./" + shipped)
	if a != b {
		t.Error("the same file was read twice")
	}
}

// TestManyCheckpointSeats: thousands of nn: seats over env_seats read the
// file once and are counted in the memory estimate before anything is built.
func TestManyCheckpointSeats(t *testing.T) {
	srv := &Server{Checkpoints: CheckpointRule{Dir: checkpointDir(t)}, Limits: Limits{ConnMemory: 1 << 30}}
	net_, addr := startServer(t, srv, false)
	c := dial(t, net_, addr)
	lists := make([][]string, 5000)
	for i := range lists {
		lists[i] = []string{"learner", "nn:ork.ckpt", "nn:ork.ckpt", "nn:ork.ckpt"}
	}
	_, err := c.Call(Request{Create: &Create{Game: "orkisland", NumEnvs: 5000, EnvSeats: lists, Shm: true}})
	if !isType(err, ErrLimit) {
		t.Fatalf("5000 matches with three checkpoint players each: %v", err)
	}
	cr := mustCreate(t, c, &Create{Game: "orkisland", NumEnvs: 2, Config: map[string]any{"nb_rounds": 3},
		EnvSeats: [][]string{{"learner", "nn:ork.ckpt", "Null", "Null"}, {"nn:ork.ckpt", "learner", "Null", "Null"}}})
	mustReset(t, c, cr.Env, 1)
	if srv.ckpts.lru.Len() != 1 {
		t.Fatalf("%d checkpoints cached", srv.ckpts.lru.Len())
	}
}

// TestCheckpointFIFO: an nn: seat naming a FIFO with no writer is refused
// at once, under either rule, instead of holding the request forever (and
// a closing server, waiting for it, with it).
func TestCheckpointFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.ckpt")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	for _, rule := range []CheckpointRule{{Anywhere: true}, {Dir: dir}} {
		srv := &Server{Checkpoints: rule}
		net_, addr := startServer(t, srv, false)
		c := dial(t, net_, addr)
		name := "nn:" + fifo
		if rule.Dir != "" {
			name = "nn:pipe.ckpt"
		}
		done := make(chan error, 1)
		go func() {
			_, err := c.Call(Request{Create: smallCreate(1, "learner", name, "Null", "Null")})
			done <- err
		}()
		select {
		case err := <-done:
			if !isType(err, ErrBadSeat) || !strings.Contains(err.Error(), "not a regular file") {
				t.Fatalf("%+v: got %v, want bad_seat: not a regular file", rule, err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%+v: no reply in 5 s to a create naming a FIFO", rule)
		}
		closed := make(chan struct{})
		go func() { srv.Close(); close(closed) }()
		select {
		case <-closed:
		case <-time.After(5 * time.Second):
			t.Fatalf("%+v: the server does not close", rule)
		}
	}
}
