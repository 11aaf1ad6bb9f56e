package main

import (
	"fmt"
	"math"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/train"
)

// heldOut is how far past the search's seeds the result is measured again.
const heldOut = 1000

func tuneCmd() *cobra.Command {
	var (
		game, cnf, bot, knobs, lineup, keep string
		floor, margin                       float64
		games, workers, passes              int
		seed                                int32
	)
	c := &cobra.Command{
		Use:   "tune",
		Short: "Search a scripted player's knobs for the variant first most often against a lineup",
		Long: `Search the knobs of a scripted player's Style (what --player 'style:BOT:JSON'
changes) for the variant first most often against --opponents: a stronger teacher,
found against the old one. Each pass tries every knob at other values (a bool
flipped; a number ±1, halved, doubled and 0), every variant on the same --games
games (seeds --seed..), and keeps the best change of each knob that adds more
than --margin to the first places and keeps those against --keep at --floor or
above. It stops after --passes or a pass that changed nothing, then measures the
start and the result again on held-out seeds (--seed + 1000..), since the
search's own figures are the best of many. Each variant tried is printed as it is
measured; the last line is the player to use.`,
		Example: `  edagym tune --game madmax --player Immortan --keep Dummy,Dummy,Dummy --floor 0.9
  edagym tune --game moria --player Durin --games 100 --passes 1
  edagym tune --game madmax --player Immortan --knobs '{"DangerCost":3,"CarReach":10,"WaterMargin":9,"Raid":true,"RaidLead":0,"WarriorCost":5}'`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			in, stop := interruptContext(cmd, graceQuick)
			defer stop()
			out := cmd.OutOrStdout()
			switch {
			case games < 1 || passes < 1:
				return usageError{fmt.Errorf("--games and --passes must be positive")}
			case seed < 0 || int64(seed)+heldOut+int64(games)-1 > math.MaxInt32:
				return usageError{fmt.Errorf("--seed %d: the held-out seeds, --seed + %d.., must be match seeds", seed, heldOut)}
			case bot == "":
				return usageError{fmt.Errorf("give --player, a scripted player with a style (the Dummy, a teacher)")}
			}
			base, err := agents.StyleKnobs(game, bot)
			if err != nil {
				return usageError{err}
			}
			if knobs != "" {
				base = []byte(knobs)
			}
			if lineup == "" {
				lineup = bot + "," + bot + "," + bot
			}
			cfg := train.TuneConfig{Game: game, Cnf: cnf, Bot: bot, Knobs: base, Opponents: splitNames(lineup),
				Floor: floor, Games: games, Seed: seed, Workers: workers, Passes: passes, Margin: margin,
				Progress: func(s train.TuneStep) {
					mark := " "
					if s.Kept {
						mark = "*"
					}
					keepRate := ""
					if !math.IsNaN(s.KeepRate) {
						keepRate = fmt.Sprintf(", %.1f%% against %s", 100*s.KeepRate, keep)
					}
					fmt.Fprintf(cmd.ErrOrStderr(), "%s %-12s %5.1f%%%s  %s\n", mark, s.Knob, 100*s.Rate, keepRate, s.Knobs)
				}}
			if keep != "" {
				cfg.Keep = splitNames(keep)
			}
			res, err := train.Tune(in.Context(), cfg)
			if err != nil {
				return usageError{err}
			}
			fmt.Fprintf(out, "%s: %s against %s, %d games a variant, %d variants\n", game, bot, lineup, games, len(res.Steps))
			w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
			fmt.Fprintf(w, "knobs\tlineup\tseeds %d..\tseeds %d.. (held out)\n", seed, seed+heldOut)
			lineups := [][]string{cfg.Opponents}
			if cfg.Keep != nil {
				lineups = append(lineups, cfg.Keep)
			}
			measured := []string{res.Start, res.Best}
			if res.Best == res.Start {
				measured = measured[:1]
				fmt.Fprintf(out, "no variant beat the start by more than %.3f: the start, measured again\n", margin)
			}
			for _, k := range measured {
				for _, l := range lineups {
					var rates [2]string
					for i, s := range []int32{seed, seed + heldOut} {
						r, err := train.Evaluate(in.Context(), train.EvalConfig{Game: game, Cnf: cnf, Player: "style:" + bot + ":" + k,
							Opponents: l, Games: games, Seed: s, Workers: workers})
						if err != nil {
							return usageError{err}
						}
						rates[i] = fmt.Sprintf("%.1f%% [%.1f, %.1f]", 100*r.Rate, 100*r.Lo, 100*r.Hi)
					}
					fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", k, strings.Join(l, ","), rates[0], rates[1])
				}
			}
			if err := w.Flush(); err != nil {
				return err
			}
			fmt.Fprintf(out, "play it as: 'style:%s:%s'\n", bot, res.Best)
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&game, "game", "orkisland", "game: orkisland, dominator, madmax or moria")
	f.StringVar(&cnf, "cnf", "", "board configuration file (default: the game's own)")
	f.StringVar(&bot, "player", "", "the scripted player whose knobs to search: Dummy, or a game's teacher (Warlord, Overlord, Harrier, Immortan, Furiosa, Durin, Thorin)")
	f.StringVar(&knobs, "knobs", "", "the knobs to start from, a JSON object (default: the player's own)")
	f.StringVar(&lineup, "opponents", "", "the lineup to beat, comma-separated (default: three of --player)")
	f.StringVar(&keep, "keep", "", "a lineup whose first places must stay at --floor or above (e.g. Dummy,Dummy,Dummy)")
	f.Float64Var(&floor, "floor", 0.9, "the least first-place rate against --keep")
	f.Float64Var(&margin, "margin", 0.02, "a change is kept when it adds more than this to the first-place rate")
	f.IntVar(&games, "games", 200, "games per variant (the player at seat g mod 4)")
	f.Int32Var(&seed, "seed", 1, "first match seed of the search")
	f.IntVar(&workers, "workers", 0, "parallel matches (0: one per core)")
	f.IntVar(&passes, "passes", 2, "passes over the knobs, at most")
	return c
}
