package main

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
)

func benchCmd() *cobra.Command {
	c := &cobra.Command{
		Use:   "bench",
		Short: "Measure edagym's speed on this machine",
	}
	c.AddCommand(benchEnvCmd())
	return c
}

func benchEnvCmd() *cobra.Command {
	var (
		game    string
		envs    int
		mode    string
		seats   string
		steps   int
		workers int
		seed    uint64
	)
	c := &cobra.Command{
		Use:   "env",
		Short: "Step a VecEnv with random masked actions and print env-steps/s",
		Long: `Step a vectorized environment with uniformly random masked actions for the
learner seats and print the throughput. The default is the headline setting:
64 Ork Island envs, units mode, one learner and three Null seats.

--seats lists the four seats: "learner" for a learner-controlled seat, or a
player name (Null, Demo, Random, Dummy, nn:PATH). --workers 0 uses every core.`,
		Example: `  edagym bench env
  edagym bench env --seats learner,learner,learner,learner     # self-play
  edagym bench env --seats learner,Dummy,Dummy,Dummy --mode board --workers 1`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if _, err := env.Lookup(game); err != nil {
				return usageError{err}
			}
			names := strings.Split(seats, ",")
			ss := make([]env.Seat, len(names))
			for i, n := range names {
				n = strings.TrimSpace(n)
				if n == "learner" {
					ss[i] = env.Learner
					continue
				}
				s, err := agents.Seat(game, n)
				if err != nil {
					return usageError{err}
				}
				ss[i] = s
			}
			v, err := env.NewVecEnv(env.VecConfig{Game: game, Mode: env.Mode(mode), NumEnvs: envs, Seats: ss, Workers: workers})
			if err != nil {
				return usageError{err}
			}
			defer v.Close()
			spec := v.Spec()
			r := rand.New(rand.NewPCG(seed, 1))
			actions := make([]int32, v.NumAgents()*spec.Slots)
			batch, err := v.Reset(seed)
			if err != nil {
				return err
			}
			bar := progressbar.NewOptions(steps,
				progressbar.OptionSetWriter(cmd.ErrOrStderr()),
				progressbar.OptionSetDescription(fmt.Sprintf("%s %s ×%d", game, mode, envs)),
				progressbar.OptionShowIts(), progressbar.OptionSetItsString("steps"),
				progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionClearOnFinish())
			start := time.Now()
			for i := 0; i < steps; i++ {
				env.SampleMasked(r, batch.Mask, spec.Actions, actions)
				if batch, err = v.Step(actions); err != nil {
					return err
				}
				_ = bar.Add(1)
			}
			sec := time.Since(start).Seconds()
			_ = bar.Finish()
			w := workers
			if w <= 0 {
				w = runtime.GOMAXPROCS(0)
			}
			w = min(w, envs)
			envSteps := float64(steps*envs) / sec
			fmt.Fprintf(cmd.OutOrStdout(), "%s, %s mode, %d envs, seats %s, %d workers\n", game, mode, envs, seats, w)
			fmt.Fprintf(cmd.OutOrStdout(), "%.0f env-steps/s (%.0f per worker), %.0f agent-steps/s, %d steps in %.2fs\n",
				envSteps, envSteps/float64(w), float64(steps*v.NumAgents())/sec, steps*envs, sec)
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&game, "game", "orkisland", "game to run")
	f.IntVar(&envs, "envs", 64, "number of environments")
	f.StringVar(&mode, "mode", "units", "observation mode: units, plan (units with a scripted player's plan), facts (units with whole-board facts) or board")
	f.StringVar(&seats, "seats", "learner,Null,Null,Null", "the four seats: learner or a player name")
	f.IntVar(&steps, "steps", 2000, "VecEnv steps to time")
	f.IntVar(&workers, "workers", 0, "worker goroutines (0: GOMAXPROCS)")
	f.Uint64Var(&seed, "seed", 1, "base seed")
	return c
}
