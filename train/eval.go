package train

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
)

// EvalConfig is an evaluation: Player against a lineup, Games matches.
// The player sits at seat g mod P in game g (seed Seed+g); the opponents
// fill the other seats in order.
type EvalConfig struct {
	Game      string
	Cnf       string
	Player    string   // a player name or nn:CHECKPOINT (greedy)
	Opponents []string // P-1 names
	Games     int
	Seed      int32
	Workers   int // parallel matches; 0: GOMAXPROCS
}

// EvalResult sums up an evaluation.
type EvalResult struct {
	Player    string
	Opponents []string
	Games     int
	Firsts    int     // games where the player had the top score (shared counts)
	Rate      float64 // Firsts / Games
	Lo, Hi    float64 // 95% Wilson interval of Rate
	Share     float64 // mean share of all points
	Rank      float64 // mean place, 1-based, ties averaged
	Aborted   int     // games where the player was aborted
}

// Wilson is the 95% Wilson score interval of k successes in n trials.
func Wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p, nf := float64(k)/float64(n), float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return max(0, c-h), min(1, c+h)
}

// matchResult is one game: the seats' names and scores.
type matchResult struct {
	players []int // index into the evaluation's player list, per seat
	scores  []int
	aborted []bool
}

// outcome is one seat's result in a match: its share of all points and
// whether it had the top score (shared counts).
type outcome struct {
	share float64
	first bool
}

func outcomeOf(scores []int, me int) outcome {
	total, best := 0, scores[0]
	for _, s := range scores {
		total += s
		best = max(best, s)
	}
	o := outcome{first: scores[me] == best}
	if total > 0 {
		o.share = float64(scores[me]) / float64(total)
	}
	return o
}

// orCores is a number of parallel matches: n, or one per core if n ≤ 0.
func orCores(n int) int {
	if n <= 0 {
		return runtime.GOMAXPROCS(0)
	}
	return n
}

// playAll plays games in parallel; lineup(g) gives game g's seats as
// indices into names. Results are in game order whatever the parallelism.
func playAll(ctx context.Context, game, cnf string, names []string, games int, seed int32, workers int, lineup func(g int) []int) ([]matchResult, error) {
	_, cfg, err := LoadEnvConfig(game, cnf)
	if err != nil {
		return nil, err
	}
	seats, err := agents.Seats(game, names...)
	if err != nil {
		return nil, err
	}
	out := make([]matchResult, games)
	errs := make([]error, games)
	if err := forGames(ctx, games, orCores(workers), func(g int) {
		idx := lineup(g)
		ss := make([]env.Seat, len(idx))
		for p, i := range idx {
			ss[p] = seats[i]
		}
		res, err := (&env.MatchRun{Config: cfg, Seed: seed + int32(g), Seats: ss}).Run()
		if err != nil {
			errs[g] = err
			return
		}
		r := matchResult{players: idx, scores: res.Scores, aborted: make([]bool, len(idx))}
		for p, why := range res.Aborted {
			r.aborted[p] = why != ""
		}
		out[g] = r
	}); err != nil {
		return nil, err
	}
	for g, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", g, err)
		}
	}
	return out, nil
}

// Evaluate plays an evaluation.
func Evaluate(ctx context.Context, c EvalConfig) (*EvalResult, error) {
	if c.Games < 1 {
		return nil, fmt.Errorf("eval: games must be positive")
	}
	_, cfg, err := LoadEnvConfig(c.Game, c.Cnf)
	if err != nil {
		return nil, err
	}
	P := cfg.NumPlayers()
	if len(c.Opponents) != P-1 {
		return nil, fmt.Errorf("eval: %s needs %d opponents, got %d", c.Game, P-1, len(c.Opponents))
	}
	names := append([]string{c.Player}, c.Opponents...)
	results, err := playAll(ctx, c.Game, c.Cnf, names, c.Games, c.Seed, c.Workers, func(g int) []int {
		idx := make([]int, P)
		me, k := g%P, 1
		for p := range idx {
			if p == me {
				idx[p] = 0
			} else {
				idx[p] = k
				k++
			}
		}
		return idx
	})
	if err != nil {
		return nil, err
	}
	r := &EvalResult{Player: c.Player, Opponents: c.Opponents, Games: c.Games}
	for g, m := range results {
		me := g % P
		o := outcomeOf(m.scores, me)
		if o.first {
			r.Firsts++
		}
		r.Share += o.share
		r.Rank += env.Place(m.scores, me)
		if m.aborted[me] {
			r.Aborted++
		}
	}
	r.Rate = float64(r.Firsts) / float64(r.Games)
	r.Lo, r.Hi = Wilson(r.Firsts, r.Games)
	r.Share /= float64(r.Games)
	r.Rank /= float64(r.Games)
	return r, nil
}

// LeagueRow is one player's line in a league table.
type LeagueRow struct {
	Player string
	Games  int // seats played: with fewer players than seats one can hold two seats of a game
	Elo    float64
	Firsts int
	Rank   float64 // mean place
	Share  float64
}

// League plays games among players: each game seats P of them (a random
// choice when there are more, with repeats when fewer) in random seats,
// and Elo ratings (start 1500, K = 32/(P-1) per pair) follow every pair of
// seats in game order.
func League(ctx context.Context, game, cnf string, players []string, games int, seed int32, workers int) ([]LeagueRow, error) {
	if len(players) < 2 {
		return nil, fmt.Errorf("league: need at least two players")
	}
	_, cfg, err := LoadEnvConfig(game, cnf)
	if err != nil {
		return nil, err
	}
	P := cfg.NumPlayers()
	lineups := make([][]int, games)
	rng := rand.New(rand.NewPCG(uint64(uint32(seed)), 0x6c65616775))
	for g := range lineups {
		pick := rng.Perm(len(players))
		for len(pick) < P {
			pick = append(pick, rng.Perm(len(players))...)
		}
		pick = pick[:P]
		rng.Shuffle(P, func(i, j int) { pick[i], pick[j] = pick[j], pick[i] })
		lineups[g] = pick
	}
	results, err := playAll(ctx, game, cnf, players, games, seed, workers, func(g int) []int { return lineups[g] })
	if err != nil {
		return nil, err
	}
	rows := make([]LeagueRow, len(players))
	for i := range rows {
		rows[i] = LeagueRow{Player: players[i], Elo: 1500}
	}
	K := 32 / float64(P-1)
	for _, m := range results {
		total, best := 0, m.scores[0]
		for _, s := range m.scores {
			total += s
			best = max(best, s)
		}
		for p, i := range m.players {
			rows[i].Games++
			rows[i].Rank += env.Place(m.scores, p)
			if m.scores[p] == best {
				rows[i].Firsts++
			}
			if total > 0 {
				rows[i].Share += float64(m.scores[p]) / float64(total)
			}
		}
		delta := make([]float64, len(players))
		for p, i := range m.players {
			for q, j := range m.players {
				if q <= p || i == j {
					continue
				}
				s := 0.5
				if m.scores[p] > m.scores[q] {
					s = 1
				} else if m.scores[p] < m.scores[q] {
					s = 0
				}
				e := 1 / (1 + math.Pow(10, (rows[j].Elo-rows[i].Elo)/400))
				delta[i] += K * (s - e)
				delta[j] -= K * (s - e)
			}
		}
		for i, d := range delta {
			rows[i].Elo += d
		}
	}
	for i := range rows {
		if rows[i].Games > 0 {
			rows[i].Rank /= float64(rows[i].Games)
			rows[i].Share /= float64(rows[i].Games)
		}
	}
	return rows, nil
}
