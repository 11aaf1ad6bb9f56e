package env

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"
)

// VecConfig describes a batch of environments.
type VecConfig struct {
	Game    string
	Config  Config // nil: the game's default.cnf
	Mode    Mode
	NumEnvs int
	// Seats lists every seat: a Seat with a nil New is a learner, any other
	// is a bot. EnvSeats, when set, gives env i its own seats (e.g. a mix of
	// opponents); every env must have the same number of learners.
	Seats    []Seat
	EnvSeats func(i int) []Seat
	Reward   RewardConfig
	Workers  int // 0: GOMAXPROCS
	Seed     uint64
	// FirstIndex is the index of env 0 in a batch split over several
	// VecEnvs (a client's servers): match seeds derive from FirstIndex+i,
	// so the split plays the same matches as one VecEnv of the whole batch.
	FirstIndex int
	// Log receives the engines' warnings about refused orders; nil drops
	// them. It is shared by the workers, so it must be safe for concurrent use.
	Log io.Writer
	// Losses fills Batch.Lost (per-unit modes of games whose encoder is a
	// SlotLister).
	Losses bool
	// Captures fills Batch.Captured (per-unit modes of games whose Match is
	// a Captor).
	Captures bool
}

// Learner is the seat of a learner-controlled Seat.
var Learner = Seat{Name: "learner"}

// EpisodeInfo is the record of a finished match, for one learner.
type EpisodeInfo struct {
	Return float64 `msgpack:"return"`
	Length int     `msgpack:"length"`
	Scores []int   `msgpack:"scores"`
	Place  float64 `msgpack:"place"` // 1-based, averaged over ties
	Seat   int     `msgpack:"seat"`
	Seed   int32   `msgpack:"seed"`
}

// Batch is the VecEnv's output, in contiguous buffers shaped [A, ...] where
// A = NumEnvs × learners per env (agent a is env a/L, learner a%L).
type Batch struct {
	Obs        [][]byte  // per Spec.Obs tensor
	Mask       []uint8   // [A, Slots, Actions]
	Reward     []float32 // [A]
	Terminated []bool    // [A]: the match ended (every learner of the env at once)
	Truncated  []bool    // [A]: always false: matches have a fixed length
	// Final[a] is true when agent a's episode ended at this step; Episode[a]
	// then holds its record (valid until the next Step).
	Final   []bool
	Episode []EpisodeInfo
	// Lost, with VecConfig.Losses, is [A, Slots]: 1 where the unit of slot
	// s in the agent's previous observation is no longer its own (lost,
	// captured, killed). Slots are ranks among my units, so when a unit is
	// lost the later ones move down a slot: this names the lost unit's own
	// slot, the one whose row acted.
	Lost []uint8
	// Captured, with VecConfig.Captures, is [A, Slots]: how many rival
	// units the unit of slot s in the agent's previous observation
	// captured in this step (the game's Captor names it).
	Captured []uint8
	// SlotIDs, with VecConfig.Losses or Captures, is [A, Slots]: the unit
	// id in each slot of this observation, -1 where a slot is empty. Unit ids
	// last a match, so a trainer can follow a unit across steps whose slots
	// shift (train's carry_credits).
	SlotIDs []int32
}

// VecEnv steps N matches at once on a pool of workers. Each env's seed comes
// from the base seed, its index and its episode number, so results do not
// depend on the number of workers. Autoreset is next-step (Gymnasium's
// default): the step after a match ends resets that env, ignores its actions
// and returns the first observation with zero reward.
type VecEnv struct {
	spec    Spec
	cfg     VecConfig
	learner int // learners per env
	envs    []*envSlot
	Batch   Batch
	actions []int32
	obsSize []int // bytes per agent per obs tensor
	work    func(e *envSlot)
	pool    *pool
	// Method values made once: taking one per step would allocate.
	stepFn  func(e *envSlot)
	chunkFn func(lo, hi int)
}

// NewVecEnv builds the environments (call Reset before Step).
func NewVecEnv(c VecConfig) (*VecEnv, error) {
	game, err := Lookup(c.Game)
	if err != nil {
		return nil, err
	}
	if c.Config == nil {
		if c.Config, err = game.Default(); err != nil {
			return nil, err
		}
	}
	if c.Mode == "" {
		c.Mode = game.Modes[0]
	}
	if !game.HasMode(c.Mode) {
		return nil, fmt.Errorf("%s has no %s mode (it has %v)", c.Game, c.Mode, game.Modes)
	}
	if c.Reward.Terminal == "" && c.Reward.Shaping == 0 {
		c.Reward = DefaultReward
	}
	if err := c.Reward.Validate(); err != nil {
		return nil, err
	}
	if c.Reward.Units != 0 || c.Captures {
		// what the game's matches can tell, from one of them
		m, err := c.Config.NewMatch(0, nil)
		if err != nil {
			return nil, err
		}
		if _, ok := m.(UnitHolder); !ok && c.Reward.Units != 0 {
			return nil, fmt.Errorf("reward units: %s's units never change hands; only a game whose units do (dominator, madmax, moria) can reward their share", c.Game)
		}
		if _, ok := m.(Captor); !ok && c.Captures {
			return nil, fmt.Errorf("captures: %s's units never change hands; only a game whose units do (dominator, madmax, moria) names the units that capture", c.Game)
		}
	}
	if c.NumEnvs < 1 {
		return nil, fmt.Errorf("num_envs must be at least 1, got %d", c.NumEnvs)
	}
	v := &VecEnv{cfg: c, learner: -1}
	for i := 0; i < c.NumEnvs; i++ {
		seats := c.Seats
		if c.EnvSeats != nil {
			seats = c.EnvSeats(i)
		}
		e, err := newEnvSlot(i, c, seats)
		if err != nil {
			return nil, err
		}
		if v.learner >= 0 && len(e.learners) != v.learner {
			return nil, fmt.Errorf("env %d has %d learner seats, env 0 has %d: every env needs the same number", i, len(e.learners), v.learner)
		}
		v.learner = len(e.learners)
		v.envs = append(v.envs, e)
	}
	if v.learner == 0 {
		return nil, fmt.Errorf("no learner seat: mark at least one seat as the learner")
	}
	v.spec = *v.envs[0].enc.Spec()
	A := c.NumEnvs * v.learner
	b := &v.Batch
	for _, t := range v.spec.Obs {
		v.obsSize = append(v.obsSize, t.Bytes())
		b.Obs = append(b.Obs, newAligned(A*t.Bytes()))
	}
	b.Mask = make([]uint8, A*v.spec.Slots*v.spec.Actions)
	b.Reward = make([]float32, A)
	b.Terminated = make([]bool, A)
	b.Truncated = make([]bool, A)
	b.Final = make([]bool, A)
	b.Episode = make([]EpisodeInfo, A)
	if c.Losses {
		if _, ok := v.envs[0].enc.(SlotLister); !ok || c.Mode == Board {
			return nil, fmt.Errorf("losses: %s %s mode does not name the unit of each slot", c.Game, c.Mode)
		}
		b.Lost = make([]uint8, A*v.spec.Slots)
	}
	if c.Captures {
		if _, ok := v.envs[0].enc.(SlotLister); !ok || c.Mode == Board {
			return nil, fmt.Errorf("captures: %s %s mode does not name the unit of each slot", c.Game, c.Mode)
		}
		b.Captured = make([]uint8, A*v.spec.Slots)
	}
	if c.Losses || c.Captures {
		b.SlotIDs = make([]int32, A*v.spec.Slots)
	}
	for a := range b.Episode {
		b.Episode[a].Scores = make([]int, c.Config.NumPlayers())
	}
	workers := c.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	v.pool = newPool(min(workers, c.NumEnvs))
	v.stepFn, v.chunkFn = v.stepOne, v.chunk
	return v, nil
}

// Spec is the per-agent observation and action layout.
func (v *VecEnv) Spec() *Spec { return &v.spec }

// NumEnvs is the number of matches.
func (v *VecEnv) NumEnvs() int { return len(v.envs) }

// NumAgents is NumEnvs × learners per env: the batch's first dimension.
func (v *VecEnv) NumAgents() int { return len(v.envs) * v.learner }

// LearnersPerEnv is the number of learner seats in each env.
func (v *VecEnv) LearnersPerEnv() int { return v.learner }

// LearnerSeat is the seat agent a plays.
func (v *VecEnv) LearnerSeat(a int) int { return v.envs[a/v.learner].learners[a%v.learner] }

// Match gives read access to env i's current match (for tests and tools).
func (v *VecEnv) Match(i int) Match { return v.envs[i].m }

// Close stops the workers and releases what the bots of the matches in
// play hold (C++ players' processes).
func (v *VecEnv) Close() {
	v.pool.close()
	for _, e := range v.envs {
		e.t.Close()
	}
}

// Reset starts every env's first episode from the base seed and writes the
// first observations. Seeds derive from (seed, env index + FirstIndex,
// episode).
func (v *VecEnv) Reset(seed uint64) (*Batch, error) {
	v.cfg.Seed = seed
	return v.run(func(e *envSlot) {
		e.episode = 0
		e.resetDerived(seed)
		v.emit(e, false)
	})
}

// ResetSeeds starts env i's episode with match seed seeds[i] exactly (later
// autoresets derive theirs from it).
func (v *VecEnv) ResetSeeds(seeds []int32) (*Batch, error) {
	if len(seeds) != len(v.envs) {
		return nil, fmt.Errorf("got %d seeds for %d envs", len(seeds), len(v.envs))
	}
	return v.run(func(e *envSlot) {
		e.episode = 0
		e.base = uint64(uint32(seeds[e.index]))
		e.reset(seeds[e.index])
		v.emit(e, false)
	})
}

// Reseat gives env i new seats from its next match on (its next autoreset
// or Reset): an opponent league draws each match's opponents this way. The
// learners must keep their seats, as the agents are numbered by them.
func (v *VecEnv) Reseat(i int, seats []Seat) error {
	if i < 0 || i >= len(v.envs) {
		return fmt.Errorf("reseat: no env %d (there are %d)", i, len(v.envs))
	}
	e := v.envs[i]
	var learners []int
	for p, s := range seats {
		if s.New == nil {
			learners = append(learners, p)
		}
	}
	if !slices.Equal(learners, e.learners) {
		return fmt.Errorf("reseat: env %d's learners sit at %v, the new seats put them at %v", i, e.learners, learners)
	}
	return e.t.SetSeats(seats)
}

// Step applies actions, [NumAgents, Slots] int32, and returns the batch.
func (v *VecEnv) Step(actions []int32) (*Batch, error) {
	if want := v.NumAgents() * v.spec.Slots; len(actions) != want {
		return nil, fmt.Errorf("actions: got %d values, want %d (agents %d × slots %d)", len(actions), want, v.NumAgents(), v.spec.Slots)
	}
	v.actions = actions
	return v.run(v.stepFn)
}

func (v *VecEnv) stepOne(e *envSlot) {
	if e.m.Done() { // next-step autoreset
		e.episode++
		e.resetDerived(e.base)
		v.emit(e, false)
		return
	}
	slots := v.spec.Slots
	e.t.Begin()
	for l, seat := range e.learners {
		a := e.index*v.learner + l
		e.enc.Decode(e.m, seat, v.actions[a*slots:(a+1)*slots], e.t.Orders(seat))
	}
	e.step()
	v.emit(e, true)
}

// emit writes env e's observations, masks, rewards and flags into the batch.
func (v *VecEnv) emit(e *envSlot, stepped bool) {
	b := &v.Batch
	n := e.cfg.NumPlayers()
	done := e.m.Done()
	for l, seat := range e.learners {
		a := e.index*v.learner + l
		obs := e.obsViews(b, a, v.obsSize)
		e.enc.Observe(e.m, seat, obs)
		ms := v.spec.Slots * v.spec.Actions
		e.enc.Mask(e.m, seat, b.Mask[a*ms:(a+1)*ms])
		r := 0.0
		if stepped {
			sh := share(e.m, seat, n)
			r = v.cfg.Reward.Shaping * (sh - e.share[l])
			e.share[l] = sh
			if v.cfg.Reward.Units != 0 {
				us := unitShare(e.m, seat, n)
				r += v.cfg.Reward.Units * (us - e.units[l])
				e.units[l] = us
			}
			if v.cfg.Reward.Rounds != 0 {
				r += v.cfg.Reward.Rounds * roundShare(e.m, seat, e.lastScores[l])
			}
			if done {
				r += v.cfg.Reward.terminal(e.scores(), seat)
			}
		} else {
			e.share[l] = 0
			if v.cfg.Reward.Units != 0 {
				e.units[l] = unitShare(e.m, seat, n)
			}
			if v.cfg.Reward.Rounds != 0 {
				roundShare(e.m, seat, e.lastScores[l])
			}
			e.ret[l] = 0
		}
		if b.Lost != nil || b.Captured != nil {
			e.markSlots(rowOf(b.Lost, a, v.spec.Slots), rowOf(b.Captured, a, v.spec.Slots), l, seat, stepped)
			slotIDs(b.SlotIDs[a*v.spec.Slots:(a+1)*v.spec.Slots], e.ids)
		}
		e.ret[l] += r
		b.Reward[a] = float32(r)
		b.Terminated[a] = stepped && done
		b.Truncated[a] = false
		b.Final[a] = stepped && done
		if stepped && done {
			ep := &b.Episode[a]
			ep.Return, ep.Length, ep.Seat, ep.Seed = e.ret[l], e.m.Round(), seat, e.m.Seed()
			copy(ep.Scores, e.scores())
			ep.Place = Place(ep.Scores, seat)
		}
	}
}

// run calls fn on every env; each worker takes the next env as it finishes one.
// A panic in an engine, encoder or bot (they run here, on the workers'
// goroutines) breaks that env: it is recovered, and every later call
// returns the env's error, as a broken match cannot go on.
func (v *VecEnv) run(fn func(e *envSlot)) (*Batch, error) {
	v.work = fn
	v.pool.run(len(v.envs), v.chunkFn)
	for _, e := range v.envs {
		if e.err != nil {
			return nil, e.err
		}
	}
	return &v.Batch, nil
}

func (v *VecEnv) chunk(lo, hi int) {
	for i := lo; i < hi; i++ {
		v.guarded(v.envs[i])
	}
}

// guarded runs the work on one env unless it is broken, recovering a panic.
func (v *VecEnv) guarded(e *envSlot) {
	if e.err != nil {
		return
	}
	defer func() {
		switch r := recover().(type) {
		case nil:
		case resetFailed:
			e.err = fmt.Errorf("env %d: %w", e.index, r.err)
		default:
			e.err = fmt.Errorf("env %d: internal error: %v\n%s", e.index, r, debug.Stack())
		}
	}()
	v.work(e)
}

// DeriveSeed is env index's match seed for an episode: a splitmix64 hash of
// the three, cut to a non-negative int32.
func DeriveSeed(base uint64, index, episode int) int32 {
	x := base ^ uint64(index)*0x9e3779b97f4a7c15 ^ uint64(episode)*0xbf58476d1ce4e5b9
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	x ^= x >> 31
	return int32(x & 0x7fffffff)
}

// envSlot is one environment: a match at its Table, and its encoder.
type envSlot struct {
	index      int
	cfg        Config
	enc        Encoder
	t          *Table
	m          Match // t.Match(), kept for the hot path
	learners   []int
	base       uint64
	episode    int
	share      []float64 // per learner: my share of the points at the last step
	units      []float64 // per learner: my share of the units at the last step (reward units)
	lastScores [][]int   // per learner: every seat's score at the last step (reward rounds)
	slotIDs    [][]int   // per learner: the unit of each slot at the last step (VecConfig.Losses, Captures)
	captors    []int     // scratch: the units that captured in the last step (Captures)
	ids        []int     // scratch: the units of the slots now
	mine       []bool    // scratch: per unit id, among ids
	ret        []float64 // per learner: the episode's return so far
	score      []int
	views      [][]byte
	err        error // a panic of the engine, encoder or a bot: the env is broken

	seedIndex int // index + VecConfig.FirstIndex: what its seeds derive from
}

func newEnvSlot(i int, c VecConfig, seats []Seat) (*envSlot, error) {
	n := c.Config.NumPlayers()
	if len(seats) != n {
		return nil, fmt.Errorf("env %d: %s needs %d seats, got %d", i, c.Game, n, len(seats))
	}
	game, _ := Lookup(c.Game)
	enc, err := game.NewEncoder(c.Config, c.Mode)
	if err != nil {
		return nil, err
	}
	t, err := NewTable(c.Config, seats, c.Log)
	if err != nil {
		return nil, err
	}
	e := &envSlot{index: i, seedIndex: c.FirstIndex + i, cfg: c.Config, enc: enc, t: t, base: c.Seed, score: make([]int, n)}
	for p, s := range seats {
		if s.New == nil {
			e.learners = append(e.learners, p)
		}
	}
	e.share = make([]float64, len(e.learners))
	e.units = make([]float64, len(e.learners))
	e.slotIDs = make([][]int, len(e.learners))
	e.lastScores = make([][]int, len(e.learners))
	for l := range e.lastScores {
		e.lastScores[l] = make([]int, n)
	}
	e.ret = make([]float64, len(e.learners))
	e.views = make([][]byte, len(enc.Spec().Obs))
	return e, nil
}

// resetFailed is a match that could not start: reset panics with it and
// guarded turns it into the env's error, wrapped (ErrNoBoard stays one).
type resetFailed struct{ err error }

// reset starts a match with a seed.
func (e *envSlot) reset(seed int32) {
	if err := e.start(seed); err != nil {
		panic(resetFailed{err})
	}
}

// resetDerived starts episode e.episode on the seed derived from base; a
// seed with no board (ErrNoBoard) is passed over for the next episode's.
func (e *envSlot) resetDerived(base uint64) {
	for tries := 0; ; tries++ {
		err := e.start(DeriveSeed(base, e.seedIndex, e.episode))
		if err == nil {
			return
		}
		if !errors.Is(err, ErrNoBoard) || tries == 100 {
			panic(resetFailed{err})
		}
		e.episode++
	}
}

// start starts a match with a seed at the env's table.
func (e *envSlot) start(seed int32) error {
	if err := e.t.Reset(seed); err != nil {
		return err
	}
	e.m = e.t.Match()
	return nil
}

// step lets the bots play, then resolves the round. Learner orders are
// already recorded.
func (e *envSlot) step() {
	e.t.PlayBots()
	e.t.Step()
}

func (e *envSlot) scores() []int {
	for p := range e.score {
		e.score[p] = e.m.Score(p)
	}
	return e.score
}

// obsViews slices agent a's part of every observation buffer.
func (e *envSlot) obsViews(b *Batch, a int, sizes []int) [][]byte {
	for k, size := range sizes {
		e.views[k] = b.Obs[k][a*size : (a+1)*size]
	}
	return e.views
}

// pool runs a function over index chunks on persistent goroutines, so a step
// allocates nothing.
// pool runs a function over env indices on a fixed set of goroutines.
// Workers take the next env as they finish one, so envs of unequal cost
// (a league's opponents: Null next to three network players) do not leave
// a worker idle while another finishes its share; each env's result does
// not depend on which worker steps it.
type pool struct {
	workers int
	start   []chan int
	fn      func(lo, hi int)
	next    atomic.Int64
	wg      sync.WaitGroup
}

func newPool(workers int) *pool {
	p := &pool{workers: workers}
	if workers > 1 {
		p.start = make([]chan int, workers)
		for w := range p.start {
			p.start[w] = make(chan int)
			go func(ch chan int) {
				for n := range ch {
					for i := int(p.next.Add(1) - 1); i < n; i = int(p.next.Add(1) - 1) {
						p.fn(i, i+1)
					}
					p.wg.Done()
				}
			}(p.start[w])
		}
	}
	return p
}

func (p *pool) run(n int, fn func(lo, hi int)) {
	if p.workers <= 1 {
		fn(0, n)
		return
	}
	p.fn = fn
	p.next.Store(0)
	p.wg.Add(p.workers)
	for _, ch := range p.start {
		ch <- n
	}
	p.wg.Wait()
}

func (p *pool) close() {
	for _, ch := range p.start {
		close(ch)
	}
	p.start = nil
}

// markSlots writes learner l's rows of Batch.Lost and Batch.Captured
// (either may be nil), from the units its slots held at the last step; none
// on a reset. It then notes the units its slots hold now.
func (e *envSlot) markSlots(lost, captured []uint8, l, seat int, stepped bool) {
	e.ids = e.enc.(SlotLister).SlotUnits(e.ids[:0], e.m, seat)
	if lost != nil {
		e.markLost(lost, l, stepped)
	}
	if captured != nil {
		e.markCaptured(captured, l, stepped)
	}
	e.slotIDs[l] = append(e.slotIDs[l][:0], e.ids...)
}

// markLost flags the slots whose unit of the last step is not among the
// learner's units now (e.ids).
func (e *envSlot) markLost(lost []uint8, l int, stepped bool) {
	clear(lost)
	if !stepped {
		return
	}
	if n := e.m.NumUnits(); len(e.mine) != n {
		e.mine = make([]bool, n)
	}
	for _, id := range e.ids {
		e.mine[id] = true
	}
	for s, id := range e.slotIDs[l] {
		if !e.mine[id] {
			lost[s] = 1
		}
	}
	for _, id := range e.ids {
		e.mine[id] = false
	}
}

// slotIDs writes the units of the slots (ids, in slot order) to dst, -1
// in the slots after them.
func slotIDs(dst []int32, ids []int) {
	for s := range dst {
		dst[s] = -1
		if s < len(ids) {
			dst[s] = int32(ids[s])
		}
	}
}

// rowOf is agent a's row of a [A, slots] batch field, nil if it is nil.
func rowOf(f []uint8, a, slots int) []uint8 {
	if f == nil {
		return nil
	}
	return f[a*slots : (a+1)*slots]
}
