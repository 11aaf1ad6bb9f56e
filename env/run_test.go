package env_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
)

// faulty misbehaves from round 3 on: it panics, or gives 1001 orders.
type faulty struct{ flood bool }

func (f faulty) Play(m env.Match, me int, out *jutge.Orders) {
	if m.Round() < 3 {
		return
	}
	if !f.flood {
		var units []int
		_ = units[m.Round()] // index out of range: a panic, as a buggy player would
	}
	for i := 0; i <= jutge.MaxOrders; i++ {
		out.Add(i%m.NumUnits(), 0)
	}
}

// TestFaultyPlayersAreAborted: a player that panics or gives more than 1000
// orders is aborted for the rest of the match, which completes; the log
// says who and why.
func TestFaultyPlayersAreAborted(t *testing.T) {
	demo, err := agents.Seat("orkisland", "Demo")
	if err != nil {
		t.Fatal(err)
	}
	panics := env.Seat{Name: "Panics", New: func(int, *jutge.Random) env.Player { return faulty{} }}
	floods := env.Seat{Name: "Floods", New: func(int, *jutge.Random) env.Player { return faulty{flood: true} }}
	var out, log bytes.Buffer
	run := env.MatchRun{Config: ork.Default(), Seed: 5, Seats: []env.Seat{demo, panics, floods, demo}, Out: &out, Log: &log}
	res, err := run.Run()
	if err != nil {
		t.Fatal(err)
	}
	if res.Aborted[0] != "" || res.Aborted[3] != "" {
		t.Errorf("well-behaved players aborted: %q", res.Aborted)
	}
	if !strings.Contains(res.Aborted[1], "panic") || !strings.Contains(res.Aborted[2], "more than 1000 orders") {
		t.Errorf("aborted reasons: %q", res.Aborted)
	}
	if !strings.Contains(out.String(), "\nround 200\n") {
		t.Error("the match did not run to the end")
	}
	for _, want := range []string{"error: player 1 (Panics) aborted: panic", "error: player 2 (Floods) aborted: more than 1000 orders", "got top score"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("log lacks %q", want)
		}
	}
	if n := strings.Count(log.String(), "aborted"); n != 2 {
		t.Errorf("%d abort lines, want one per faulty player", n)
	}
}
