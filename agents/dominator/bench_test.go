package dominator_test

import (
	"testing"

	"github.com/edagym/edagym/internal/playertest"
)

// BenchmarkDummyMatch: a whole match of Dummy against three Demo players.
func BenchmarkDummyMatch(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		playertest.Play(b, "dominator", int32(i%20+1), "Dummy", "Demo", "Demo", "Demo")
	}
}
