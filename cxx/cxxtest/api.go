package cxxtest

import (
	"path/filepath"
	"testing"

	"github.com/edagym/edagym/env"
)

// API checks a game's player API both ways, from the game's testdata: its
// checker, AICheck.cc, plays seeds 1 to 4 (CheckAPI), and its traps,
// traps.txt (ReadTraps), do not compile (Traps).
func API(t *testing.T, game string) {
	t.Helper()
	traps, control := ReadTraps(t, filepath.Join("testdata", "traps.txt"))
	CheckAPI(t, game, "Check", 4)
	Traps(t, game, traps, control)
}

// CheckAPI plays a game's API checker (testdata/AICheck.cc, a player that
// uses the whole API and aborts on a failed check) on seeds 1..seeds, in
// seat seed mod 4, against Demo, Dummy and Random: it must name itself
// name and never be aborted.
func CheckAPI(t *testing.T, game, name string, seeds int) {
	t.Helper()
	check := Seat(t, game, filepath.Join("testdata", "AICheck.cc"))
	if check.Name != name {
		t.Fatalf("the checker names itself %q, want %q", check.Name, name)
	}
	cfg := Default(t, game)
	others := []env.Seat{BuiltIn(t, game, "Demo"), BuiltIn(t, game, "Dummy"), BuiltIn(t, game, "Random")}
	for s := 1; s <= seeds; s++ {
		seats := make([]env.Seat, 4)
		for k := 1; k < 4; k++ {
			seats[(s+k)%4] = others[k-1]
		}
		seats[s%4] = check
		Play(t, cfg, int32(s), seats, false)
	}
}
