// Package benchtest holds what the games' benchmarks share.
package benchtest

import (
	"io"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// Matches times whole matches of game's config with player in every seat,
// match file to io.Discard, on seeds 1..seeds in turn: a match's time, to
// set beside the original Game's.
func Matches(b *testing.B, cfg env.Config, game, player string, seeds int) {
	b.Helper()
	seats, err := agents.Seats(game, player, player, player, player)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		run := env.MatchRun{Config: cfg, Seed: int32(i%seeds + 1), Seats: seats, Out: io.Discard}
		if _, err := run.Run(); err != nil {
			b.Fatal(err)
		}
	}
}

// Rounds times the engine alone: one op is one round with no orders and no
// match file; when a match ends, the next (seeds 1..7 in turn) starts off
// the clock. A round must allocate nothing.
func Rounds(b *testing.B, cfg env.Config) {
	b.Helper()
	orders := make([][]jutge.Order, cfg.NumPlayers())
	m, err := cfg.NewMatch(1, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	rounds := 0
	for b.Loop() {
		if m.Done() {
			b.StopTimer()
			if m, err = cfg.NewMatch(int32(rounds%7+1), nil); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
		}
		m.Step(orders)
		rounds++
	}
	b.ReportMetric(float64(rounds)/b.Elapsed().Seconds(), "rounds/s")
}
