package env_test

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// TestReseat: new seats take effect at the env's next match, not in the
// match in play, and only for that env; the learners cannot move.
func TestReseat(t *testing.T) {
	const game = "dominator"
	null, err := agents.New(game, "Null")
	if err != nil {
		t.Fatal(err)
	}
	made := 0
	counted := env.Seat{Name: "Counted", New: func(me int, r *jutge.Random) env.Player { made++; return null(me, r) }}
	v := newVec(t, env.VecConfig{Game: game, NumEnvs: 2, Workers: 1, Seats: seats(t, game, "learner", "Null", "Null", "Null")})
	actions := make([]int32, v.NumAgents()*v.Spec().Slots)
	for i := range actions {
		actions[i] = int32(v.Spec().Actions - 1)
	}
	reset(t, v, 1)
	if err := v.Reseat(1, []env.Seat{env.Learner, counted, counted, counted}); err != nil {
		t.Fatal(err)
	}
	for step := 0; step < v.Spec().Rounds; step++ {
		if _, err := v.Step(actions); err != nil {
			t.Fatal(err)
		}
	}
	if made != 0 {
		t.Fatalf("the match in play got %d new players", made)
	}
	if _, err := v.Step(actions); err != nil { // autoreset
		t.Fatal(err)
	}
	if made != 3 {
		t.Fatalf("env 1's next match made %d players of the new seats, want 3", made)
	}
	for _, bad := range [][]env.Seat{{counted, env.Learner, counted, counted}, {env.Learner, env.Learner, counted, counted}} {
		if err := v.Reseat(0, bad); err == nil || !strings.Contains(err.Error(), "learners") {
			t.Errorf("moving the learner: err %v", err)
		}
	}
	if err := v.Reseat(0, []env.Seat{env.Learner, counted}); err == nil {
		t.Error("two seats for a four-player game accepted")
	}
	if err := v.Reseat(2, []env.Seat{env.Learner, counted, counted, counted}); err == nil {
		t.Error("env 2 of 2 accepted")
	}
}
