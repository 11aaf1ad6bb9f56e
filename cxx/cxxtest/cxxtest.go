// Package cxxtest is what the tests of every game's C++ API share: building
// test players, playing matches with them and comparing match files.
package cxxtest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/cxx"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/internal/conformance"
)

// Gxx skips the test without g++, except under CI=true, where it fails.
func Gxx(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("g++"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("g++ not found (CI=true: the C++ players must be compiled)")
		}
		t.Skip("g++ not found")
	}
}

// Options are the command line's: the user's cache of compiled players
// (EDAGYM_CXX_CACHE), so that test runs build each source once.
func Options(t testing.TB) cxx.Options {
	t.Helper()
	o, err := cxx.OptionsFromEnv()
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// Program builds src for game, failing the test if it does not build.
func Program(t testing.TB, game, source string, src []byte, o cxx.Options) *cxx.Program {
	t.Helper()
	Gxx(t)
	g, err := cxx.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	p := cxx.Build(g, o, source, src)
	if p.Err != nil {
		t.Fatal(p.Err)
	}
	return p
}

// Seat is a seat playing the source file at path, as "cxx:PATH" names it;
// the file must compile.
func Seat(t testing.TB, game, path string) env.Seat {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	Program(t, game, path, src, Options(t))
	s, err := agents.Seat(game, "cxx:"+path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// BuiltIn is a registered player's seat.
func BuiltIn(t testing.TB, game, name string) env.Seat {
	t.Helper()
	s, err := agents.Seat(game, name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Play plays a match of cfg and returns its file and result; no seat may
// be aborted unless aborts is set.
func Play(t testing.TB, cfg env.Config, seed int32, seats []env.Seat, aborts bool) ([]byte, env.Result) {
	t.Helper()
	var out bytes.Buffer
	res, err := (&env.MatchRun{Config: cfg, Seed: seed, Seats: seats, Out: &out}).Run()
	if err != nil {
		t.Fatal(err)
	}
	if !aborts {
		for p, why := range res.Aborted {
			if why != "" {
				t.Fatalf("seed %d: seat %d (%s) aborted: %s", seed, p, seats[p].Name, why)
			}
		}
	}
	return out.Bytes(), res
}

// Default is game's default config.
func Default(t testing.TB, game string) env.Config {
	t.Helper()
	_, cfg, err := env.LookupDefault(game)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// SameMatches plays seeds 1..seeds of game's default config twice, with
// ref in every seat and with ref in every seat but one, which plays
// other (seat seed mod 4), and requires the two match files to be the same
// byte for byte; it returns how many were.
func SameMatches(t testing.TB, game string, seeds int, ref, other env.Seat) int {
	t.Helper()
	cfg := Default(t, game)
	same := 0
	for s := 1; s <= seeds; s++ {
		refs := []env.Seat{ref, ref, ref, ref}
		want, _ := Play(t, cfg, int32(s), refs, false)
		refs[s%4] = other
		got, _ := Play(t, cfg, int32(s), refs, false)
		if d := conformance.Diff(got, want); d != "" {
			t.Errorf("seed %d, %s in seat %d: %s", s, other.Name, s%4, d)
			continue
		}
		same++
	}
	return same
}

// Conformance plays every Demo×4 reference match of the original engine
// (shared/conformance/<game>/*-demo-*) with seat in all four seats and
// requires the reference's bytes; it returns how many matched.
func Conformance(t testing.TB, game string, seat env.Seat) int {
	t.Helper()
	same := 0
	for _, v := range conformance.Vectors(t, game, "demo") {
		cfg := conformance.Config(t, game, v)
		got, _ := Play(t, cfg, v.Seed, []env.Seat{seat, seat, seat, seat}, false)
		if d := conformance.Diff(got, conformance.Read(t, v)); d != "" {
			t.Errorf("%s: %s", filepath.Base(v.Path), d)
			continue
		}
		same++
	}
	return same
}

// DemoPort checks a game's C++ port of Demo (testdata/AIDemo.cc of the
// game's folder): it names itself Demo and plays as the built-in Demo,
// the same match files byte for byte on seeds 1..seeds with it in one seat
// (each seat in turn) and on the original engine's Demo×4 reference
// matches with it in all four seats.
func DemoPort(t *testing.T, game string, seeds int) {
	t.Helper()
	port := Seat(t, game, filepath.Join("testdata", "AIDemo.cc"))
	if port.Name != "Demo" {
		t.Fatalf("the port names itself %q, want Demo", port.Name)
	}
	n := SameMatches(t, game, seeds, BuiltIn(t, game, "Demo"), port)
	t.Logf("%s: %d/%d seeds byte-identical with the C++ Demo in one seat", game, n, seeds)
	c := Conformance(t, game, port)
	t.Logf("%s: %d original Demo×4 reference matches reproduced with four C++ Demos", game, c)
}
