package env_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
)

// TestUnitsRewardSumsToTheShareChange plays Dominator episodes with a random
// learner against three Dummies (whose knights capture its units), rewarded
// for units alone: each episode's rewards must sum to its final share of
// the units minus its first (a quarter), and some rewards must be negative
// in the round a unit is lost.
func TestUnitsRewardSumsToTheShareChange(t *testing.T) {
	dummy, err := agents.Seat("dominator", "Dummy")
	if err != nil {
		t.Fatal(err)
	}
	v, err := env.NewVecEnv(env.VecConfig{Game: "dominator", Mode: env.Units, NumEnvs: 2, Workers: 2,
		Seats:  []env.Seat{env.Learner, dummy, dummy, dummy},
		Reward: env.RewardConfig{Terminal: "none", Units: 1}})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	spec := v.Spec()
	r := rand.New(rand.NewPCG(5, 6))
	b, err := v.Reset(3)
	if err != nil {
		t.Fatal(err)
	}
	acts := make([]int32, v.NumAgents()*spec.Slots)
	sum := make([]float64, v.NumAgents())
	negative := 0
	for ended := 0; ended < v.NumAgents(); {
		env.SampleMasked(r, b.Mask, spec.Actions, acts)
		if b, err = v.Step(acts); err != nil {
			t.Fatal(err)
		}
		for a := range sum {
			sum[a] += float64(b.Reward[a])
			if b.Reward[a] < 0 {
				negative++
			}
			if !b.Final[a] {
				continue
			}
			ended++
			h := v.Match(a).(env.UnitHolder)
			all := 0
			for p := 0; p < 4; p++ {
				all += h.UnitsHeld(p)
			}
			want := float64(h.UnitsHeld(0))/float64(all) - 0.25
			if math.Abs(sum[a]-want) > 1e-4 {
				t.Errorf("agent %d: rewards sum to %.5f, the share of units changed by %.5f", a, sum[a], want)
			}
		}
	}
	if negative == 0 {
		t.Error("no round lost a unit to three Dummies: the reward never fell")
	}
}

// TestUnitsChangeHands: the games whose units change hands say so; their
// units are all held by the players (Moria's Sauron aside) when a match
// starts, a quarter each.
func TestUnitsChangeHands(t *testing.T) {
	for _, game := range []string{"dominator", "madmax", "moria"} {
		_, cfg, err := env.LookupDefault(game)
		if err != nil {
			t.Fatal(err)
		}
		m, err := cfg.NewMatch(1, nil)
		if err != nil {
			t.Fatal(err)
		}
		h, ok := m.(env.UnitHolder)
		if !ok {
			t.Errorf("%s: its units change hands, its Match is no UnitHolder", game)
			continue
		}
		for p := 1; p < 4; p++ {
			if h.UnitsHeld(p) != h.UnitsHeld(0) || h.UnitsHeld(0) == 0 {
				t.Errorf("%s: player %d holds %d units, player 0 %d", game, p, h.UnitsHeld(p), h.UnitsHeld(0))
			}
		}
	}
}

// TestUnitsRewardNeedsUnitsThatChangeHands: a game whose units never change
// owner cannot reward their share, and says so.
func TestUnitsRewardNeedsUnitsThatChangeHands(t *testing.T) {
	_, err := env.NewVecEnv(env.VecConfig{Game: "orkisland", NumEnvs: 1, Seats: []env.Seat{env.Learner, {}, {}, {}},
		Reward: env.RewardConfig{Terminal: "rank", Units: 1}})
	if err == nil || !strings.Contains(err.Error(), "change hands") {
		t.Fatalf("got %v, want an error that orkisland's units never change hands", err)
	}
	if (env.RewardConfig{Terminal: "rank", Units: math.NaN()}).Validate() == nil {
		t.Error("a NaN units reward validated")
	}
}
