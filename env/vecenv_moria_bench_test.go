package env_test

import (
	"testing"

	"github.com/edagym/edagym/env"
)

// The Moria headline: 64 envs on one worker, one learner, three Null seats,
// units mode.
func BenchmarkVecMoriaUnits1LearnerNull(b *testing.B) {
	benchVecGame(b, "moria", env.Units, "learner", "Null", "Null", "Null")
}

func BenchmarkVecMoriaBoard1LearnerNull(b *testing.B) {
	benchVecGame(b, "moria", env.Board, "learner", "Null", "Null", "Null")
}

// Plan mode: units mode plus Durin's plan per observation.
func BenchmarkVecMoriaPlan1LearnerNull(b *testing.B) {
	benchVecGame(b, "moria", env.Plan, "learner", "Null", "Null", "Null")
}

// Facts mode: units mode plus the facts' searches per observation.
func BenchmarkVecMoriaFacts1LearnerNull(b *testing.B) {
	benchVecGame(b, "moria", env.Facts, "learner", "Null", "Null", "Null")
}
