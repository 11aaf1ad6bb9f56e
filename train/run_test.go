package train

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestRunKeepsItsDirectoryTidy: a run removes the partial files a killed
// run left, keeps only the last keep_snapshots snapshots, and leaves no
// temporary file of its own.
func TestRunKeepsItsDirectoryTidy(t *testing.T) {
	dir := t.TempDir()
	snaps := filepath.Join(dir, Snapshots)
	os.MkdirAll(snaps, 0o755)
	stale := []string{filepath.Join(dir, ".latest.ckpt.edagym-tmp-123"), filepath.Join(snaps, ".u000001.ckpt.edagym-tmp-9"),
		filepath.Join(dir, ".policy.ckpt.tmp2874401")} // as edagym named them before outfile
	for _, p := range stale {
		os.WriteFile(p, []byte("half a checkpoint"), 0o644)
	}
	cfg := tinyConfig()
	cfg.TotalSteps = 5 * 4 * 16 // five updates
	cfg.CheckpointEvery, cfg.KeepSnapshots = 1, 2
	if _, err := Run(context.Background(), cfg, RunOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	for _, p := range stale {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s was left", p)
		}
	}
	names, err := snapshotNames(snaps)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"u000003.ckpt", "u000004.ckpt"}; !reflect.DeepEqual(names, want) {
		t.Errorf("snapshots %v, want the last two %v", names, want)
	}
	for _, d := range []string{dir, snaps} {
		es, _ := os.ReadDir(d)
		for _, e := range es {
			if strings.HasPrefix(e.Name(), ".") {
				t.Errorf("left %s in %s", e.Name(), d)
			}
		}
	}
	b, err := os.ReadFile(filepath.Join(dir, MetricsJSONL))
	if err != nil || strings.Count(string(b), "\n") != 5 {
		t.Errorf("metrics.jsonl: %d lines, %v", strings.Count(string(b), "\n"), err)
	}
}

func TestSnapshotOrder(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"u1000000.ckpt", "u000010.ckpt", "u000002.ckpt", "notes.txt", "ux.ckpt"} {
		os.WriteFile(filepath.Join(dir, n), nil, 0o644)
	}
	names, _ := snapshotNames(dir)
	if want := []string{"u000002.ckpt", "u000010.ckpt", "u1000000.ckpt"}; !reflect.DeepEqual(names, want) {
		t.Errorf("got %v, want %v", names, want)
	}
}

func TestKeepSnapshotsDefault(t *testing.T) {
	cfg := tinyConfig()
	if err := cfg.Validate(); err != nil || cfg.KeepSnapshots != DefaultKeepSnapshots {
		t.Fatalf("keep_snapshots %d (%v), want the default %d", cfg.KeepSnapshots, err, DefaultKeepSnapshots)
	}
	cfg.KeepSnapshots = -2
	if cfg.Validate() == nil {
		t.Fatal("keep_snapshots -2 accepted")
	}
}

// The CSV's columns are the JSON names, each a plain identifier: no tag
// options (",omitempty") and no name twice.
func TestMetricColumnsArePlainNames(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range metricColumns() {
		if c == "" || strings.ContainsAny(c, ", ") || seen[c] {
			t.Errorf("metrics.csv column %q", c)
		}
		seen[c] = true
	}
	for _, want := range []string{"update", "steps", "progress_weight", "lost", "captures"} {
		if !seen[want] {
			t.Errorf("metrics.csv has no column %q", want)
		}
	}
}
