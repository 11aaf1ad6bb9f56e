package dominator

import (
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/export/exporttest"
)

// timingRepeat is how many times the harness plays each recorded state: a
// round's time is the median of its calls (so that another process taking
// the core for a while does not count), and the first call of the match,
// which decodes the weights, is reported on its own.
const timingRepeat = 9

// timingRuns is how many times the whole dump is replayed.
const timingRuns = 3

// viewRecorder plays the Go reference in its seat and dumps every round as
// each of the four seats sees it (so with up to 122 units of one seat, as
// when Dummy has captured nearly everything).
type viewRecorder struct {
	ref  env.Player
	dump *[]byte
}

func (r *viewRecorder) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*dom.Match)
	if m.Round() == 0 {
		*r.dump = domDump.AppendMatch(*r.dump, fmt.Sprintf("s%d", m.Seed()), m)
	}
	for q := range 4 {
		*r.dump = AppendRound(*r.dump, m, q, timingRepeat, nil)
	}
	if m.Round() == 100 {
		// a state no match reaches: this seat holds every farmer and knight
		*r.dump = AppendRound(*r.dump, m, me, timingRepeat, func(int) int { return me })
	}
	r.ref.Play(em, me, out)
}

// TestExportedPlayerTiming times play(), compiled on its own as the Game
// links it, on every round of two matches seen from every seat, and in a
// state where it holds all 120 farmers and knights: the median and the
// worst round must stay within 5 ms.
func TestExportedPlayerTiming(t *testing.T) {
	timePlay(t, env.Units)
}

// TestExportedFactsPlayerTiming is the same for the facts-mode export,
// whose play() also reads the whole board's facts (its three goal fields
// each round).
func TestExportedFactsPlayerTiming(t *testing.T) {
	timePlay(t, env.Facts)
}

// TestExportedPlanPlayerTiming is the same for the plan-mode export,
// whose play() also plans the Overlord's orders (its fields and searches
// over the whole board) each round.
func TestExportedPlanPlayerTiming(t *testing.T) {
	timePlay(t, env.Plan)
}

// timePlay times the export of a default-size network of mode.
func timePlay(t *testing.T, mode env.Mode) {
	c := exporttest.Exported(t, mode, 7, exporttest.Case{Harness: harness(), Name: "EdaTime"}, exporttest.Orders)
	ref := c.Ref
	bin := exporttest.Build(t, game, c.Replay, c.Src, c.Name, false)
	var dump []byte
	for k, seed := range []int32{3, 4} {
		names := []string{"Dummy", "Demo", "Random", "Dummy"}
		seats := make([]env.Seat, 4)
		for p := range seats {
			s, err := agents.Seat("dominator", names[(p+k)%4])
			if err != nil {
				t.Fatal(err)
			}
			seats[p] = s
		}
		at := int(seed) % 4
		seats[at] = env.Seat{Name: "Ref", New: func(int, *jutge.Random) env.Player {
			return &viewRecorder{ref: ref(at, nil), dump: &dump}
		}}
		if _, err := (&env.MatchRun{Config: dom.Default(), Seed: seed, Seats: seats}).Run(); err != nil {
			t.Fatal(err)
		}
	}
	// Each state's time is the median of its timingRepeat calls, the best of
	// timingRuns runs of the whole dump; the first call of a match (which
	// decodes the weights) is the best over the runs too.
	var rounds []int64
	var first, slowestCall int64
	most := 0
	for run := 0; run < timingRuns; run++ {
		lines := exporttest.Run(t, bin, c.Name, dump)
		if run == 0 {
			rounds = make([]int64, len(lines))
		}
		if len(lines) != len(rounds) {
			t.Fatalf("run %d: %d states, want %d", run, len(lines), len(rounds))
		}
		var runFirst int64
		for k, l := range lines {
			if l.Warnings != 0 || l.Calls != len(l.Orders) {
				t.Errorf("%s round %d: %d calls, %d commands, %d warnings", l.Label, l.Round, l.Calls, len(l.Orders), l.Warnings)
			}
			most = max(most, l.Calls)
			if run == 0 || l.MedianNS < rounds[k] {
				rounds[k] = l.MedianNS
			}
			if k == 0 || l.Label != lines[k-1].Label {
				runFirst = max(runFirst, l.MaxNS) // the call that decodes the weights
			} else if run == 0 {
				slowestCall = max(slowestCall, l.MaxNS)
			}
		}
		if run == 0 || runFirst < first {
			first = runFirst
		}
	}
	slices.Sort(rounds)
	med, worst := rounds[len(rounds)/2], rounds[len(rounds)-1]
	if first > 5e6 {
		t.Errorf("the first play(), decoding the weights, takes %.3f ms: over the 5 ms budget", float64(first)/1e6)
	}
	ms := func(ns int64) float64 { return float64(ns) / 1e6 }
	t.Logf("play() over %d states (rounds × seats, %d calls each; up to %d commands): median %.3f ms, worst %.3f ms; "+
		"first call of a match (decoding the weights) %.3f ms; slowest single call of the first run %.3f ms",
		len(rounds), timingRepeat, most, ms(med), ms(worst), ms(first), ms(slowestCall))
	if med > 5e6 || worst > 5e6 {
		t.Errorf("play() takes %.3f ms (median), %.3f ms (worst round): over the 5 ms budget", ms(med), ms(worst))
	}
}
