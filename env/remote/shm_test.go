package remote

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestShmUnlinkedOnceMapped: the server removes a shared-memory file's name
// at the env's first request after create (the client has mapped it by
// then), so a server killed afterwards leaves nothing in /dev/shm.
func TestShmUnlinkedOnceMapped(t *testing.T) {
	c := serve(t)
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

// shmChildEnv names the small tmpfs TestShmFullChild mounts.
const shmChildEnv = "EDAGYM_SHM_CHILD_DIR"

// TestShmFull: a /dev/shm too small for a create's batches (Docker's is
// 64 MB) is a shm_full error, never a SIGBUS that kills the server. The
// check runs in a process of its own with a 2 MiB tmpfs mounted in a
// private mount namespace (unshare), and is skipped where that is not
// permitted.
func TestShmFull(t *testing.T) {
	if _, err := exec.LookPath("unshare"); err != nil {
		t.Skip("no unshare")
	}
	args := []string{"-m", "--propagation", "private"}
	if os.Geteuid() != 0 {
		args = append([]string{"-r"}, args...)
	}
	args = append(args, os.Args[0], "-test.run=^TestShmFullChild$", "-test.count=1", "-test.v")
	cmd := exec.Command("unshare", args...)
	cmd.Env = append(os.Environ(), shmChildEnv+"="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if strings.Contains(string(out), "mount-skip") || strings.HasPrefix(string(out), "unshare:") {
		t.Skipf("cannot mount a tmpfs here: %s", out)
	}
	if err != nil || !strings.Contains(string(out), "--- PASS: TestShmFullChild") {
		t.Fatalf("%v\n%s", err, out)
	}
}

// TestShmFullChild is TestShmFull's process: it mounts the tmpfs, then
// asks a server for batches that do not fit, directly for a file that
// does not fit, and for batches that fit.
func TestShmFullChild(t *testing.T) {
	dir := os.Getenv(shmChildEnv)
	if dir == "" {
		t.Skip("run by TestShmFull")
	}
	if err := syscall.Mount("none", dir, "tmpfs", 0, "size=2m"); err != nil {
		fmt.Println("mount-skip:", err)
		t.Skip(err)
	}
	defer syscall.Unmount(dir, 0)
	net_, addr := startServer(t, &Server{ShmDir: dir}, false)
	c := dial(t, net_, addr)
	big := smallCreate(16) // 2 copies of 16 agents' 74 KiB rows: 2.4 MiB
	big.Shm = true
	if _, err := c.Call(Request{Create: big}); !isType(err, ErrShmFull) {
		t.Fatalf("batches larger than the tmpfs: %v, want shm_full", err)
	}
	if _, _, err := newShmFile(dir, 4<<20); !errors.Is(err, errShmFull) {
		t.Fatalf("a 4 MiB file in a 2 MiB tmpfs: %v", err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Fatalf("%d files left in the tmpfs: %v", len(left), left[0].Name())
	}
	small := smallCreate(2)
	small.Shm = true
	cr := mustCreate(t, c, small)
	mapShm(t, cr)
	mustReset(t, c, cr.Env, 1)
}
