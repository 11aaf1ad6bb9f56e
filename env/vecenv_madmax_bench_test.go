package env_test

import (
	"testing"

	"github.com/edagym/edagym/env"
)

// The Mad Max headline: 64 envs on one worker, one learner, three Null
// seats, units mode.
func BenchmarkVecMadMaxUnits1LearnerNull(b *testing.B) {
	benchVecGame(b, "madmax", env.Units, "learner", "Null", "Null", "Null")
}

func BenchmarkVecMadMaxBoard1LearnerNull(b *testing.B) {
	benchVecGame(b, "madmax", env.Board, "learner", "Null", "Null", "Null")
}

// Plan mode: units mode plus the Immortan's plan per observation.
func BenchmarkVecMadMaxPlan1LearnerNull(b *testing.B) {
	benchVecGame(b, "madmax", env.Plan, "learner", "Null", "Null", "Null")
}

// Facts mode: units mode plus the facts' searches per observation.
func BenchmarkVecMadMaxFacts1LearnerNull(b *testing.B) {
	benchVecGame(b, "madmax", env.Facts, "learner", "Null", "Null", "Null")
}
