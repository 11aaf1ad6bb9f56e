package remote

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// shmPrefix starts the name of every shared-memory file, followed by the
// server's process id, so that a later server knows whose a file was.
const shmPrefix = "edagym-batch-"

// shmDir is where the files go: /dev/shm (memory, not disk) when it exists.
func shmDir() string {
	const dir = "/dev/shm"
	if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
		return dir
	}
	return os.TempDir()
}

// removeStaleShm removes the shared-memory files of servers that are gone.
// A server unlinks each file once its client has mapped it and when it
// closes, but one killed in between (SIGKILL, a crash) cannot.
func removeStaleShm(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), shmPrefix)
		if !ok {
			continue
		}
		pidText, _, _ := strings.Cut(rest, "-")
		pid, err := strconv.Atoi(pidText)
		if err != nil || pid <= 0 || alive(pid) {
			continue
		}
		os.Remove(filepath.Join(dir, e.Name()))
	}
}

// alive tells whether a process exists (one of another user counts).
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
