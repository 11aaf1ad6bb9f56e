package outfile

import (
	"os"
	"path/filepath"
	"strings"
	"time"
)

// CleanStale removes the temporary files that an edagym killed while
// writing (SIGKILL, a crash, a power cut) left in dir, and returns how many.
// Only names this package makes are touched; call it where no other process
// is writing into dir (a training run's own directory).
func CleanStale(dir string) (int, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range entries {
		if !isTemp(e.Name()) || !e.Type().IsRegular() {
			continue
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// isTemp reports whether name is one of createTemp's: ".BASE" + tmpMark +
// digits, or PID-digits.
func isTemp(name string) bool {
	_, ok := tempPID(name)
	return ok
}

// tempPID tells whether name is one of createTemp's and the process id of
// its writer (0 in names made before the id was in them).
func tempPID(name string) (pid int, ok bool) {
	i := strings.LastIndex(name, tmpMark)
	if i < 2 || name[0] != '.' {
		return 0, false
	}
	rest := name[i+len(tmpMark):]
	if p, n, cut := strings.Cut(rest, "-"); cut {
		pid, rest = atoi(p), n
		if pid <= 0 {
			return 0, false
		}
	}
	return pid, atoi(rest) >= 0
}

// atoi reads a non-empty run of decimal digits, -1 for anything else.
func atoi(s string) int {
	if s == "" || len(s) > 18 {
		return -1
	}
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// staleAge is the age past which a temporary file is a killed writer's
// whatever its name says; its writer's process being gone says it sooner.
const staleAge = 24 * time.Hour

// sweep removes the temporary files that writers of dst killed before
// they could (SIGKILL, a crash, a power cut) left beside it: the ones this
// user owns whose writer is gone, or that nobody has written to for
// staleAge. A live writer's file, or another user's, is left alone.
func sweep(dst string) {
	dir, base := filepath.Split(dst)
	if dir == "" {
		dir = "."
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := "." + base + tmpMark
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !e.Type().IsRegular() {
			continue
		}
		pid, ok := tempPID(e.Name())
		if !ok {
			continue
		}
		fi, err := e.Info()
		if err != nil || !ownedByMe(fi) {
			continue
		}
		if (pid > 0 && pid != os.Getpid() && !alive(pid)) || time.Since(fi.ModTime()) > staleAge {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}
