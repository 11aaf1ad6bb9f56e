package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"

	"github.com/edagym/edagym/configs"
	"github.com/edagym/edagym/internal/infile"
	"github.com/edagym/edagym/policies"
	"github.com/edagym/edagym/train"
)

// trainFlags maps flags to config keys; only flags given on the command line override.
var trainFlags = map[string]string{
	"total-steps": "total_steps", "seed": "seed", "num-envs": "num_envs", "workers": "workers",
	"checkpoint-every": "checkpoint_every", "run-dir": "run_dir", "lr": "lr", "game": "game", "cnf": "cnf",
	"max-time": "max_time",
}

func trainCmd() *cobra.Command {
	var (
		cfgFile string
		resume  string
		quiet   bool
		maxMem  string
		profile string
	)
	c := &cobra.Command{
		Use:   "train",
		Short: "Train a per-unit policy with PPO",
		Long: `Train a per-unit policy with PPO against bot opponents: a curriculum of lineups,
or a league (the config's league: section) whose pool holds named players and the
learner's own past policies, each match's opponent drawn by how rarely the learner
beats it (prioritised fictitious self-play; league.png plots each member's rate).

The config is YAML (--config; without it, a --resume checkpoint's own config, or
else the embedded configs/ppo-orkisland.yaml).
Every key can be overridden by an environment variable EDAGYM_<KEY> (nested keys
joined by _, e.g. EDAGYM_NET_HIDDEN1) and the common ones by flags: flags win over
the environment, which wins over the file.

The run directory gets metrics.jsonl, metrics.csv, curve.png, config.json,
latest.ckpt (full state, for --resume) and policy.ckpt (weights only, for
nn:PATH players); a league run also league/ (its snapshots in the pool) and
league.png. Ctrl-C saves a checkpoint and exits.

With an evolve: section (pairs > 0) the run is evolution strategies instead of
PPO: from the init checkpoint, each generation plays antithetic perturbations of
the policy's last layers greedily, in the same matches against the curriculum's
last lineup, and moves the weights toward the better ones (configs/es-*.yaml).
It writes the same files, one line of metrics.jsonl per generation, and resumes
from latest.ckpt at the last finished generation.`,
		Example: `  edagym train
  edagym train --config configs/ppo-orkisland.yaml --total-steps 2000000 --run-dir runs/long
  EDAGYM_NUM_ENVS=64 edagym train
  edagym train --resume runs/long/latest.ckpt --total-steps 4000000
  edagym play orkisland nn:runs/long/policy.ckpt Dummy Dummy Dummy -s 3`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			in, stop := interruptContext(cmd, graceTrain)
			defer stop()
			ctx := in.Context()
			var ck *policies.Checkpoint
			var recorded []byte // without --config, a resumed run goes on with its own config
			if resume != "" {
				var err error
				if ck, err = policies.Load(resume); err != nil {
					return usageError{err}
				}
				if cfgFile == "" {
					recorded = ck.Config
				}
			}
			cfg, err := loadTrainConfigFrom(cmd, cfgFile, resume, recorded)
			if err != nil {
				return usageError{err}
			}
			limit, why, err := memoryLimit(maxMem)
			if err != nil {
				return usageError{err}
			}
			need, err := trainMemory(cfg)
			if err != nil {
				return usageError{err}
			}
			what := fmt.Sprintf("training with %d envs and a rollout of %d steps", cfg.NumEnvs, cfg.Rollout)
			if err := checkMemory(need, limit, why, what, "use fewer num_envs or a shorter rollout (or clone steps)"); err != nil {
				return err
			}
			// The collector keeps the heap within the budget where it can,
			// rather than let it reach twice what is live.
			debug.SetMemoryLimit(limit)
			opt := train.RunOptions{Dir: cfg.RunDir, Resume: ck, Log: cmd.ErrOrStderr(), MaxMemory: limit}
			if !quiet {
				opt.Progress = cmd.ErrOrStderr()
			}
			if profile != "" {
				done, err := startCPUProfile(profile)
				if err != nil {
					return usageError{err}
				}
				defer done()
			}
			if e := cfg.Evolve; e.On() {
				fmt.Fprintf(cmd.ErrOrStderr(), "evolving %s from %s: %d pairs × %d matches a generation, run directory %s\n", cfg.Game, cfg.Init, e.Pairs, e.Matches, cfg.RunDir)
				err = train.Evolve(ctx, cfg, opt)
			} else {
				fmt.Fprintf(cmd.ErrOrStderr(), "training %s: %d steps, %d envs, run directory %s\n", cfg.Game, cfg.TotalSteps, cfg.NumEnvs, cfg.RunDir)
				_, err = train.Run(ctx, cfg, opt)
			}
			if errors.Is(err, context.Canceled) {
				latest := filepath.Join(cfg.RunDir, train.LatestCkpt)
				if _, statErr := os.Stat(latest); statErr == nil {
					fmt.Fprintln(cmd.ErrOrStderr(), "interrupted: resume with --resume", latest)
				} else {
					fmt.Fprintln(cmd.ErrOrStderr(), "interrupted before the first checkpoint")
				}
				return nil
			}
			return err
		},
	}
	f := c.Flags()
	f.StringVar(&cfgFile, "config", "", "YAML config (default: the checkpoint's own with --resume, else the embedded configs/ppo-orkisland.yaml)")
	f.StringVar(&resume, "resume", "", "continue from a checkpoint (latest.ckpt of a run)")
	f.BoolVarP(&quiet, "quiet", "q", false, "no progress bar")
	f.StringVar(&profile, "cpuprofile", "", "write a CPU profile of the run to this file (go tool pprof reads it)")
	f.Int64("total-steps", 0, "learner env-steps to train for")
	f.Duration("max-time", 0, "stop before an update would take training past this long (e.g. 2h; across resumes), the learning rate still annealed over total-steps")
	f.Uint64("seed", 0, "seed")
	f.Int("num-envs", 0, "parallel environments")
	f.Int("workers", 0, "goroutines stepping envs and acting (0: every core)")
	f.Int("checkpoint-every", 0, "updates between checkpoints")
	f.String("run-dir", "", "where metrics, plots and checkpoints go")
	f.Float64("lr", 0, "initial learning rate")
	f.String("game", "", "game")
	f.String("cnf", "", "game .cnf file (default: the game's default)")
	memoryFlag(f, &maxMem)
	return c
}

// loadTrainConfig layers the YAML, EDAGYM_* variables and flags.
func loadTrainConfig(cmd *cobra.Command, file string) (train.Config, error) {
	return loadTrainConfigFrom(cmd, file, "", nil)
}

// loadTrainConfigFrom reads the config file, or without one the config a
// checkpoint recorded (resume names it), or else the embedded default.
func loadTrainConfigFrom(cmd *cobra.Command, file, resume string, recorded []byte) (train.Config, error) {
	var cfg train.Config
	v := viper.New()
	v.SetConfigType("yaml")
	data := configs.Default
	switch {
	case file != "":
		var err error
		if data, err = infile.Read(file, infile.Config); err != nil {
			return cfg, err
		}
	case len(recorded) > 0:
		// the checkpoint's config, as JSON (a YAML document too)
		var err error
		if data, err = recordedYAML(recorded); err != nil {
			return cfg, fmt.Errorf("checkpoint %s: its recorded config: %w", resume, err)
		}
		file = resume + " (its recorded config)"
	}
	var err error
	data, lines, err := prepareYAML(orDefault(file), data)
	if err != nil {
		return cfg, err
	}
	if err := v.ReadConfig(bytes.NewReader(data)); err != nil {
		return cfg, fmt.Errorf("config %s: %w", orDefault(file), err)
	}
	v.SetEnvPrefix("EDAGYM")
	v.SetEnvKeyReplacer(strings.NewReplacer(".", "_"))
	// An empty variable means an empty value, as an empty key does in the
	// YAML: EDAGYM_CLONE_TEACHER= turns behaviour cloning off (viper
	// would otherwise treat it as unset).
	v.AllowEmptyEnv(true)
	v.AutomaticEnv()
	// AutomaticEnv only sees keys the YAML has: bind every key of the
	// config, so EDAGYM_NET_CRITIC works with a file that has no critic.
	for _, key := range configKeys(reflect.TypeOf(cfg), "") {
		if err := v.BindEnv(key); err != nil {
			return cfg, err
		}
	}
	for flag, key := range trainFlags {
		if err := v.BindPFlag(key, cmd.Flags().Lookup(flag)); err != nil {
			return cfg, err
		}
	}
	if err := v.Unmarshal(&cfg); err != nil {
		return cfg, fmt.Errorf("config %s: %w", orDefault(file), err)
	}
	if err := cfg.Validate(); err != nil {
		return cfg, err
	}
	return cfg, checkLineups(orDefault(file), cfg, lines)
}

func orDefault(file string) string {
	if file == "" {
		return "(embedded default)"
	}
	return file
}

// configKeys lists the dotted mapstructure keys of a config struct's scalar
// and list fields (nested structs by their parts: net.hidden1).
func configKeys(t reflect.Type, prefix string) []string {
	var keys []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("mapstructure"), ",")
		if name == "" || name == "-" {
			continue
		}
		if f.Type.Kind() == reflect.Struct {
			keys = append(keys, configKeys(f.Type, prefix+name+".")...)
			continue
		}
		keys = append(keys, prefix+name)
	}
	return keys
}
