package playertest

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"testing"

	"github.com/edagym/edagym/env"
)

// CheckMatchFiles plays game's default config with the named players on
// seeds 1, 2, … and compares each match file's sha256 with want's, in
// order: it pins a bot's play byte for byte (as `edagym play GAME NAMES -s
// SEED | sha256sum` prints it).
func CheckMatchFiles(t *testing.T, game string, names []string, want ...string) {
	t.Helper()
	for i, w := range want {
		if got := fmt.Sprintf("%x", sha256.Sum256(MatchFile(t, game, int32(i+1), names...))); got != w {
			t.Errorf("%s seed %d: match file sha256 %s, want %s", game, i+1, got, w)
		}
	}
}

// MatchFile plays one match of game's default config with the named
// players and returns its match file; an aborted player fails the test.
func MatchFile(t testing.TB, game string, seed int32, names ...string) []byte {
	t.Helper()
	cfg, seats := lineup(t, game, names)
	var buf bytes.Buffer
	res, err := (&env.MatchRun{Config: cfg, Seed: seed, Seats: seats, Out: &buf}).Run()
	if err != nil {
		t.Fatal(err)
	}
	for p, why := range res.Aborted {
		if why != "" {
			t.Fatalf("%s seed %d: %s (seat %d) aborted: %s", game, seed, names[p], p, why)
		}
	}
	return buf.Bytes()
}
