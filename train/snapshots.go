package train

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/edagym/edagym/internal/outfile"
)

// Snapshots is the run directory's folder of past policies, one
// uNNNNNN.ckpt per checkpoint.
const Snapshots = "snapshots"

// saveSnapshot writes the policy at this update into snapshots/ and removes
// the oldest snapshots beyond keep (keep < 0: none removed). Without the
// limit a run checkpointing every update filled hundreds of MB a minute.
func saveSnapshot(tr *Trainer, dir string, keep int) error {
	sdir := filepath.Join(dir, Snapshots)
	if err := tr.Checkpoint(true).Save(filepath.Join(sdir, fmt.Sprintf("u%06d.ckpt", tr.Updates))); err != nil {
		return err
	}
	if keep < 0 {
		return nil
	}
	names, err := snapshotNames(sdir)
	if err != nil {
		return err
	}
	for len(names) > keep {
		if err := os.Remove(filepath.Join(sdir, names[0])); err != nil {
			return err
		}
		names = names[1:]
	}
	return nil
}

// snapshotNames lists the snapshots in sdir, oldest first (the zero-padded
// update number sorts as text; past update 999999 the longer names follow).
func snapshotNames(sdir string) ([]string, error) {
	entries, err := os.ReadDir(sdir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		n := e.Name()
		if e.Type().IsRegular() && strings.HasPrefix(n, "u") && strings.HasSuffix(n, ".ckpt") && isDigits(n[1:len(n)-5]) {
			names = append(names, n)
		}
	}
	slices.SortFunc(names, func(a, b string) int {
		if len(a) != len(b) {
			return len(a) - len(b)
		}
		return strings.Compare(a, b)
	})
	return names, nil
}

func isDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// cleanStale removes the partial files (checkpoints, metrics, plots) that a
// run killed while writing left in its directory, and returns how many:
// outfile's, and the ".NAME.ckpt.tmpNNN" of edagym before it.
func cleanStale(dir string) int {
	n := 0
	for _, d := range []string{dir, filepath.Join(dir, Snapshots)} {
		k, _ := outfile.CleanStale(d)
		n += k
		legacy, _ := filepath.Glob(filepath.Join(d, ".*.ckpt.tmp*"))
		for _, p := range legacy {
			if i := strings.LastIndex(p, ".tmp"); isDigits(p[i+4:]) && os.Remove(p) == nil {
				n++
			}
		}
	}
	return n
}
