package env_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
)

// TestRoundsRewardIsTheRoundsShare plays a Mad Max match of a random learner
// against three Dummies, rewarded for each round's points alone: every
// step's reward must be the learner's share of the points scored in that
// round (one per city held) less a quarter, read from the scores before and
// after it; it must fall below 0 once the Dummies take its cities, and it
// must not fade as the totals grow.
func TestRoundsRewardIsTheRoundsShare(t *testing.T) {
	dummy, err := agents.Seat("madmax", "Dummy")
	if err != nil {
		t.Fatal(err)
	}
	v, err := env.NewVecEnv(env.VecConfig{Game: "madmax", Mode: env.Units, NumEnvs: 1, Workers: 1,
		Seats:  []env.Seat{env.Learner, dummy, dummy, dummy},
		Reward: env.RewardConfig{Terminal: "none", Rounds: 1}})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	spec := v.Spec()
	r := rand.New(rand.NewPCG(7, 8))
	b, err := v.Reset(11)
	if err != nil {
		t.Fatal(err)
	}
	acts := make([]int32, spec.Slots)
	before := make([]int, 4)
	lateLow := 0.0
	for round := 0; ; round++ {
		m := v.Match(0)
		for p := range before {
			before[p] = m.Score(p)
		}
		env.SampleMasked(r, b.Mask, spec.Actions, acts)
		if b, err = v.Step(acts); err != nil {
			t.Fatal(err)
		}
		gained, mine := 0, m.Score(0)-before[0]
		for p := range before {
			gained += m.Score(p) - before[p]
		}
		want := 0.0
		if gained > 0 {
			want = float64(mine)/float64(gained) - 0.25
		}
		if math.Abs(float64(b.Reward[0])-want) > 1e-6 {
			t.Fatalf("round %d: reward %.6f, want %.6f (%d of %d points)", round, b.Reward[0], want, mine, gained)
		}
		if round >= 400 {
			lateLow = min(lateLow, want)
		}
		if b.Final[0] {
			break
		}
	}
	if lateLow > -0.2 {
		t.Errorf("after round 400 the reward never fell below -0.2 (lowest %.3f): a random learner against three Dummies keeps its cities?", lateLow)
	}
}

// TestRoundsRewardMustBeFinite: a NaN or infinite rounds reward is refused.
func TestRoundsRewardMustBeFinite(t *testing.T) {
	for _, x := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if (env.RewardConfig{Terminal: "rank", Rounds: x}).Validate() == nil {
			t.Errorf("rounds %v validated", x)
		}
	}
}
