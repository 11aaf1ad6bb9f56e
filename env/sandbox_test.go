package env_test

import (
	"strings"
	"sync/atomic"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// boom plays as Random and panics in its third round.
type boom struct {
	env.Player
	round int
}

func (b *boom) Play(m env.Match, me int, out *jutge.Orders) {
	if b.round++; b.round == 3 {
		panic("boom")
	}
	b.Player.Play(m, me, out)
}

// TestVecEnvSandboxesBots: a bot that panics in a VecEnv is aborted for the
// rest of its match, as in a match, and the episode goes on to its end.
func TestVecEnvSandboxesBots(t *testing.T) {
	random, _ := agents.New("orkisland", "Random")
	bomb := env.Seat{Name: "Boom", New: func(me int, r *jutge.Random) env.Player { return &boom{Player: random(me, r)} }}
	rnd, _ := agents.Seat("orkisland", "Random")
	v := newVec(t, env.VecConfig{Game: "orkisland", NumEnvs: 3, Workers: 2, Seats: []env.Seat{env.Learner, bomb, rnd, rnd}})
	b := reset(t, v, 1)
	actions := make([]int32, v.NumAgents()*v.Spec().Slots)
	for step := 0; step < v.Spec().Rounds; step++ {
		var err error
		if b, err = v.Step(actions); err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
	}
	if !b.Final[0] {
		t.Fatal("the episode did not end")
	}
}

// TestVecEnvSurvivesPanics: a panic outside a player's turn (here a player
// factory, at the autoreset, on a worker goroutine) breaks that env: Step
// returns an error naming it, every later call too, and the process lives.
func TestVecEnvSurvivesPanics(t *testing.T) {
	var made atomic.Int32
	bad := env.Seat{Name: "Bad", New: func(me int, r *jutge.Random) env.Player {
		if made.Add(1) > 3 { // the three envs' first matches, then no more
			panic("cannot make a player")
		}
		return nil
	}}
	nul, _ := agents.Seat("orkisland", "Null")
	v := newVec(t, env.VecConfig{Game: "orkisland", NumEnvs: 3, Workers: 2, Seats: []env.Seat{env.Learner, bad, nul, nul}})
	reset(t, v, 1)
	actions := make([]int32, v.NumAgents()*v.Spec().Slots)
	var err error
	for step := 0; step <= v.Spec().Rounds && err == nil; step++ {
		_, err = v.Step(actions)
	}
	if err == nil || !strings.Contains(err.Error(), "cannot make a player") {
		t.Fatalf("the autoreset's panic: %v", err)
	}
	if _, again := v.Step(actions); again == nil {
		t.Fatal("a broken env stepped again")
	}
}
