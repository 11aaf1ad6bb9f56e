package madmax_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/madmax"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/madmax"
)

// conformanceDir finds ../shared/conformance/madmax next to the module root;
// it skips the test when it is missing (and fails under CI=true).
func conformanceDir(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found above the test's directory")
		}
		dir = parent
	}
	c := filepath.Join(dir, "..", "shared", "conformance", "madmax")
	if _, err := os.Stat(c); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("conformance files missing: %v", err)
		}
		t.Skipf("conformance files missing: %v", err)
	}
	return c
}

func readGz(t testing.TB, path string) []byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// playMatch runs a match of the named players and returns the match file.
func playMatch(t testing.TB, cfg env.Config, seed int32, names ...string) []byte {
	t.Helper()
	seats := make([]env.Seat, len(names))
	for i, n := range names {
		s, err := agents.Seat("madmax", n)
		if err != nil {
			t.Fatal(err)
		}
		seats[i] = s
	}
	var out bytes.Buffer
	run := env.MatchRun{Config: cfg, Seed: seed, Seats: seats, Out: &out}
	if _, err := run.Run(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// firstDiff is the first differing line (from 1) and both lines.
func firstDiff(a, b []byte) (int, string, string) {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(la) || i < len(lb); i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y || i >= len(la) || i >= len(lb) {
			return i + 1, x, y
		}
	}
	return 0, "", ""
}

// TestConformance replays every Null×4 and Demo×4 reference match and
// compares the match files byte for byte.
func TestConformance(t *testing.T) {
	dir := conformanceDir(t)
	files, _ := filepath.Glob(filepath.Join(dir, "*.out.gz"))
	total, same := 0, 0
	for _, f := range files {
		base := strings.TrimSuffix(filepath.Base(f), ".out.gz")
		parts := strings.Split(base, "-")
		if len(parts) != 3 || !strings.HasPrefix(parts[2], "s") {
			continue
		}
		var player string
		switch parts[1] {
		case "demo":
			player = "Demo"
		case "null":
			player = "Null"
		default:
			continue
		}
		seed, err := strconv.Atoi(parts[2][1:])
		if err != nil {
			t.Fatalf("%s: bad seed", base)
		}
		total++
		t.Run(base, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, parts[0]+".cnf"))
			if err != nil {
				t.Fatal(err)
			}
			cfg, err := madmax.ParseConfig(parts[0]+".cnf", data)
			if err != nil {
				t.Fatal(err)
			}
			want := readGz(t, f)
			got := playMatch(t, cfg, int32(seed), player, player, player, player)
			if !bytes.Equal(got, want) {
				line, g, w := firstDiff(got, want)
				t.Fatalf("line %d differs:\n got: %q\nwant: %q", line, g, w)
			}
			same++
		})
	}
	t.Logf("%d/%d identical", same, total)
	if total == 0 {
		t.Fatal("no Null/Demo reference files found")
	}
}
