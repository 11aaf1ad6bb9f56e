package madmax

import (
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	mm "github.com/edagym/edagym/env/madmax"
	"github.com/edagym/edagym/export/exporttest"
)

// timer plays the Go reference in one seat and dumps every round it sees,
// to be played repeat times, with the reference's orders.
type timer struct {
	ref    env.Player
	repeat int
	dump   []byte
	want   [][]jutge.Order
}

func (p *timer) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*mm.Match)
	if p.dump == nil {
		p.dump = madmaxDump.AppendMatch(p.dump, "timed", m)
	}
	p.dump = AppendRound(p.dump, m, me, p.repeat, nil)
	p.ref.Play(m, me, out)
	p.want = append(p.want, slices.Clone(out.List()))
}

// TestExportedPlayerTiming times play() with the player compiled on its own
// (as the Game links it), over every round of a match against Dummy, Demo
// and Random, each round played 5 times (its median is the round's time);
// the first play() of a match (which caches the board and decodes the
// weights) over 9 fresh players holding all 92 units on their turn; and
// 201 calls in a state where the player holds all 92 units on its turn.
// The median and worst round, the first play() (median of the 9) and the
// 92-unit state (median) must stay within 5 ms; single calls are logged
// (a busy machine may preempt one).
func TestExportedPlayerTiming(t *testing.T) {
	checkTiming(t, env.Plan)
}

// TestExportedFactsPlayerTiming is TestExportedPlayerTiming for the
// facts-mode export.
func TestExportedFactsPlayerTiming(t *testing.T) {
	checkTiming(t, env.Facts)
}

// TestExportedNeedsPlayerTiming is TestExportedPlayerTiming for the
// needs-mode export.
func TestExportedNeedsPlayerTiming(t *testing.T) {
	checkTiming(t, env.Needs)
}

// TestExportedRaidsPlayerTiming is TestExportedPlayerTiming for the
// raids-mode export.
func TestExportedRaidsPlayerTiming(t *testing.T) {
	checkTiming(t, env.Raids)
}

// checkTiming times the default export of mode (TestExportedPlayerTiming).
func checkTiming(t *testing.T, mode env.Mode) {
	const budget = 5e6 // ns
	c := exporttest.Exported(t, mode, 7, exporttest.Case{Harness: harness(), Name: "EdaTime"}, exporttest.Orders)
	ref := c.Ref
	cfg := mm.Default()
	const seed, at = 8, 0
	p := &timer{ref: ref(at, nil), repeat: 5}
	rivals, err := agents.Seats("madmax", "Dummy", "Demo", "Random")
	if err != nil {
		t.Fatal(err)
	}
	seats := append([]env.Seat{{Name: "Timed", New: func(int, *jutge.Random) env.Player { return p }}}, rivals...)
	if _, err := (&env.MatchRun{Config: cfg, Seed: seed, Seats: seats}).Run(); err != nil {
		t.Fatal(err)
	}
	// The first play() of 9 new players, in the match's first state where
	// seat 0, on its turn, holds all 92 units: the board, the weights and
	// every unit at once.
	m, err := cfg.New(seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	input := slices.Clone(p.dump)
	const fresh = 9
	for k := 0; k < fresh; k++ {
		input = madmaxDump.AppendMatch(input, fmt.Sprintf("first%d", k), m)
		input = AppendRound(input, m, 0, 1, func(int) int { return 0 })
	}
	bin := exporttest.Build(t, game, c.Replay, c.Src, c.Name, false)
	lines := exporttest.Run(t, bin, c.Name, input)
	if len(lines) != len(p.want)+fresh {
		t.Fatalf("harness answered %d rounds, want %d", len(lines), len(p.want)+fresh)
	}
	var rounds, first []int64
	slowest := int64(0)
	for k, l := range lines {
		if l.Warnings != 0 || l.Calls != len(l.Orders) {
			t.Errorf("%s round %d: %d calls, %d commands, %d warnings", l.Label, l.Round, l.Calls, len(l.Orders), l.Warnings)
		}
		slowest = max(slowest, l.MaxNS)
		if k >= len(p.want) {
			first = append(first, l.MaxNS)
			continue
		}
		rounds = append(rounds, l.MedianNS)
		if !slices.Equal(l.Orders, p.want[k]) {
			t.Errorf("round %d: exported player gave %v, Go nn: player %v", l.Round, l.Orders, p.want[k])
		}
	}
	// A round's time is its least median over at most three replays of the
	// dump: play() does the same work each time, and only another job taking
	// the core (go test runs the export packages side by side) makes it slower.
	for replay := 1; replay < 3 && slices.Max(rounds) > budget; replay++ {
		again := exporttest.Run(t, bin, c.Name, input)
		for k := range rounds {
			rounds[k] = min(rounds[k], again[k].MedianNS)
		}
	}
	slices.Sort(rounds)
	slices.Sort(first)
	ms := func(ns int64) float64 { return float64(ns) / 1e6 }
	median, worst, firstMedian := rounds[len(rounds)/2], rounds[len(rounds)-1], first[len(first)/2]
	t.Logf("%s mode: play() over %d rounds (each the median of %d calls): median %.3f ms, worst %.3f ms; first play() of a match (board, weights, 92 units): median %.3f ms over %d players, slowest %.3f ms; slowest single call %.3f ms",
		mode, len(rounds), p.repeat, ms(median), ms(worst), ms(firstMedian), fresh, ms(first[len(first)-1]), ms(slowest))
	for what, ns := range map[string]int64{"median round": median, "worst round": worst, "first play()": firstMedian} {
		if ns > budget {
			t.Errorf("%s takes %.3f ms, over the %.0f ms budget", what, ms(ns), ms(budget))
		}
	}
	// Holding every unit on my turn: 92 units asked, the most a seat can have.
	c.Seeds, c.Opponents, c.TimeRepeat = []int32{9}, []string{"Null"}, 201
	c.Run(t)
}
