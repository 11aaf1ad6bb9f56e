package env_test

import (
	"math/rand/v2"
	"testing"

	"github.com/edagym/edagym/env"
)

// benchVec steps 64 Ork Island envs on one worker (a per-core figure) with
// random masked actions and reports env-steps/s and agent-steps/s.
func benchVec(b *testing.B, mode env.Mode, names ...string) {
	benchVecGame(b, "orkisland", mode, names...)
}

// benchVecGame is benchVec for any game.
func benchVecGame(b *testing.B, game string, mode env.Mode, names ...string) {
	v := newVec(b, env.VecConfig{Game: game, Mode: mode, NumEnvs: 64, Workers: 1,
		Seats: seats(b, game, names...)})
	r := rand.New(rand.NewPCG(1, 1))
	actions := make([]int32, v.NumAgents()*v.Spec().Slots)
	batch, err := v.Reset(1)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		env.SampleMasked(r, batch.Mask, v.Spec().Actions, actions)
		batch, _ = v.Step(actions)
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(b.N*v.NumEnvs())/sec, "env-steps/s")
	b.ReportMetric(float64(b.N*v.NumAgents())/sec, "agent-steps/s")
	bytes := 0
	for _, t := range v.Spec().Obs {
		bytes += t.Bytes()
	}
	b.ReportMetric(float64(bytes+v.Spec().Slots*v.Spec().Actions), "obs+mask-B/agent")
}

// The headline: one learner, three Null seats, units mode.
func BenchmarkVecUnits1LearnerNull(b *testing.B) {
	benchVec(b, env.Units, "learner", "Null", "Null", "Null")
}

func BenchmarkVecUnitsSelfPlay(b *testing.B) {
	benchVec(b, env.Units, "learner", "learner", "learner", "learner")
}

func BenchmarkVecUnits1LearnerDummy(b *testing.B) {
	benchVec(b, env.Units, "learner", "Dummy", "Dummy", "Dummy")
}

func BenchmarkVecBoard1LearnerNull(b *testing.B) {
	benchVec(b, env.Board, "learner", "Null", "Null", "Null")
}

// BenchmarkVecGames is the headline of each other game: 64 envs on one
// worker, one learner, three Null seats, per mode (plan mode adds the
// teacher's plan per observation, facts mode the facts' searches).
func BenchmarkVecGames(b *testing.B) {
	for _, g := range []struct {
		game  string
		modes []env.Mode
	}{
		{"dominator", []env.Mode{env.Units, env.Board, env.Plan, env.Facts}},
		{"madmax", []env.Mode{env.Units, env.Board, env.Plan, env.Facts}},
		{"moria", []env.Mode{env.Units, env.Board, env.Plan, env.Facts}},
	} {
		for _, mode := range g.modes {
			b.Run(g.game+"/"+string(mode), func(b *testing.B) {
				benchVecGame(b, g.game, mode, "learner", "Null", "Null", "Null")
			})
		}
	}
}
