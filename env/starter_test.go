package env_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
)

// early records its calls in a log shared by the seats; it aborts itself
// in round 1 when abort is set.
type early struct {
	log   *[]string
	abort bool
}

func (e early) Start(m env.Match, me int) {
	*e.log = append(*e.log, fmt.Sprintf("start %d/%d", m.Round(), me))
}

func (e early) Play(m env.Match, me int, out *jutge.Orders) {
	*e.log = append(*e.log, fmt.Sprintf("play %d/%d", m.Round(), me))
	if e.abort && m.Round() == 1 {
		env.Abort("gone")
	}
}

// plain records its plays in the same log.
type plain struct{ log *[]string }

func (p plain) Play(m env.Match, me int, out *jutge.Orders) {
	*p.log = append(*p.log, fmt.Sprintf("play %d/%d", m.Round(), me))
}

// TestStartersStartAtBegin: a match run starts every Starter seat at the
// beginning of each round, before any seat plays, with the round's state,
// and asks the started seats last (they think while the others play); a
// seat aborted is started no more.
func TestStartersStartAtBegin(t *testing.T) {
	var log []string
	other := env.Seat{Name: "Plain", New: func(int, *jutge.Random) env.Player { return plain{log: &log} }}
	seat := func(abort bool) env.Seat {
		return env.Seat{Name: "Early", New: func(int, *jutge.Random) env.Player { return early{log: &log, abort: abort} }}
	}
	cfg := ork.Default()
	if _, err := (&env.MatchRun{Config: cfg, Seed: 1, Seats: []env.Seat{seat(false), other, seat(true), other}}).Run(); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"start 0/0", "start 0/2", "play 0/1", "play 0/3", "play 0/0", "play 0/2",
		"start 1/0", "start 1/2", "play 1/1", "play 1/3", "play 1/0", "play 1/2",
		"start 2/0", "play 2/1", "play 2/3", "play 2/0"}
	if got := log[:len(want)]; strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("calls %v, want %v first", got, want)
	}
	if n, rounds := len(log), cfg.NumRounds(); n != 4*rounds+4 {
		t.Errorf("%d calls in %d rounds, want %d", n, rounds, 4*rounds+4)
	}
}
