package env

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"

	"github.com/edagym/edagym/env/jutge"
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

// Run plays every round. A player that panics or gives more than
// jutge.MaxOrders orders in a round is aborted for the rest of the match (its
// orders that round are dropped) and the match goes on; Log says who and why.
func (r *MatchRun) Run() (Result, error) {
	cfg := r.Config
	n := cfg.NumPlayers()
	if len(r.Seats) != n {
		return Result{}, fmt.Errorf("this game needs %d players, got %d", n, len(r.Seats))
	}
	logf := func(format string, args ...any) {
		if r.Log != nil {
			fmt.Fprintf(r.Log, format, args...)
		}
	}
	logf("info: seed %d\ninfo: loading game\n", r.Seed)
	m, err := cfg.NewMatch(r.Seed, r.Log)
	if err != nil {
		return Result{}, err
	}
	logf("info: loaded game\n")
	names := make([]string, n)
	players := make([]Player, n)
	orders := make([]jutge.Orders, n)
	lists := make([][]jutge.Order, n)
	res := Result{Scores: make([]int, n), Aborted: make([]string, n)}
	for p, s := range r.Seats {
		logf("info: loading player %s\n", s.Name)
		names[p] = s.Name
		players[p] = s.New(p, jutge.NewRandom(jutge.PlayerSeed(r.Seed, p)))
		orders[p].Log = r.Log
	}
	logf("info: players loaded\n")
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
	for !m.Done() {
		logf("info: start round %d\n", m.Round())
		for p := range players {
			logf("info:     start player %d\n", p)
			orders[p].Reset(m.NumUnits())
			if res.Aborted[p] == "" {
				if why := play(players[p], m, p, &orders[p]); why != "" {
					res.Aborted[p] = why
					orders[p].Clear()
					logf("error: player %d (%s) aborted: %s\n", p, names[p], why)
				}
			}
			lists[p] = orders[p].List()
			logf("info:     end player %d\n", p)
		}
		m.Step(lists)
		logf("info: end round %d\n", m.Round()-1)
		buf = m.AppendRound(buf)
		if err := write(); err != nil {
			return res, err
		}
	}
	top, best := []string(nil), 0
	for p := range players {
		res.Scores[p] = m.Score(p)
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

// play runs one player's turn, turning a panic or an overflow into a reason.
func play(pl Player, m Match, me int, out *jutge.Orders) (why string) {
	defer func() {
		if e := recover(); e != nil {
			why = fmt.Sprintf("panic: %v\n%s", e, debug.Stack())
		}
	}()
	pl.Play(m, me, out)
	if out.Overflow() {
		return fmt.Sprintf("more than %d orders in one round", jutge.MaxOrders)
	}
	return ""
}
