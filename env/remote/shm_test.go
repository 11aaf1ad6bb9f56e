package remote

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestShmUnlinkedOnceMapped: the server removes a shared-memory file's name
// at the env's first request after create (the client has mapped it by
// then), so a server killed afterwards leaves nothing in /dev/shm.
func TestShmUnlinkedOnceMapped(t *testing.T) {
	net_, addr := startServer(t, &Server{}, false)
	c := dial(t, net_, addr)
	req := smallCreate(2)
	req.Shm = true
	cr := mustCreate(t, c, req)
	mem := mapShm(t, cr)
	b := mustReset(t, c, cr.Env, 1)
	if _, err := os.Stat(cr.Shm.Path); !os.IsNotExist(err) {
		t.Fatalf("%s still has its name after the first reset", cr.Shm.Path)
	}
	fromShm(t, mem, b) // the mapping still holds the batch
	if len(b.ActionMask.Data) == 0 {
		t.Fatal("no mask through the mapping")
	}
}

// TestStaleShmRemoved: files left by a server that is gone are removed
// when a server starts; those of live processes are kept.
func TestStaleShmRemoved(t *testing.T) {
	gone := exec.Command("true")
	if err := gone.Run(); err != nil {
		t.Skip("cannot start a process:", err)
	}
	dead := filepath.Join(shmDir(), fmt.Sprintf("%s%d-test", shmPrefix, gone.Process.Pid))
	live := filepath.Join(shmDir(), fmt.Sprintf("%s%d-test", shmPrefix, os.Getpid()))
	for _, p := range []string{dead, live} {
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	defer os.Remove(live)
	defer os.Remove(dead)
	net_, addr := startServer(t, &Server{}, false)
	dial(t, net_, addr) // served: the server has started
	if _, err := os.Stat(dead); !os.IsNotExist(err) {
		t.Errorf("the file of exited process %d is still there", gone.Process.Pid)
	}
	if _, err := os.Stat(live); err != nil {
		t.Errorf("the file of a live process was removed: %v", err)
	}
}
