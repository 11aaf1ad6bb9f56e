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

// TestStartersStartAtBegin: a match run starts every Starter seat at the
// beginning of each round, before any seat plays, with the round's state;
// a seat aborted is started no more.
func TestStartersStartAtBegin(t *testing.T) {
	var log []string
	plain := env.Seat{Name: "Null", New: func(int, *jutge.Random) env.Player { return quitter{} }}
	seat := func(abort bool) env.Seat {
		return env.Seat{Name: "Early", New: func(int, *jutge.Random) env.Player { return early{log: &log, abort: abort} }}
	}
	cfg := ork.Default()
	if _, err := (&env.MatchRun{Config: cfg, Seed: 1, Seats: []env.Seat{seat(false), plain, seat(true), plain}}).Run(); err != nil {
		t.Fatal(err)
	}
	want := []string{"start 0/0", "start 0/2", "play 0/0", "play 0/2", "start 1/0", "start 1/2", "play 1/0", "play 1/2",
		"start 2/0", "play 2/0"}
	if got := log[:len(want)]; strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("calls %v, want %v first", got, want)
	}
	if n := len(log); n != 2*cfg.NumRounds()+4 {
		t.Errorf("%d calls in %d rounds, want %d", n, cfg.NumRounds(), 2*cfg.NumRounds()+4)
	}
}
