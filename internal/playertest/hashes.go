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
	cfg, seats := lineup(t, game, names)
	for i, w := range want {
		var buf bytes.Buffer
		if _, err := (&env.MatchRun{Config: cfg, Seed: int32(i + 1), Seats: seats, Out: &buf}).Run(); err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprintf("%x", sha256.Sum256(buf.Bytes())); got != w {
			t.Errorf("%s seed %d: match file sha256 %s, want %s", game, i+1, got, w)
		}
	}
}
