package moria

import (
	"testing"

	"github.com/edagym/edagym/internal/playertest"
)

// BenchmarkFourDummiesMatch: a whole match of four Dummies, whose clans grow
// as in training against three Dummies: their plans are most of the time.
func BenchmarkFourDummiesMatch(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		playertest.Play(b, "moria", int32(i%20+1), "Dummy", "Dummy", "Dummy", "Dummy")
	}
}
