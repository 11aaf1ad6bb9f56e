package madmax_test

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	mm "github.com/edagym/edagym/env/madmax"
)

// TestDummyMatchFiles: the Dummy's play is pinned by the match files of
// Dummy Demo Dummy Null on seeds 1..3 (`edagym play madmax Dummy Demo Dummy
// Null -s SEED | sha256sum`), recorded before the Style knobs that the
// Immortan turns were added.
func TestDummyMatchFiles(t *testing.T) {
	want := []string{
		"5b5311b270b3bf4e121a39cef7da4aa4456cf5ccfca9ed003fd03f0645143acf",
		"dae5a79c2b87a4c4aca5c9f719f8e8de6a345426e4aaa0e52b50fe7c177e1bb9",
		"c1583383fbcc2af824b124ef3b1f73eee08f8f80628d82c9eb71a1e14d33825d",
	}
	lineup := []string{"Dummy", "Demo", "Dummy", "Null"}
	for i, w := range want {
		seats := make([]env.Seat, 4)
		for p, n := range lineup {
			var err error
			if seats[p], err = agents.Seat("madmax", n); err != nil {
				t.Fatal(err)
			}
		}
		var buf bytes.Buffer
		if _, err := (&env.MatchRun{Config: mm.Default(), Seed: int32(i + 1), Seats: seats, Out: &buf}).Run(); err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprintf("%x", sha256.Sum256(buf.Bytes())); got != w {
			t.Errorf("seed %d: match file sha256 %s, want %s", i+1, got, w)
		}
	}
}
