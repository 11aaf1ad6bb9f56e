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

// BenchmarkFourDummiesMatch: a whole match of four Dummies, whose knights
// hunt one another's units as in training against three Dummies.
func BenchmarkFourDummiesMatch(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		playertest.Play(b, "dominator", int32(i%20+1), "Dummy", "Dummy", "Dummy", "Dummy")
	}
}
