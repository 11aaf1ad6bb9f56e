package outfile

import (
	"os"
	"path/filepath"
	"strings"
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

// isTemp reports whether name is one of createTemp's: ".BASE" + tmpMark + digits.
func isTemp(name string) bool {
	i := strings.LastIndex(name, tmpMark)
	if i < 2 || name[0] != '.' {
		return false
	}
	digits := name[i+len(tmpMark):]
	if digits == "" {
		return false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
