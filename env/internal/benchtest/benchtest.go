// Package benchtest holds what the games' benchmarks share.
package benchtest

import (
	"io"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
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
