package train

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sync/atomic"
	"time"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/internal/outfile"
	"github.com/edagym/edagym/policies"
	"github.com/schollz/progressbar/v3"
)

// EvolveConfig turns a run into evolution strategies (Salimans et al.,
// 2017) on the greedy policy's whole-match result: each generation draws
// Pairs directions ε, plays θ+σε and θ−σε in the same Matches matches
// (same seeds and seats: common random numbers) against the curriculum's
// last lineup, and moves θ along the directions the centred ranks of their
// fitness favour, with Adam. It needs no advantage, no critic and no
// credit for a unit: the fitness is the match's outcome, played greedily
// as the export plays. It starts from init (a checkpoint of the same
// mode; init_sharpen scales its head first) and moves the policy's last
// Layers layers.
type EvolveConfig struct {
	Pairs   int     `mapstructure:"pairs" json:"pairs,omitempty"`     // antithetic pairs per generation; 0: PPO, not evolution
	Matches int     `mapstructure:"matches" json:"matches,omitempty"` // matches per candidate per generation
	Sigma   float64 `mapstructure:"sigma" json:"sigma,omitempty"`     // the perturbations' standard deviation
	LR      float64 `mapstructure:"lr" json:"lr,omitempty"`           // Adam's step
	Layers  int     `mapstructure:"layers" json:"layers,omitempty"`   // 1: the head; 2: and the second layer; 3: every policy weight
	// FirstBonus is added to a match's fitness (the learner's score share)
	// when the learner is first.
	FirstBonus float64 `mapstructure:"first_bonus" json:"first_bonus,omitempty"`
	// SeedBase is the first match seed: generation g plays seeds SeedBase +
	// g·Matches + j, far from the evaluation's 1..200, 1001..1200, 2001..2200.
	SeedBase int32 `mapstructure:"seed_base" json:"seed_base,omitempty"`
}

// On reports whether the run evolves instead of running PPO.
func (e EvolveConfig) On() bool { return e.Pairs > 0 }

func (e *EvolveConfig) validate(c *Config) error {
	if !e.On() {
		return nil
	}
	switch {
	case e.Matches < 1:
		return fmt.Errorf("config: evolve.matches must be positive")
	case e.Sigma <= 0 || e.LR <= 0:
		return fmt.Errorf("config: evolve.sigma and evolve.lr must be positive")
	case e.Layers < 1 || e.Layers > 3:
		return fmt.Errorf("config: evolve.layers is 1 (the head), 2 or 3 (every policy weight)")
	case e.FirstBonus < 0:
		return fmt.Errorf("config: evolve.first_bonus cannot be negative")
	case c.Init == "":
		return fmt.Errorf("config: evolve needs init, the checkpoint it starts from")
	case c.League.On():
		return fmt.Errorf("config: evolve plays the curriculum's last lineup, not a league")
	}
	if e.SeedBase == 0 {
		e.SeedBase = 100000
	}
	return nil
}

// EvolveMetric is one generation.
type EvolveMetric struct {
	Generation int     `json:"generation"`
	Steps      int64   `json:"steps"` // learner env-steps (rounds) so far, every candidate's
	Seconds    float64 `json:"seconds"`
	Fitness    float64 `json:"fitness"` // the population's mean
	Share      float64 `json:"share"`
	First      float64 `json:"first"`       // first-place rate over the population's matches
	BestFirst  float64 `json:"best_first"`  // the best candidate's
	StepNorm   float64 `json:"step_norm"`   // |Δθ| this generation
	Generating float64 `json:"gen_seconds"` // this generation's wall time
}

// evolver is an evolution run's state.
type evolver struct {
	cfg     Config
	ck      *policies.Checkpoint // θ, as a player checkpoint
	lo, hi  int                  // the evolved range of Params
	adam    *Adam
	gen     int
	steps   int64
	elapsed time.Duration
	metrics []EvolveMetric
	envCfg  env.Config
	opps    []env.Seat
}

// Evolve runs evolution strategies (cfg.Evolve) until TotalSteps or
// MaxTime, writing policy.ckpt, latest.ckpt, metrics.jsonl and curve.png
// in opt.Dir after every generation.
func Evolve(ctx context.Context, cfg Config, opt RunOptions) error {
	logf := func(format string, args ...any) {
		if opt.Log != nil {
			fmt.Fprintf(opt.Log, format, args...)
		}
	}
	ev, err := newEvolver(cfg, opt.Resume)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(opt.Dir, 0o755); err != nil {
		return err
	}
	if b, err := json.MarshalIndent(ev.cfg, "", "  "); err == nil {
		if err := outfile.WriteFile(filepath.Join(opt.Dir, "config.json"), append(b, '\n')); err != nil {
			return err
		}
	}
	var bar *progressbar.ProgressBar
	from := ev.steps
	if opt.Progress != nil {
		bar = newStepBar(opt.Progress, ev.steps, cfg.TotalSteps)
		defer bar.Finish()
	}
	var last time.Duration
	for ev.steps < cfg.TotalSteps && (cfg.MaxTime == 0 || ev.elapsed+last <= cfg.MaxTime) {
		start := time.Now()
		m, err := ev.generation(ctx)
		if err != nil {
			if ctx.Err() != nil && ev.gen > 0 {
				logf("interrupted in generation %d; %s holds generation %d\n", ev.gen+1, filepath.Join(opt.Dir, LatestCkpt), ev.gen)
			}
			return err
		}
		last = time.Since(start)
		ev.elapsed += last
		m.Seconds, m.Generating = ev.elapsed.Seconds(), last.Seconds()
		ev.metrics = append(ev.metrics, m)
		if err := ev.save(opt.Dir); err != nil {
			return err
		}
		if bar != nil {
			_ = bar.Set64(min(ev.steps, cfg.TotalSteps) - from)
			_ = bar.Clear()
		}
		logf("generation %d: %d steps, %.0fs, fitness %.3f, share %.3f, first %.1f%% (best %.1f%%), |Δθ| %.4f\n",
			m.Generation, m.Steps, m.Seconds, m.Fitness, m.Share, 100*m.First, 100*m.BestFirst, m.StepNorm)
	}
	return nil
}

func newEvolver(cfg Config, resume *policies.Checkpoint) (*evolver, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	_, envCfg, err := LoadEnvConfig(cfg.Game, cfg.Cnf)
	if err != nil {
		return nil, err
	}
	from := resume
	if from == nil {
		if from, err = policies.Load(cfg.Init); err != nil {
			return nil, err
		}
	}
	if from.Game != cfg.Game || string(from.Spec.Mode) != cfg.Mode {
		return nil, fmt.Errorf("init %s: a %s checkpoint in %s mode, the config is %s in %s mode", cfg.Init, from.Game, from.Spec.Mode, cfg.Game, cfg.Mode)
	}
	spec := &from.Spec
	net, err := from.NetFor(spec)
	if err != nil {
		return nil, fmt.Errorf("init %s: %w", cfg.Init, err)
	}
	lineups := cfg.Curriculum[len(cfg.Curriculum)-1].Lineups
	opps, err := agents.Seats(cfg.Game, lineups[0]...)
	if err != nil {
		return nil, err
	}
	if len(opps) != envCfg.NumPlayers()-1 {
		return nil, fmt.Errorf("config: %s needs %d opponents, the lineup has %d", cfg.Game, envCfg.NumPlayers()-1, len(opps))
	}
	if resume == nil {
		sharpen(net, cfg.InitSharpen)
	}
	ev := &evolver{cfg: cfg, envCfg: envCfg, opps: opps}
	ev.ck = policies.NewCheckpoint(net, spec)
	ev.ck.Config, _ = json.Marshal(cfg)
	ev.ck.Seed = cfg.Seed
	ev.lo, ev.hi = net.PolicyLayers(cfg.Evolve.Layers)
	ev.adam = NewAdam(ev.hi - ev.lo)
	if resume != nil {
		o := resume.Optim
		if o == nil || len(o.M) != len(resume.Params) || len(o.V) != len(o.M) {
			return nil, fmt.Errorf("resume: the checkpoint holds no optimizer state")
		}
		ev.adam.State.Step = o.Step
		copy(ev.adam.State.M, o.M[ev.lo:ev.hi])
		copy(ev.adam.State.V, o.V[ev.lo:ev.hi])
		ev.gen, ev.steps = resume.Updates, resume.Steps
		ev.elapsed = time.Duration(resume.Extra["seconds"] * float64(time.Second))
		ev.metrics = fromRecords[EvolveMetric](resume.Metrics)
	}
	return ev, nil
}

// generation plays one generation and moves θ.
func (ev *evolver) generation(ctx context.Context) (EvolveMetric, error) {
	e := ev.cfg.Evolve
	dim := ev.hi - ev.lo
	rng := rand.New(rand.NewPCG(ev.cfg.Seed, uint64(ev.gen)))
	eps := make([]float32, e.Pairs*dim)
	for i := range eps {
		eps[i] = float32(rng.NormFloat64())
	}
	cands, err := ev.candidates(eps)
	if err != nil {
		return EvolveMetric{}, err
	}
	var rounds atomic.Int64
	res, err := ev.play(ctx, cands, &rounds)
	if err != nil {
		return EvolveMetric{}, err
	}
	m, fit := ev.score(res)
	grad := make([]float32, dim)
	descent(grad, eps, fit, e.Sigma)
	theta := ev.ck.Params[ev.lo:ev.hi]
	before := slices.Clone(theta)
	ev.adam.Step(theta, grad, e.LR)
	for i := range theta {
		d := float64(theta[i] - before[i])
		m.StepNorm += d * d
	}
	m.StepNorm = math.Sqrt(m.StepNorm)
	ev.gen++
	ev.steps += rounds.Load()
	m.Generation, m.Steps = ev.gen, ev.steps
	return m, nil
}

// candidates are θ+σε (even) and θ−σε (odd) for each direction of eps,
// as greedy players.
func (ev *evolver) candidates(eps []float32) ([]env.Seat, error) {
	dim, sigma := ev.hi-ev.lo, float32(ev.cfg.Evolve.Sigma)
	cands := make([]env.Seat, 2*ev.cfg.Evolve.Pairs)
	for c := range cands {
		k := *ev.ck
		k.Params = slices.Clone(ev.ck.Params)
		s := sigma
		if c%2 == 1 {
			s = -s
		}
		for i, x := range eps[(c/2)*dim : (c/2+1)*dim] {
			k.Params[ev.lo+i] += s * x
		}
		f, err := policies.FactoryOf(ev.cfg.Game, &k, false)
		if err != nil {
			return nil, err
		}
		cands[c] = env.Seat{Name: "evolving", New: f}
	}
	return cands, nil
}

// outcome is a candidate's result in one match.
// play plays each candidate in the generation's matches (candidate c's
// match j at index c·Matches+j): match j has the same seed and seat for
// every candidate. rounds counts the candidates' rounds.
func (ev *evolver) play(ctx context.Context, cands []env.Seat, rounds *atomic.Int64) ([]outcome, error) {
	M, N := ev.cfg.Evolve.Matches, ev.envCfg.NumPlayers()
	out := make([]outcome, len(cands)*M)
	errs := make([]error, len(out))
	err := forGames(ctx, len(out), orCores(ev.cfg.Workers), func(k int) {
		c, j := k/M, k%M
		n := ev.gen*M + j
		me := n % N
		seats := make([]env.Seat, 0, N)
		seats = append(seats, ev.opps[:me]...)
		seats = append(seats, countRounds(cands[c], rounds))
		seats = append(seats, ev.opps[me:]...)
		res, err := (&env.MatchRun{Config: ev.envCfg, Seed: ev.cfg.Evolve.SeedBase + int32(n), Seats: seats}).Run()
		if err != nil {
			errs[k] = err
			return
		}
		out[k] = outcomeOf(res.Scores, me)
	})
	if err != nil {
		return nil, err
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// score is each candidate's fitness (its mean over its matches of the
// share plus FirstBonus for a first place) and the population's metrics.
func (ev *evolver) score(res []outcome) (EvolveMetric, []float64) {
	e := ev.cfg.Evolve
	var m EvolveMetric
	fit := make([]float64, len(res)/e.Matches)
	for c := range fit {
		wins := 0
		for _, o := range res[c*e.Matches : (c+1)*e.Matches] {
			f := o.share
			if o.first {
				f += e.FirstBonus
				wins++
			}
			fit[c] += f / float64(e.Matches)
			m.Share += o.share / float64(len(res))
		}
		m.Fitness += fit[c] / float64(len(fit))
		m.First += float64(wins) / float64(len(res))
		m.BestFirst = max(m.BestFirst, float64(wins)/float64(e.Matches))
	}
	return m, fit
}

// descent sets grad to minus the search gradient of the fitness: the
// directions eps (pairs of len(grad) values) weighted by the centred ranks
// of fit (θ+σε at 2p, θ−σε at 2p+1). Adam descends, so it is given −∇ to
// ascend the fitness.
func descent(grad, eps []float32, fit []float64, sigma float64) {
	dim, P := len(grad), len(fit)/2
	clear(grad)
	u := centredRanks(fit)
	for p := range P {
		w := float32((u[2*p] - u[2*p+1]) / (float64(2*P) * sigma))
		for i, x := range eps[p*dim : (p+1)*dim] {
			grad[i] -= w * x
		}
	}
}

// centredRanks maps values to their ranks scaled to [−0.5, 0.5] (ties
// share their mean rank): only the order of the fitnesses moves θ, so one
// lucky match cannot.
func centredRanks(x []float64) []float64 {
	idx := make([]int, len(x))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case x[a] < x[b]:
			return -1
		case x[a] > x[b]:
			return 1
		}
		return 0
	})
	u := make([]float64, len(x))
	if len(x) < 2 {
		return u
	}
	for lo := 0; lo < len(idx); {
		hi := lo + 1
		for hi < len(idx) && x[idx[hi]] == x[idx[lo]] {
			hi++
		}
		r := float64(lo+hi-1)/2/float64(len(x)-1) - 0.5
		for _, i := range idx[lo:hi] {
			u[i] = r
		}
		lo = hi
	}
	return u
}

// countRounds wraps a seat so that every round it plays adds one to n.
func countRounds(s env.Seat, n *atomic.Int64) env.Seat {
	return env.Seat{Name: s.Name, New: func(me int, r *jutge.Random) env.Player {
		return roundCounter{s.New(me, r), n}
	}}
}

type roundCounter struct {
	env.Player
	n *atomic.Int64
}

func (c roundCounter) Play(m env.Match, me int, out *jutge.Orders) {
	c.n.Add(1)
	c.Player.Play(m, me, out)
}

// save writes θ (policy.ckpt), θ with Adam's state and the metrics
// (latest.ckpt, for --resume), metrics.jsonl and curve.png.
func (ev *evolver) save(dir string) error {
	ck := *ev.ck
	ck.Steps, ck.Updates = ev.steps, ev.gen
	ck.Extra = map[string]float64{"seconds": ev.elapsed.Seconds()}
	if err := ck.Save(filepath.Join(dir, PolicyCkpt)); err != nil {
		return err
	}
	// A checkpoint's moments cover every weight: zeros outside the evolved ones.
	st := ev.adam.State
	st.M, st.V = make([]float32, len(ck.Params)), make([]float32, len(ck.Params))
	copy(st.M[ev.lo:], ev.adam.State.M)
	copy(st.V[ev.lo:], ev.adam.State.V)
	ck.Optim = &st
	var lines []byte
	ck.Metrics, lines = toRecords(ev.metrics)
	if err := ck.Save(filepath.Join(dir, LatestCkpt)); err != nil {
		return err
	}
	if err := outfile.WriteFile(filepath.Join(dir, MetricsJSONL), lines); err != nil {
		return err
	}
	return PlotEvolve(fmt.Sprintf("edagym evolution strategies on %s (%s mode)", ev.cfg.Game, ev.cfg.Mode), ev.metrics, filepath.Join(dir, CurvePNG))
}
