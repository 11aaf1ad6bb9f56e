package main

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
	"github.com/edagym/edagym/train"
)

// Commands that build many matches or buffers (train, bench env, eval)
// estimate their memory from what they are asked, with the estimator the
// server uses (env.Estimate), and refuse, before allocating anything, what
// would not fit in --max-memory: by default half of this machine's memory
// (or of the container's limit).

// memoryFlag adds --max-memory to a command.
func memoryFlag(f *pflag.FlagSet, dst *string) {
	f.StringVar(dst, "max-memory", "", "refuse settings estimated to need more memory than this, e.g. 8GiB (default: half of this machine's memory)")
}

// memoryLimit reads --max-memory: a size, or "" for half the machine's.
func memoryLimit(text string) (int64, string, error) {
	if text != "" {
		n, err := parseSize(text)
		if err != nil || n <= 0 {
			return 0, "", fmt.Errorf("--max-memory %q: want a size such as 8GiB", text)
		}
		return n, "--max-memory " + text, nil
	}
	total := physicalMemory()
	return total / 2, fmt.Sprintf("half of this machine's %s (--max-memory sets it)", gib(total)), nil
}

// unknownMemory is what a machine whose memory cannot be read is taken to
// have: a small one.
const unknownMemory = 8 << 30

// physicalMemory is the machine's memory, or the container's limit when
// lower (cgroup v2 or v1).
func physicalMemory() int64 {
	total := machineMemory()
	for _, f := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		if data, err := os.ReadFile(f); err == nil {
			if n, err := strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64); err == nil && n > 0 {
				total = min(total, n)
			}
		}
	}
	return total
}

func gib(n int64) string {
	if n >= 1<<30 {
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	}
	return fmt.Sprintf("%.0f MiB", float64(n)/(1<<20))
}

// checkMemory refuses need over the limit, saying what was asked and what
// to change.
func checkMemory(need, limit int64, why, what, change string) error {
	if need <= limit {
		return nil
	}
	return usageError{fmt.Errorf("%s would take about %s of memory, over %s: %s", what, gib(need), why, change)}
}

// seatLoad counts a lineup's seats over n matches for env.Estimate: the
// learners, the scripted bots (Null holds nothing) and the networks, with
// the size of their checkpoint files (their weights, as loaded).
func seatLoad(names []string, n int) (learners, bots, nets int, netBytes int64) {
	for _, name := range names {
		switch {
		case name == env.Learner.Name:
			learners++
		case name == "Null":
		default:
			if path, _, ok := policies.CheckpointName(name); ok {
				nets += n
				if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
					netBytes += int64(n) * fi.Size()
				}
				continue
			}
			bots += n
		}
	}
	return
}

// unitSpec is the spec of a game's per-unit encoder for cfg in mode (units
// when mode is not per unit).
func unitSpec(game *env.Game, cfg env.Config, mode env.Mode) (*env.Spec, error) {
	if !mode.PerUnit() || !game.HasMode(mode) {
		mode = env.Units
	}
	enc, err := game.NewEncoder(cfg, mode)
	if err != nil {
		return nil, err
	}
	return enc.Spec(), nil
}

// evalResultBytes is what an evaluation keeps per game until it is summed
// up: the seats' players, scores and aborts, and their slices' headers.
const evalResultBytes = 256

// evalMemory estimates an evaluation or a league: workers matches at once,
// each with its bots and networks, and a result per game.
func evalMemory(game, cnf string, seats []string, games, workers int) (int64, error) {
	g, cfg, err := train.LoadEnvConfig(game, cnf)
	if err != nil {
		return 0, err
	}
	spec, err := unitSpec(g, cfg, env.Units)
	if err != nil {
		return 0, err
	}
	if workers <= 0 {
		workers = numCPU()
	}
	_, bots, nets, netBytes := seatLoad(seats, 1)
	P := cfg.NumPlayers()
	if len(seats) > P { // a league: any P of them at a table
		bots, nets = min(bots, P), min(nets, P)
	}
	match := env.MatchBytes(cfg, spec, bots, nets, netBytes)
	return env.Add(env.Mul(int64(min(workers, games)), match), env.Mul(env.GCFactor, int64(games), evalResultBytes)), nil
}

// trainMemory estimates a training run: its VecEnv (the most learners a
// lineup has, every other seat a bot or, in a league, a network), the
// rollout's unit rows, masks and per-step records, the behaviour-cloning
// demonstrations, and the network's weights, gradients and optimizer
// state. The unit rows hold the nonzero values of the occupied slots'
// observations, with their masks: over 150 steps of every game and mode
// against Dummies, 1.5% to 8.3% of an agent's batch bytes on average (at
// most 17% in one step); an eighth is counted, then GCFactor.
func trainMemory(cfg train.Config) (int64, error) {
	g, ecfg, err := train.LoadEnvConfig(cfg.Game, cfg.Cnf)
	if err != nil {
		return 0, err
	}
	mode := env.Mode(cfg.Mode)
	enc, err := g.NewEncoder(ecfg, mode)
	if err != nil {
		return 0, err
	}
	spec := enc.Spec()
	P := ecfg.NumPlayers()
	learners, bots, nets := 1, 0, 0
	var netBytes int64
	net, err := policies.NewNet(spec, cfg.Net, 1)
	if err != nil {
		return 0, err
	}
	weights := 4 * int64(len(net.Params))
	if cfg.League.On() {
		nets = cfg.NumEnvs * (P - 1)
		netBytes = int64(nets) * weights
	} else {
		for _, st := range cfg.Curriculum {
			for _, l := range st.Lineups {
				ln, lb, lnets, lbytes := seatLoad(l, cfg.NumEnvs)
				learners = max(learners, 1+ln)
				bots, nets, netBytes = max(bots, lb), max(nets, lnets), max(netBytes, lbytes)
			}
		}
	}
	vec := env.Estimate(ecfg, spec, env.Load{NumEnvs: cfg.NumEnvs, Learners: learners, Bots: bots, Nets: nets, NetBytes: netBytes})
	step := env.AgentBytes(spec)/8 + 64
	rollout := env.Mul(int64(cfg.Rollout), int64(cfg.NumEnvs), int64(learners), step)
	clone := env.Mul(env.Add(cfg.Clone.Steps, env.Mul(int64(cfg.Clone.Dagger), cfg.Clone.DaggerSteps)), step)
	if cfg.Clone.Teacher == "" {
		clone = 0
	}
	return env.Add(vec, env.Mul(env.GCFactor, env.Add(max(rollout, clone), 16*weights))), nil
}

// numCPU is the parallelism of "every core".
func numCPU() int { return max(1, runtime.GOMAXPROCS(0)) }
