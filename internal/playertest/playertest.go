// Package playertest plays matches between registered players for tests:
// in parallel, without match files, failing on any aborted player.
package playertest

import (
	"runtime"
	"sync"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// PlayTo plays m with players[p] in seat p until it has played stop
// rounds, each round's orders given in seat order.
func PlayTo(m env.Match, players []env.Player, stop int) {
	out := make([]jutge.Orders, len(players))
	lists := make([][]jutge.Order, len(players))
	for m.Round() < stop {
		for p, pl := range players {
			out[p].Reset(m.NumUnits())
			pl.Play(m, p, &out[p])
			lists[p] = out[p].List()
		}
		m.Step(lists)
	}
}

// Play runs one match of game's default config and fails the test if a
// player is aborted.
func Play(t testing.TB, game string, seed int32, names ...string) env.Result {
	t.Helper()
	return PlayAll(t, game, []int32{seed}, names...)[0]
}

// PlayAll runs one match per seed, on every core, and returns the results in
// seed order.
func PlayAll(t testing.TB, game string, seeds []int32, names ...string) []env.Result {
	t.Helper()
	cfg, seats := lineup(t, game, names)
	results := make([]env.Result, len(seeds))
	errs := make([]error, len(seeds))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				run := env.MatchRun{Config: cfg, Seed: seeds[i], Seats: seats}
				results[i], errs[i] = run.Run()
			}
		}()
	}
	for i := range seeds {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, r := range results {
		if errs[i] != nil {
			t.Fatalf("seed %d: %v", seeds[i], errs[i])
		}
		for p, why := range r.Aborted {
			if why != "" {
				t.Fatalf("seed %d: %s (seat %d) aborted: %s", seeds[i], names[p], p, why)
			}
		}
	}
	return results
}

// Strength is how seat 0 did over a set of matches.
type Strength struct {
	Games, Wins int     // wins: a strictly higher score than every other seat
	Share       float64 // mean share of all points
	MinShare    float64
}

// Measure plays seat 0's lineup on seeds 1..n and measures seat 0.
func Measure(t testing.TB, game string, n int, names ...string) Strength {
	t.Helper()
	seeds := make([]int32, n)
	for i := range seeds {
		seeds[i] = int32(i + 1)
	}
	s := Strength{Games: n, MinShare: 1}
	for _, r := range PlayAll(t, game, seeds, names...) {
		sum, best := 0, 0
		for p, v := range r.Scores {
			sum += v
			if p > 0 {
				best = max(best, v)
			}
		}
		if r.Scores[0] > best {
			s.Wins++
		}
		share := 0.0
		if sum > 0 {
			share = float64(r.Scores[0]) / float64(sum)
		}
		s.Share += share / float64(n)
		s.MinShare = min(s.MinShare, share)
	}
	return s
}

// lineup is game's default config and the seats of the named players.
func lineup(t testing.TB, game string, names []string) (env.Config, []env.Seat) {
	t.Helper()
	_, cfg, err := env.LookupDefault(game)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]env.Seat, len(names))
	for p, n := range names {
		if seats[p], err = agents.Seat(game, n); err != nil {
			t.Fatal(err)
		}
	}
	return cfg, seats
}
