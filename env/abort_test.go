package env_test

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
)

// quitter aborts itself with env.Abort in round 2.
type quitter struct{}

func (quitter) Play(m env.Match, me int, out *jutge.Orders) {
	if m.Round() == 2 {
		env.Abort("ran out of time in round 2")
	}
}

// holder counts how often it is closed (as a C++ player's process is).
type holder struct{ closed *int }

func (holder) Play(env.Match, int, *jutge.Orders) {}
func (h holder) Close() error {
	*h.closed++
	return nil
}

// TestAbortGivesItsReason: a player that aborts itself with env.Abort is
// aborted with that reason as it is, without a stack trace, and the match
// goes on.
func TestAbortGivesItsReason(t *testing.T) {
	null := env.Seat{Name: "Null", New: func(int, *jutge.Random) env.Player { return holder{closed: new(int)} }}
	q := env.Seat{Name: "Quitter", New: func(int, *jutge.Random) env.Player { return quitter{} }}
	var log strings.Builder
	res, err := (&env.MatchRun{Config: ork.Default(), Seed: 1, Seats: []env.Seat{null, q, null, null}, Log: &log}).Run()
	if err != nil {
		t.Fatal(err)
	}
	if res.Aborted[1] != "ran out of time in round 2" {
		t.Errorf("reason %q", res.Aborted[1])
	}
	if !strings.Contains(log.String(), "error: player 1 (Quitter) aborted: ran out of time in round 2\n") || !strings.Contains(log.String(), "info: end round 199") {
		t.Errorf("log: %s", log.String()[len(log.String())-300:])
	}
}

// TestPlayersAreClosed: a match run closes its players at its end, a new
// match on a Table closes the last match's, and so do Table.Close and
// VecEnv.Close, for a match abandoned in play.
func TestPlayersAreClosed(t *testing.T) {
	closed := 0
	seat := env.Seat{Name: "Holder", New: func(int, *jutge.Random) env.Player { return holder{closed: &closed} }}
	seats := []env.Seat{seat, seat, seat, seat}
	if _, err := (&env.MatchRun{Config: ork.Default(), Seed: 1, Seats: seats}).Run(); err != nil {
		t.Fatal(err)
	}
	if closed != 4 {
		t.Errorf("a match closed %d players, want 4", closed)
	}
	closed = 0
	tb, err := env.NewTable(ork.Default(), seats, nil)
	if err != nil {
		t.Fatal(err)
	}
	for seed := int32(1); seed <= 2; seed++ {
		if err := tb.Reset(seed); err != nil {
			t.Fatal(err)
		}
	}
	if closed != 4 {
		t.Errorf("a second Reset closed %d players, want 4", closed)
	}
	tb.Close()
	if closed != 8 {
		t.Errorf("Table.Close: %d closed, want 8", closed)
	}
	closed = 0
	v := newVec(t, env.VecConfig{Game: "orkisland", NumEnvs: 2, Workers: 1, Seats: []env.Seat{env.Learner, seat, seat, seat}})
	reset(t, v, 1)
	v.Close()
	if closed != 6 {
		t.Errorf("VecEnv.Close: %d closed, want 6", closed)
	}
}
