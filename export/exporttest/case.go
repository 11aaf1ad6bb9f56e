package exporttest

import (
	"fmt"
	"sort"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/policies"
)

// Harness is a game's part of every comparison: what Case.Run needs of
// the game beyond the exported file and the matches. Each game's export
// tests build theirs once (harness()) and put it in every Case.
type Harness struct {
	Game        string // the game's registry name
	Replay      string // the directory of the game's replay.hh (Build)
	Dump        Dumper
	NoOrder     int      // the direction a unit without an order takes (its "none")
	DefaultMode env.Mode // the mode of a Case that names none: the game's default export mode
	Intensity   []int    // the planes a trained network reads scaled by 1/255 (Net)
	// Timed, if set, is the state a Case's TimeRepeat times play() in.
	Timed func(repeat int) *Timing
	// Check, if set, runs the game's own checks of a Run's report (such as
	// that the compared rows include the feature cases Case.Cover names).
	Check func(t *testing.T, c *Case, rep *Report)
}

// Case is one comparison of an exported file with its Go reference.
type Case struct {
	Harness
	Src        []byte
	Name       string
	Ref, Float env.PlayerFactory // Float, if set, is the unquantised network
	Seeds      []int32           // one match each
	Opponents  []string          // rotated over the other seats
	Config     env.Config        // nil: the game's default
	Views      bool              // replay every round as each seat sees it (recorder)
	Rows       *policies.Net     // compare the encoder's input rows (and masks) too, read with its channel scales
	Mode       env.Mode          // the observation mode the rows come from ("": the Harness's DefaultMode)
	Cover      []string          // feature cases the compared rows must include (the Harness's Check reads them)
	TimeRepeat int               // > 0: time play() this many times in the Harness's timed state
	Timing     *Timing           // time play() in one more state (TimeRepeat sets it)
}

// Timing times play() in a state the game builds: at round Round of the
// first match, State appends a match block and a round block to play
// Repeat times (such as one where the player holds every unit).
type Timing struct {
	Round    int
	Repeat   int
	State    func(dst []byte, m env.Match, me, repeat int) []byte
	MaxCalls int   // the state's units: at most this many orders
	BudgetNS int64 // the median play() must stay within
}

// Report is what Run compared, for checks of the game's own.
type Report struct {
	WantRows [][]Row // per state, the Go input rows and masks (with Rows)
	TimesNS  []int64 // per state, the median time of its play() calls
	MaxNS    []int64 // per state, the slowest of its play() calls
}

// Run plays one match per seed with the reference player in one seat
// against the opponents, replays every round into the exported player and
// compares the orders (and the input rows).
func (c Case) Run(t *testing.T) *Report {
	t.Helper()
	if c.Mode == "" {
		c.Mode = c.DefaultMode
	}
	if c.TimeRepeat > 0 && c.Timing == nil {
		c.Timing = c.Timed(c.TimeRepeat)
	}
	bin := Build(t, c.Game, c.Replay, c.Src, c.Name, c.Rows != nil)
	rec := &recording{}
	var timing []byte
	cfg := c.Config
	if cfg == nil {
		var err error
		if _, cfg, err = env.LookupDefault(c.Game); err != nil {
			t.Fatal(err)
		}
	}
	P := cfg.NumPlayers()
	for k, seed := range c.Seeds {
		seats := make([]env.Seat, P)
		at := int(seed) % P
		for p := range seats {
			s, err := agents.Seat(c.Game, c.Opponents[(p+k)%len(c.Opponents)])
			if err != nil {
				t.Fatal(err)
			}
			seats[p] = s
		}
		r := &recorder{c: &c, label: fmt.Sprintf("s%d", seed), ref: c.Ref(at, nil), rec: rec}
		if c.Float != nil {
			r.other = c.Float(at, nil)
		}
		if c.Timing != nil && k == 0 {
			r.onRound = func(m env.Match, me int) {
				if m.Round() == c.Timing.Round {
					timing = c.Timing.State(timing, m, me, c.Timing.Repeat)
				}
			}
		}
		seats[at] = env.Seat{Name: "Exported", New: func(int, *jutge.Random) env.Player { return r }}
		if _, err := (&env.MatchRun{Config: cfg, Seed: seed, Seats: seats}).Run(); err != nil {
			t.Fatal(err)
		}
	}
	lines := Run(t, bin, c.Name, append(rec.dump, timing...))
	if len(lines) != len(rec.want)+boolInt(timing != nil) {
		t.Fatalf("harness answered %d rounds, want %d", len(lines), len(rec.want)+boolInt(timing != nil))
	}
	rep := &Report{WantRows: rec.wantRows}
	for _, l := range lines[:len(rec.want)] {
		rep.TimesNS = append(rep.TimesNS, l.MedianNS)
		rep.MaxNS = append(rep.MaxNS, l.MaxNS)
	}
	c.compare(t, rec, lines)
	if timing != nil {
		c.Timing.check(t, lines[len(lines)-1])
	}
	if c.Check != nil {
		c.Check(t, &c, rep)
	}
	return rep
}

// compare checks every recorded state's orders and rows and logs the figures.
func (c *Case) compare(t *testing.T, rec *recording, lines []Line) {
	t.Helper()
	identical, mismatches, units, unitsSame, rowsSame, rowsAll := 0, 0, 0, 0, 0, 0
	var times []int64
	for k, w := range rec.want {
		got := lines[k]
		times = append(times, got.MedianNS)
		if got.Warnings != 0 || got.Calls != len(got.Orders) || got.Calls > jutge.MaxOrders {
			t.Errorf("%s round %d seat %d: %d calls, %d commands, %d API warnings", got.Label, got.Round, rec.seats[k], got.Calls, len(got.Orders), got.Warnings)
		}
		if ordersEqual(got.Orders, w) {
			identical++
		} else if mismatches++; mismatches <= 5 {
			t.Errorf("%s round %d seat %d: exported player gave %v, Go nn: player %v", got.Label, got.Round, rec.seats[k], got.Orders, w)
		}
		ids := map[int]bool{}
		for _, o := range got.Orders {
			if ids[o.Unit] {
				t.Errorf("%s round %d seat %d: two commands for unit %d", got.Label, got.Round, rec.seats[k], o.Unit)
			}
			ids[o.Unit] = true
		}
		for _, o := range w {
			ids[o.Unit] = true
		}
		for id := range ids {
			units++
			if c.dirOf(got.Orders, id) == c.dirOf(w, id) {
				unitsSame++
			}
		}
		if c.Rows != nil {
			wr := rec.wantRows[k]
			if len(got.Rows) != len(wr) {
				t.Fatalf("%s round %d seat %d: %d input rows, Go has %d", got.Label, got.Round, rec.seats[k], len(got.Rows), len(wr))
			}
			for u := range wr {
				rowsAll++
				if d := rowDiff(got.Rows[u], wr[u]); d == "" {
					rowsSame++
				} else if rowsAll-rowsSame <= 5 {
					t.Errorf("%s round %d seat %d: %s", got.Label, got.Round, rec.seats[k], d)
				}
			}
		}
	}
	what := "rounds"
	if c.Views {
		what = "states (rounds × seats)"
	}
	t.Logf("%d/%d %s identical (%.2f%%) over %d matches; %d/%d ordered units agree",
		identical, len(rec.want), what, 100*float64(identical)/float64(len(rec.want)), len(c.Seeds), unitsSame, units)
	if c.Rows != nil {
		t.Logf("input rows: %d/%d identical bit for bit, masks included", rowsSame, rowsAll)
	}
	if rec.total > 0 {
		t.Logf("quantised vs float32 Go player: %d/%d unit decisions agree (%.2f%%)", rec.same, rec.total, 100*float64(rec.same)/float64(rec.total))
	}
	sort.Slice(times, func(a, b int) bool { return times[a] < times[b] })
	t.Logf("play() over the recorded rounds: median %.3f ms, max %.3f ms", float64(times[len(times)/2])/1e6, float64(times[len(times)-1])/1e6)
}

// check looks at the timed state's line.
func (tm *Timing) check(t *testing.T, tl Line) {
	t.Helper()
	if tl.Warnings != 0 || tl.Calls > tm.MaxCalls || tl.Calls != len(tl.Orders) {
		t.Errorf("%d-unit state: %d calls, %d commands, %d warnings", tm.MaxCalls, tl.Calls, len(tl.Orders), tl.Warnings)
	}
	t.Logf("play() holding all %d units: median %.3f ms over %d calls (slowest %.3f ms: the first call decodes the weights)",
		tm.MaxCalls, float64(tl.MedianNS)/1e6, tm.Repeat, float64(tl.MaxNS)/1e6)
	if tl.MedianNS > tm.BudgetNS {
		t.Errorf("play() holding %d units takes %.3f ms, over the %.0f ms budget", tm.MaxCalls, float64(tl.MedianNS)/1e6, float64(tm.BudgetNS)/1e6)
	}
}
