package env

import (
	"fmt"
	"io"
	"runtime/debug"

	"github.com/edagym/edagym/env/jutge"
)

// Table is one match in play with its seats: the one match loop of edagym.
// `play` and evaluations (MatchRun), the VecEnv and the trainer's
// demonstrations all step matches through it, so every player everywhere
// runs in the same sandbox: a player that panics or gives more than
// jutge.MaxOrders orders in a round is aborted for the rest of the match
// (its orders that round are dropped) and the match goes on, as the
// statements say.
//
// A round: Begin, then each seat's orders — Play for a bot seat, or the
// caller records them into Orders(p) (a learner) — then Step.
type Table struct {
	cfg     Config
	seats   []Seat
	log     io.Writer
	m       Match
	players []Player // nil for seats without a factory (learners)
	turns   []int    // the seats in the order they play (Turns)
	orders  []jutge.Orders
	lists   [][]jutge.Order
	aborted []string
}

// NewTable seats players for matches of cfg. log receives the engine's and
// the orders' warnings (nil drops them); the Table must then be used by one
// goroutine at a time per log, as the engine writes to it.
func NewTable(cfg Config, seats []Seat, log io.Writer) (*Table, error) {
	n := cfg.NumPlayers()
	if len(seats) != n {
		return nil, fmt.Errorf("this game needs %d players, got %d", n, len(seats))
	}
	t := &Table{cfg: cfg, seats: seats, log: log, players: make([]Player, n), turns: make([]int, 0, n),
		orders: make([]jutge.Orders, n), lists: make([][]jutge.Order, n), aborted: make([]string, n)}
	for p := range t.orders {
		t.orders[p].Log = log
	}
	return t, nil
}

// Reset starts a match with a seed; bots get fresh players with their own
// generators (seed+p+1), as in the original.
func (t *Table) Reset(seed int32) error {
	m, err := t.cfg.NewMatch(seed, t.log)
	if err != nil {
		return err
	}
	t.m = m
	for p, s := range t.seats {
		t.aborted[p] = ""
		if t.players[p] != nil {
			closePlayer(t.players[p])
		}
		t.players[p] = nil
		if s.New != nil {
			t.players[p] = s.New(p, jutge.NewRandom(jutge.PlayerSeed(seed, p)))
		}
	}
	// the seats that start early (Starter) play last, so that they think
	// while the others play; the orders of a round take effect together at
	// Step, so the order of the turns changes nothing else
	t.turns = t.turns[:0]
	for _, started := range [2]bool{false, true} {
		for p, pl := range t.players {
			if _, ok := pl.(Starter); ok == started {
				t.turns = append(t.turns, p)
			}
		}
	}
	return nil
}

// SetSeats changes who plays from the next Reset on; the match in play
// keeps its players.
func (t *Table) SetSeats(seats []Seat) error {
	if len(seats) != len(t.seats) {
		return fmt.Errorf("this game needs %d players, got %d", len(t.seats), len(seats))
	}
	t.seats = seats
	return nil
}

// Match is the match in play (read-only for callers).
func (t *Table) Match() Match { return t.m }

// Begin starts a round: every seat's orders are empty, and the seats that
// can start early (Starter) are started.
func (t *Table) Begin() {
	for p := range t.orders {
		t.orders[p].Reset(t.m.NumUnits())
	}
	for p, pl := range t.players {
		if s, ok := pl.(Starter); ok && t.aborted[p] == "" {
			s.Start(t.m, p)
		}
	}
}

// Orders is seat p's orders this round: the caller records a learner's
// orders there, and may read (or replace) a bot's after Play.
func (t *Table) Orders(p int) *jutge.Orders { return &t.orders[p] }

// Play lets bot seat p give its orders for the round, unless it was
// aborted before. It returns why p is aborted now ("" if it is not).
func (t *Table) Play(p int) string {
	if t.aborted[p] != "" || t.players[p] == nil {
		return ""
	}
	if why := sandboxed(t.players[p], t.m, p, &t.orders[p]); why != "" {
		t.aborted[p] = why
		t.orders[p].Clear()
		return why
	}
	return ""
}

// PlayBots lets every bot seat play its turn, in the order of Turns.
func (t *Table) PlayBots() {
	for _, p := range t.turns {
		t.Play(p)
	}
}

// Turns is the seats of the match in play in the order they play: those
// started at Begin (Starter) last.
func (t *Table) Turns() []int { return t.turns }

// Close releases what the players of the match in play hold (the
// processes of C++ players): for a match abandoned before its end.
func (t *Table) Close() {
	for _, pl := range t.players {
		if pl != nil {
			closePlayer(pl)
		}
	}
}

// Aborted is why seat p was aborted, or "".
func (t *Table) Aborted(p int) string { return t.aborted[p] }

// Step resolves the round from every seat's orders.
func (t *Table) Step() {
	for p := range t.orders {
		t.lists[p] = t.orders[p].List()
	}
	t.m.Step(t.lists)
}

// sandboxed runs one player's turn, turning a panic (an Abort's reason as
// it is) or an overflow into a reason.
func sandboxed(pl Player, m Match, me int, out *jutge.Orders) (why string) {
	defer func() {
		if e := recover(); e != nil {
			if a, ok := e.(aborted); ok {
				why = string(a)
				return
			}
			why = fmt.Sprintf("panic: %v\n%s", e, debug.Stack())
		}
	}()
	pl.Play(m, me, out)
	if out.Overflow() {
		return fmt.Sprintf("more than %d orders in one round", jutge.MaxOrders)
	}
	return ""
}
