package env

import "math"

// Footprint is what one match of a config holds in memory, in bytes, as
// upper bounds: every game's Config says it from its board, its units and
// the observation mode, so that a server, a training run or an evaluation
// can refuse what would not fit before building anything.
// env/remote's TestEstimateCoversRSS measures the bounds against the real
// memory of each game over a grid of configs.
type Footprint struct {
	// Match is the engine's match: board, units, per-round scratch.
	Match int64
	// Encoder is one encoder of the mode with its scratch (the batch rows
	// it writes are counted apart, from the Spec).
	Encoder int64
	// Bot is the most one scripted player of the game holds (its plans,
	// distance fields and scratch); Null holds nothing.
	Bot int64
}

// Load is what a VecEnv, or a set of matches, is made of, for Estimate:
// how many matches, learner seats per match, scripted bots and network
// players over all the matches.
type Load struct {
	NumEnvs  int
	Learners int // learner seats per match
	Bots     int // scripted seats but Null, over all matches
	Nets     int // network (checkpoint) seats, over all matches
	// NetBytes is the networks' weights over all their seats (each
	// player holds its own copy).
	NetBytes int64
	// Shm: the batch also lives twice in a shared-memory file.
	Shm bool
}

// GCFactor is how much more than its live heap a Go process may hold: the
// collector lets the heap grow to twice what was live after the last
// collection (GOGC=100) before it collects again.
const GCFactor = 2

// envOverhead is what a match's slot in a VecEnv holds besides its match,
// encoder and players: the table, seats, per-learner records.
const envOverhead = 16 << 10

// AgentBytes is one agent's share of a batch: its observations and mask.
func AgentBytes(spec *Spec) int64 {
	n := int64(spec.Slots * spec.Actions)
	for _, t := range spec.Obs {
		n += int64(t.Bytes())
	}
	return n
}

// Estimate bounds the memory, in bytes, of a VecEnv of cfg whose agents
// see spec: its batch (three copies with shared memory, two of them in the
// file, outside the Go heap), each match's engine and encoder, each bot's
// and each network player's own memory (a network player keeps an encoder
// of its own and its activations, 12 batch rows at most), all of it live
// heap but the file's copies, times GCFactor. The estimate is made without
// building anything but cfg.
func Estimate(cfg Config, spec *Spec, l Load) int64 {
	fp := cfg.Footprint(spec.Mode)
	P := AgentBytes(spec) + 64
	agents := mul(int64(l.NumEnvs), int64(l.Learners))
	heap := add(mul(agents, P), mul(int64(l.NumEnvs), fp.Match+fp.Encoder+envOverhead),
		mul(int64(l.Bots), fp.Bot), mul(int64(l.Nets), netEncoder(cfg)+12*P), l.NetBytes)
	var file int64
	if l.Shm {
		file = mul(2, agents, P)
	}
	return add(mul(GCFactor, heap), file)
}

// mul multiplies non-negative counts and sizes, saturating at the largest
// int64: an estimate of a billion matches must refuse them, not wrap.
func mul(xs ...int64) int64 {
	p := int64(1)
	for _, x := range xs {
		if x <= 0 {
			return 0
		}
		if p > math.MaxInt64/x {
			return math.MaxInt64
		}
		p *= x
	}
	return p
}

// add adds non-negative sizes, saturating at the largest int64.
func add(xs ...int64) int64 {
	s := int64(0)
	for _, x := range xs {
		if s > math.MaxInt64-x {
			return math.MaxInt64
		}
		s += x
	}
	return s
}

// netEncoder is the largest encoder a network player of cfg's game may
// keep (its checkpoint's mode may not be the VecEnv's).
func netEncoder(cfg Config) int64 {
	var most int64
	for _, m := range []Mode{Units, Plan, Facts} {
		most = max(most, cfg.Footprint(m).Encoder)
	}
	return most
}

// MatchBytes bounds the memory of one match played outside a VecEnv (an
// evaluation's game): the match, its bots and its network players (each
// with an encoder, 12 rows of unitSpec, the units-mode spec of the game,
// and its weights: netBytes for all of them).
func MatchBytes(cfg Config, unitSpec *Spec, bots, nets int, netBytes int64) int64 {
	fp := cfg.Footprint(Units)
	P := AgentBytes(unitSpec) + 64
	return mul(GCFactor, add(fp.Match+envOverhead, mul(int64(bots), fp.Bot), mul(int64(nets), netEncoder(cfg)+12*P), netBytes))
}

// Mul and Add are mul and add for callers adding to an estimate.
func Mul(xs ...int64) int64 { return mul(xs...) }

// Add adds non-negative sizes, saturating at the largest int64.
func Add(xs ...int64) int64 { return add(xs...) }
