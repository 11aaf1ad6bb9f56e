package env_test

import (
	"errors"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/tiny"
)

// TestSeedsWithNoBoardArePassedOver: where the board generator fails on a
// seed (env.ErrNoBoard; here tiny's even seeds), a VecEnv's reset and
// autoresets play the next episode's seed instead of stopping, through
// many episodes, each on a seed with a board; a seed the caller gives is
// refused with that error.
func TestSeedsWithNoBoardArePassedOver(t *testing.T) {
	cfg, null := shortTiny(t)
	cfg.(*tiny.Config).NoBoardEvery = 2
	v := newVec(t, env.VecConfig{Game: "tiny", Config: cfg, NumEnvs: 4, Seed: 5,
		Seats: []env.Seat{env.Learner, null, null, null}})
	if _, err := v.Reset(9); err != nil {
		t.Fatal(err)
	}
	idle := make([]int32, v.NumAgents()*v.Spec().Slots)
	for i := range idle {
		idle[i] = int32(v.Spec().Actions - 1)
	}
	seen := map[int32]bool{}
	for range 60 { // 15 episodes an env
		for i := 0; i < v.NumEnvs(); i++ {
			s := v.Match(i).Seed()
			if s%2 == 0 {
				t.Fatalf("env %d plays seed %d, which has no board", i, s)
			}
			seen[s] = true
		}
		if _, err := v.Step(idle); err != nil {
			t.Fatal(err)
		}
	}
	if len(seen) < 40 {
		t.Errorf("%d seeds played, want at least 40", len(seen))
	}
	if _, err := v.ResetSeeds([]int32{3, 4, 5, 7}); !errors.Is(err, env.ErrNoBoard) {
		t.Errorf("ResetSeeds with seed 4: %v, want ErrNoBoard", err)
	}
}
