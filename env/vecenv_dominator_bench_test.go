package env_test

import (
	"testing"

	"github.com/edagym/edagym/env"
)

// The Dominator headline: 64 envs on one worker, one learner, three Null
// seats, units mode.
func BenchmarkVecDominatorUnits1LearnerNull(b *testing.B) {
	benchVecGame(b, "dominator", env.Units, "learner", "Null", "Null", "Null")
}

func BenchmarkVecDominatorBoard1LearnerNull(b *testing.B) {
	benchVecGame(b, "dominator", env.Board, "learner", "Null", "Null", "Null")
}
