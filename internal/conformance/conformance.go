// Package conformance checks games against the match files written by the
// original engines, kept in ../shared/conformance/<game>/ beside the checkout.
package conformance

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/internal/gzfile"
)

// SharedDir finds ../shared beside the module root. Missing, it skips the
// test, or fails it when CI=true (CI always has it).
func SharedDir(t testing.TB) string {
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
			t.Fatal("go.mod not found above the test directory")
		}
		dir = parent
	}
	shared := filepath.Join(filepath.Dir(dir), "shared")
	if _, err := os.Stat(shared); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is missing: CI must have shared/ beside the checkout", shared)
		}
		t.Skipf("%s is missing; conformance vectors not available", shared)
	}
	return shared
}

// Vector is one reference match: <board>-<lineup>-s<seed>.out.gz.
type Vector struct {
	Path, Board, Lineup string
	Seed                int32
}

var vectorName = regexp.MustCompile(`^([a-z0-9]+)-([a-z]+)-s(\d+)\.out\.gz$`)

// Vectors lists a game's reference files whose lineup is one of lineups.
func Vectors(t testing.TB, game string, lineups ...string) []Vector {
	t.Helper()
	dir := filepath.Join(SharedDir(t), "conformance", game)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []Vector
	for _, e := range entries {
		m := vectorName.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		for _, l := range lineups {
			if m[2] == l {
				seed, _ := strconv.Atoi(m[3])
				out = append(out, Vector{filepath.Join(dir, e.Name()), m[1], m[2], int32(seed)})
			}
		}
	}
	if len(out) == 0 {
		t.Fatalf("no %v vectors in %s", lineups, dir)
	}
	return out
}

// lineupPlayer is the player that fills all four seats of a lineup.
var lineupPlayer = map[string]string{"demo": "Demo", "null": "Null"}

// Config is the game config of a vector's board, read from the .cnf file
// beside it.
func Config(t testing.TB, game string, v Vector) env.Config {
	t.Helper()
	g, err := env.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	cnf := filepath.Join(filepath.Dir(v.Path), v.Board+".cnf")
	data, err := os.ReadFile(cnf)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := g.ParseConfig(cnf, data)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// Play runs a vector's match with edagym and returns the match file.
func Play(t testing.TB, game string, v Vector) []byte {
	t.Helper()
	cfg := Config(t, game, v)
	seats := make([]env.Seat, cfg.NumPlayers())
	for p := range seats {
		s, err := agents.Seat(game, lineupPlayer[v.Lineup])
		if err != nil {
			t.Fatal(err)
		}
		seats[p] = s
	}
	var out bytes.Buffer
	run := env.MatchRun{Config: cfg, Seed: v.Seed, Seats: seats, Out: &out}
	if _, err := run.Run(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// Read returns a vector's bytes.
func Read(t testing.TB, v Vector) []byte {
	t.Helper()
	data, err := gzfile.Read(v.Path, io.ReadAll)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Diff describes the first differing line of two match files, or "".
func Diff(got, want []byte) string {
	if bytes.Equal(got, want) {
		return ""
	}
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl || i >= len(g) || i >= len(w) {
			return fmt.Sprintf("line %d: got %q, want %q (%d vs %d lines)", i+1, gl, wl, len(g), len(w))
		}
	}
	return "files differ"
}

// Run checks every Null and Demo vector of a game byte for byte and reports
// "N/M identical" (also on stdout, so CI logs show it).
func Run(t *testing.T, game string) {
	vs := Vectors(t, game, "null", "demo")
	same := 0
	for _, v := range vs {
		t.Run(filepath.Base(v.Path), func(t *testing.T) {
			if d := Diff(Play(t, game, v), Read(t, v)); d != "" {
				t.Errorf("%s: %s", filepath.Base(v.Path), d)
				return
			}
			same++
		})
	}
	fmt.Printf("conformance %s: %d/%d identical\n", game, same, len(vs))
}
