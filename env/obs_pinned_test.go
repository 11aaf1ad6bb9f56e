package env_test

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
)

// obsDigests holds, per game and mode, the digest of 60 seeded steps
// (TestObservationsPinned). Rewrite it with EDAGYM_UPDATE_DIGESTS=1 only
// when a change is meant to change what the encoders write.
var obsDigests = filepath.Join("testdata", "obs-digests.txt")

// TestObservationsPinned: every game's encoders, in every mode, write the
// same observations, masks and rewards as when the digests were taken, so
// that a refactoring of the encoders shows it changes nothing.
func TestObservationsPinned(t *testing.T) {
	var lines []string
	for _, game := range gamesWithEncoders(t) {
		for _, mode := range modesOf(game) {
			v := newVec(t, env.VecConfig{Game: game, Mode: mode, NumEnvs: 2, Workers: 1,
				Seats: seats(t, game, "learner", "Random", "Demo", "learner")})
			_, step := randomPlay(t, v, 11, rand.New(rand.NewPCG(3, 4)))
			var d uint64
			for range 60 {
				d = d*31 + digest(step())
			}
			lines = append(lines, fmt.Sprintf("%s %s %016x", game, mode, d))
		}
	}
	if os.Getenv("EDAGYM_UPDATE_DIGESTS") == "1" {
		if err := os.WriteFile(obsDigests, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(obsDigests)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string]string{} // "game mode" → digest
	for s := bufio.NewScanner(f); s.Scan(); {
		key, d := cutLast(s.Text())
		want[key] = d
	}
	if len(want) != len(lines) {
		t.Errorf("%s has %d digests, the encoders %d", obsDigests, len(want), len(lines))
	}
	for _, l := range lines {
		key, d := cutLast(l)
		if w, ok := want[key]; !ok {
			t.Errorf("not pinned: %s", l)
		} else if w != d {
			t.Errorf("changed: %s (was %s)", l, w)
		}
	}
}

// cutLast splits a digest line at its last space: "game mode", digest.
// A line without a space is all key.
func cutLast(l string) (key, digest string) {
	i := strings.LastIndexByte(l, ' ')
	if i < 0 {
		return l, ""
	}
	return l[:i], l[i+1:]
}
