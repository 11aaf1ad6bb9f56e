package env_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
)

// TestRewardsAreCreditedToTheirSeat plays whole episodes of every game with
// random learners, alone and two to an env, and checks per agent that the
// rewards of its episode sum to the return the env reports, that the
// episode's seat and scores are its own match's, and that the default
// reward (rank, plus the change of my share) is positive exactly when the
// final place is in the top half.
func TestRewardsAreCreditedToTheirSeat(t *testing.T) {
	for _, name := range env.GameNames() {
		t.Run(name, func(t *testing.T) {
			rnd, err := agents.Seat(name, "Random")
			if err != nil {
				t.Fatal(err)
			}
			lineups := [][]env.Seat{
				{env.Learner, rnd, rnd, rnd},
				{rnd, rnd, env.Learner, rnd},
				{rnd, env.Learner, rnd, env.Learner},
			}
			for _, seats := range lineups {
				checkCredit(t, name, seats)
			}
		})
	}
}

func checkCredit(t *testing.T, game string, seats []env.Seat) {
	v, err := env.NewVecEnv(env.VecConfig{Game: game, Mode: env.Units, NumEnvs: 2, Seats: seats, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	spec := v.Spec()
	r := rand.New(rand.NewPCG(3, 4))
	b, err := v.Reset(9)
	if err != nil {
		t.Fatal(err)
	}
	acts := make([]int32, v.NumAgents()*spec.Slots)
	sum := make([]float64, v.NumAgents())
	ended := 0
	for ended < v.NumAgents() {
		env.SampleMasked(r, b.Mask, spec.Actions, acts)
		if b, err = v.Step(acts); err != nil {
			t.Fatal(err)
		}
		for a := range sum {
			sum[a] += float64(b.Reward[a])
			if !b.Final[a] {
				continue
			}
			ended++
			ep, m, seat := b.Episode[a], v.Match(a/v.LearnersPerEnv()), v.LearnerSeat(a)
			if math.Abs(sum[a]-ep.Return) > 1e-4 {
				t.Errorf("agent %d: rewards sum to %.6f, the episode's return is %.6f", a, sum[a], ep.Return)
			}
			scores := make([]int, m.Config().NumPlayers())
			for p := range scores {
				scores[p] = m.Score(p)
			}
			if ep.Seat != seat || !slices.Equal(ep.Scores, scores) || ep.Place != env.Place(scores, seat) {
				t.Errorf("agent %d at seat %d: episode %+v, match scores %v", a, seat, ep, scores)
			}
			if top := ep.Place < 2.5; (ep.Return > 0) != top && ep.Place != 2.5 {
				t.Errorf("agent %d: place %.1f but return %.3f", a, ep.Place, ep.Return)
			}
			t.Logf("%s seat %d: place %.1f, return %.3f, scores %v", game, seat, ep.Place, ep.Return, scores)
			sum[a] = 0
		}
	}
}
