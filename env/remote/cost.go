package remote

import (
	"fmt"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// plan is what a create is known to cost before its VecEnv is built.
type plan struct {
	spec     *env.Spec
	learners int   // learner seats per match
	bytes    int64 // estimated memory (envCost)
}

// isCheckpoint: a seat that plays a checkpoint (nn:PATH, nn-sample:PATH).
func isCheckpoint(name string) bool {
	_, _, ok := policies.CheckpointName(name)
	return ok
}

// probe checks a VecConfig by building one encoder (for the spec, hence the
// batch size) and one match (a config that parses may still describe a
// board its game cannot build: better a bad_config now than a panic in a
// worker at reset), counts the seats, and estimates the memory, all before
// any of the num_envs matches is built.
func probe(vc env.VecConfig, extra int64, shm bool) (p plan, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errorf(ErrBadConfig, "the config does not make a match: %v", r)
		}
	}()
	game, err := env.Lookup(vc.Game)
	if err != nil {
		return p, errorf(ErrUnknownGame, "%v", err)
	}
	enc, err := game.NewEncoder(vc.Config, vc.Mode)
	if err != nil {
		return p, errorf(ErrBadConfig, "%v", err)
	}
	if _, err := vc.Config.NewMatch(env.DeriveSeed(vc.Seed, 0, 0), nil); err != nil {
		return p, errorf(ErrBadConfig, "the config does not make a match: %v", err)
	}
	p.spec = enc.Spec()
	p.learners = -1
	var bots, nets int
	for i := 0; i < vc.NumEnvs; i++ {
		seats := vc.Seats
		if vc.EnvSeats != nil {
			seats = vc.EnvSeats(i)
		}
		l := 0
		for _, s := range seats {
			switch {
			case s.New == nil:
				l++
			case isCheckpoint(s.Name):
				nets++
			case s.Name == "Null": // every game's Null gives no orders and holds nothing
			default:
				bots++
			}
		}
		if p.learners >= 0 && l != p.learners {
			return p, errorf(ErrBadSeat, "match %d has %d learner seats, match 0 has %d: every match needs the same number", i, l, p.learners)
		}
		p.learners = l
	}
	if p.learners == 0 {
		return p, errorf(ErrBadValue, "no learner seat: mark at least one seat \"learner\"")
	}
	p.bytes = envCost(vc.Config, p.spec, vc.NumEnvs, p.learners, bots, nets, extra, shm)
	return p, nil
}

// agentBytes is one agent's share of a batch: its observations and mask.
func agentBytes(spec *env.Spec) int64 { return env.AgentBytes(spec) }

// envCost estimates a VecEnv's memory (env.Estimate): the batch, each
// match's engine and encoder by its board and units, each scripted bot
// but Null, and each checkpoint player with its weights (extra).
// TestEstimateCoversRSS checks it against the real memory of every game
// over a grid of boards, units, modes and players.
func envCost(cfg env.Config, spec *env.Spec, numEnvs, learners, bots, nets int, extra int64, shm bool) int64 {
	return env.Estimate(cfg, spec, env.Load{NumEnvs: numEnvs, Learners: learners, Bots: bots, Nets: nets, NetBytes: extra, Shm: shm})
}

// batchBytes bounds the size of a batch reply carrying the tensors (for
// the frame limit).
func batchBytes(spec *env.Spec, agents int) int64 {
	return int64(agents)*(agentBytes(spec)+4+3+64*int64(len(spec.Obs))) + 4096
}

// mib writes a byte count for error messages.
func mib(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }
