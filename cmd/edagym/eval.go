package main

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/edagym/edagym/policies"
	"github.com/edagym/edagym/train"
)

func evalCmd() *cobra.Command {
	var (
		game, cnf, league    string
		checkpoints, players []string
		lineups              []string
		games, workers       int
		seed                 int32
		maxMem               string
	)
	c := &cobra.Command{
		Use:   "eval",
		Short: "Evaluate a checkpoint or player against opponent lineups, or rate a league",
		Long: `Evaluate a trained checkpoint (played greedily) or any player against opponent
lineups: first-place rate (shared first counts) with its 95% Wilson interval, mean
share of the points and mean place, per lineup. The evaluated player sits at seat
g mod 4 in game g, whose seed is --seed + g; games run in parallel.
--player nn-sample:PATH plays a checkpoint sampling its actions, as in training
(reproducibly: each seat draws from a generator derived from its own seed);
--player ensemble:A.ckpt+B.ckpt plays several checkpoints of one game voting
unit by unit (give --game unless a checkpoint names it);
--player mix:k:Overlord:nn:PATH plays a checkpoint's knights (kinds: Dominator f k w,
Mad Max w c, Moria d w) beside the Overlord's other units (give --game).
--player 'style:Immortan:{"Raid":true,"CarReach":10}' plays a scripted player with
knobs of its Style changed (give --game; a wrong knob's error lists them).
Several --checkpoint and --player flags compare them on the same games: one
row per player and lineup (a clone before and after PPO, say).

--league A,B,C,... plays --games games among the listed players and checkpoints
(nn:PATH, nn-sample:PATH) in random seats and prints an Elo table.

The game is the checkpoints' (--checkpoint, and nn:/nn-sample: entries of --opponents or
--league); --game names it when no checkpoint does (default orkisland) and
must agree with them when one does.`,
		Example: `  edagym eval --checkpoint checkpoints/orkisland.ckpt --opponents Dummy,Dummy,Dummy --games 200 --seed 1
  edagym eval --checkpoint runs/ppo-orkisland/policy.ckpt --opponents Random,Random,Random --opponents Dummy,Dummy,Dummy
  edagym eval --player Demo --opponents Random,Random,Random --games 100
  edagym eval --checkpoint runs/default/clone.ckpt --checkpoint runs/default/policy.ckpt --opponents Warlord,Warlord,Warlord
  edagym eval --league nn:checkpoints/orkisland.ckpt,Dummy,Demo,Random --games 200
  edagym eval --game dominator --player Demo --opponents Dummy,Dummy,Dummy`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			in, stop := interruptContext(cmd, graceQuick)
			defer stop()
			ctx := in.Context()
			out := cmd.OutOrStdout()
			// Game g is played with seed --seed + g: every one must be
			// a match seed (0..2³¹−1), never wrap to a negative one.
			switch {
			case games < 1:
				return usageError{fmt.Errorf("--games must be positive")}
			case seed < 0:
				return usageError{fmt.Errorf("--seed must be >= 0")}
			case int64(seed)+int64(games)-1 > math.MaxInt32:
				return usageError{fmt.Errorf("--seed %d and --games %d would play seeds past %d, the largest match seed: at most %d games from this seed", seed, games, math.MaxInt32, int64(math.MaxInt32)-int64(seed)+1)}
			}
			limit, why, err := memoryLimit(maxMem)
			if err != nil {
				return usageError{err}
			}
			if league != "" {
				players := splitNames(league)
				if game, err = evalGame(game, checkpointsOf(players)); err != nil {
					return usageError{err}
				}
				need, err := evalMemory(game, cnf, players, games, workers)
				if err != nil {
					return usageError{err}
				}
				if err := checkMemory(need, limit, why, fmt.Sprintf("a league of %d games", games), "play fewer --games or with fewer --workers"); err != nil {
					return err
				}
				rows, err := train.League(ctx, game, cnf, players, games, seed, workers)
				if err != nil {
					return usageError{err}
				}
				sort.SliceStable(rows, func(i, j int) bool { return rows[i].Elo > rows[j].Elo })
				fmt.Fprintf(out, "%s league, %d games, seeds %d..%d\n", game, games, seed, seed+int32(games)-1)
				w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
				fmt.Fprintln(w, "#\tplayer\tElo\tgames\tfirst\tshare\trank")
				for i, r := range rows {
					fmt.Fprintf(w, "%d\t%s\t%.0f\t%d\t%.1f%%\t%.3f\t%.2f\n", i+1, r.Player, r.Elo, r.Games,
						100*float64(r.Firsts)/float64(max(r.Games, 1)), r.Share, r.Rank)
				}
				return w.Flush()
			}
			evaluated := make([]string, 0, len(checkpoints)+len(players)) // checkpoints first, then named players
			for _, c := range checkpoints {
				evaluated = append(evaluated, "nn:"+c)
			}
			players = append(evaluated, players...)
			if len(players) == 0 {
				return usageError{fmt.Errorf("give --checkpoint or --player (or --league)")}
			}
			if len(lineups) == 0 {
				lineups = []string{"Dummy,Dummy,Dummy"}
			}
			named := slices.Clone(players)
			for _, l := range lineups {
				named = append(named, splitNames(l)...)
			}
			if game, err = evalGame(game, checkpointsOf(named)); err != nil {
				return usageError{err}
			}
			for _, l := range lineups {
				need, err := evalMemory(game, cnf, append(splitNames(l), players...), games, workers)
				if err != nil {
					return usageError{err}
				}
				if err := checkMemory(need, limit, why, fmt.Sprintf("%d games against %s", games, l), "play fewer --games or with fewer --workers"); err != nil {
					return err
				}
			}
			w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
			compare := len(players) > 1
			if compare {
				fmt.Fprintf(out, "%s, %d players (checkpoints greedy), %d games per lineup, seeds %d..%d\n", game, len(players), games, seed, seed+int32(games)-1)
				fmt.Fprint(w, "player\t")
			} else {
				fmt.Fprintf(out, "%s, %s (%s), %d games per lineup, seeds %d..%d\n", game, players[0], how(players[0]), games, seed, seed+int32(games)-1)
			}
			fmt.Fprintln(w, "opponents\tgames\tfirst\t95% Wilson\tshare\trank\taborted")
			for _, l := range lineups { // the players side by side on each lineup's games
				for _, player := range players {
					r, err := train.Evaluate(ctx, train.EvalConfig{Game: game, Cnf: cnf, Player: player,
						Opponents: splitNames(l), Games: games, Seed: seed, Workers: workers})
					if err != nil {
						return usageError{err}
					}
					if compare {
						fmt.Fprintf(w, "%s\t", player)
					}
					fmt.Fprintf(w, "%s\t%d\t%.1f%%\t[%.1f%%, %.1f%%]\t%.3f\t%.2f\t%d\n", strings.Join(r.Opponents, ","), r.Games,
						100*r.Rate, 100*r.Lo, 100*r.Hi, r.Share, r.Rank, r.Aborted)
				}
			}
			return w.Flush()
		},
	}
	f := c.Flags()
	f.StringVar(&game, "game", "", "game (default: the checkpoint's, else "+defaultEvalGame+")")
	f.StringVar(&cnf, "cnf", "", "game .cnf file (default: the game's default)")
	f.StringArrayVar(&checkpoints, "checkpoint", nil, "checkpoint to evaluate (played greedily); repeat to compare several on the same games")
	f.StringArrayVar(&players, "player", nil, "evaluate a named player instead of a checkpoint; repeatable")
	f.StringArrayVar(&lineups, "opponents", nil, "comma-separated opponents, one lineup per flag (default Dummy,Dummy,Dummy)")
	f.StringVar(&league, "league", "", "comma-separated players and nn:CHECKPOINTs for an Elo league")
	f.IntVar(&games, "games", 200, "games per lineup (or in the league)")
	f.Int32Var(&seed, "seed", 1, "seed of the first game")
	f.IntVar(&workers, "workers", 0, "parallel games (0: every core)")
	memoryFlag(f, &maxMem)
	return c
}

// how a player plays: checkpoints named nn-sample: sample their actions.
func how(player string) string {
	if _, sample, _ := policies.CheckpointName(player); sample {
		return "sampled"
	}
	return "greedy"
}

// splitNames splits a list of players at its commas, except those inside
// braces: a style: player's JSON knobs keep theirs.
func splitNames(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i <= len(s); i++ {
		switch {
		case i < len(s) && s[i] == '{':
			depth++
		case i < len(s) && s[i] == '}':
			depth = max(depth-1, 0)
		case i == len(s) || (s[i] == ',' && depth == 0):
			if n := strings.TrimSpace(s[start:i]); n != "" {
				out = append(out, n)
			}
			start = i + 1
		}
	}
	return out
}
