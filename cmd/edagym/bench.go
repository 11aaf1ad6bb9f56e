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
		maxMem  string
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
			g, err := env.Lookup(game)
			if err != nil {
				return usageError{err}
			}
			if envs < 1 || steps < 1 || workers < 0 {
				return usageError{fmt.Errorf("--envs and --steps must be positive, --workers at least 0")}
			}
			limit, why, err := memoryLimit(maxMem)
			if err != nil {
				return usageError{err}
			}
			names := strings.Split(seats, ",")
			for i := range names {
				names[i] = strings.TrimSpace(names[i])
			}
			cfg, err := g.Default()
			if err != nil {
				return err
			}
			if len(names) != cfg.NumPlayers() {
				return usageError{fmt.Errorf("--seats: %s needs %d seats, got %d", game, cfg.NumPlayers(), len(names))}
			}
			if !g.HasMode(env.Mode(mode)) {
				return usageError{fmt.Errorf("%s has no %s mode (it has %v)", game, mode, g.Modes)}
			}
			enc, err := g.NewEncoder(cfg, env.Mode(mode))
			if err != nil {
				return usageError{err}
			}
			learners, bots, nets, netBytes := seatLoad(names, envs)
			need := env.Estimate(cfg, enc.Spec(), env.Load{NumEnvs: envs, Learners: learners, Bots: bots, Nets: nets, NetBytes: netBytes})
			if err := checkMemory(need, limit, why, fmt.Sprintf("%d %s envs in %s mode", envs, game, mode), "use fewer --envs"); err != nil {
				return err
			}
			ss := make([]env.Seat, len(names))
			for i, n := range names {
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
	f.StringVar(&mode, "mode", "units", "observation mode: units, plan (units with a scripted player's plan), facts (units with whole-board facts), board; Ork Island also roadplan, Dominator also harryplan (plan with the Harrier's orders), Moria also lateplan (plan with Thorin's orders and sequence), Mad Max also raidplan (plan with the Furiosa's orders), needs, raids, thirst and wary (facts with where a warrior is needed, with the raiders around it, raids with a thirsty warrior credited toward water, and thirst with a step into danger charged)")
	f.StringVar(&seats, "seats", "learner,Null,Null,Null", "the four seats: learner or a player name")
	f.IntVar(&steps, "steps", 2000, "VecEnv steps to time")
	f.IntVar(&workers, "workers", 0, "worker goroutines (0: GOMAXPROCS)")
	f.Uint64Var(&seed, "seed", 1, "base seed")
	memoryFlag(f, &maxMem)
	return c
}
