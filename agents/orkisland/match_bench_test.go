package orkisland_test

import (
	"testing"

	"github.com/edagym/edagym/internal/playertest"
)

// BenchmarkDummyMatch: a whole default match of four Dummies (seed 3), the
// bots' share of plan-mode training against Dummies; per match.
func BenchmarkDummyMatch(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		playertest.Play(b, "orkisland", 3, "Dummy", "Dummy", "Dummy", "Dummy")
	}
}
