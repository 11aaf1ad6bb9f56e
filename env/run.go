package env

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"
)

// Seat is one player of a match: its name (as printed in the match file) and
// how to make it.
type Seat struct {
	Name string
	New  PlayerFactory
}

// MatchRun plays one match the way the original Game program does.
type MatchRun struct {
	Config Config
	Seed   int32
	Seats  []Seat
	Out    io.Writer // the match file; nil for none
	Log    io.Writer // the originals' info/warning lines; nil for none
}

// Result is how a match ended.
type Result struct {
	Scores  []int
	Aborted []string // per seat: why it was aborted, "" if it was not
}

// Run plays every round on a Table (so players are sandboxed as
// everywhere: a player that panics or gives more than jutge.MaxOrders
// orders in a round is aborted for the rest of the match and the match goes
// on; Log says who and why). A panic of the engine itself is an error.
func (r *MatchRun) Run() (res Result, err error) {
	cfg := r.Config
	n := cfg.NumPlayers()
	if len(r.Seats) != n {
		return Result{}, fmt.Errorf("this game needs %d players, got %d", n, len(r.Seats))
	}
	defer func() {
		if e := recover(); e != nil {
			err = fmt.Errorf("internal error: %v\n%s", e, debug.Stack())
		}
	}()
	logf := func(format string, args ...any) {
		if r.Log != nil {
			fmt.Fprintf(r.Log, format, args...)
		}
	}
	logf("info: seed %d\ninfo: loading game\n", r.Seed)
	t, err := NewTable(cfg, r.Seats, r.Log)
	if err != nil {
		return Result{}, err
	}
	if err := t.Reset(r.Seed); err != nil {
		return Result{}, err
	}
	defer t.Close()
	logf("info: loaded game\n")
	names := make([]string, n)
	res = Result{Scores: make([]int, n), Aborted: make([]string, n)}
	for p, s := range r.Seats {
		logf("info: loading player %s\n", s.Name)
		names[p] = s.Name
	}
	logf("info: players loaded\n")
	m := t.Match()
	buf := m.AppendHeader(make([]byte, 0, 1<<16), names)
	write := func() error {
		if r.Out != nil && len(buf) > 0 {
			if _, err := r.Out.Write(buf); err != nil {
				return err
			}
		}
		buf = buf[:0]
		return nil
	}
	if err := write(); err != nil {
		return res, err
	}
	if !m.Done() {
		t.Begin()
	}
	for !m.Done() {
		logf("info: start round %d\n", m.Round())
		for _, p := range t.Turns() {
			logf("info:     start player %d\n", p)
			if why := t.Play(p); why != "" {
				logf("error: player %d (%s) aborted: %s\n", p, names[p], why)
			}
			logf("info:     end player %d\n", p)
		}
		t.Step()
		if !m.Done() {
			// the next round begins before this one is written: a seat
			// in another process (Starter) thinks meanwhile
			t.Begin()
		}
		logf("info: end round %d\n", m.Round()-1)
		buf = m.AppendRound(buf)
		if err := write(); err != nil {
			return res, err
		}
	}
	top, best := []string(nil), 0
	for p := range names {
		res.Scores[p] = m.Score(p)
		res.Aborted[p] = t.Aborted(p)
		logf("info: player %s got score %d\n", names[p], res.Scores[p])
		if res.Scores[p] > best {
			top, best = nil, res.Scores[p]
		}
		if res.Scores[p] == best {
			top = append(top, names[p])
		}
	}
	logf("info: player(s) %s got top score\ninfo: game played\n", strings.Join(top, " "))
	return res, nil
}
