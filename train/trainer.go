package train

import (
	"encoding/json"
	"fmt"
	"runtime"
	"time"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/internal/infile"
	"github.com/edagym/edagym/policies"
)

// Trainer runs PPO. It is not safe for concurrent use.
type Trainer struct {
	Cfg     Config
	Net     *policies.Net
	Opt     *Adam
	Steps   int64
	Updates int
	Metrics []Metric
	Elapsed time.Duration // training time so far, across resumes

	lastUpdate time.Duration // the last update's training time
	entCoef    float64       // the entropy bonus's coefficient (entropy.go)

	game      *env.Game
	envCfg    env.Config
	spec      env.Spec
	vec       *env.VecEnv
	stage     int
	batch     *env.Batch
	prevDone  []bool
	ac        *actors
	ro        *rollout
	graph     *policies.Graph[float32]
	shards    []*shard // the halves of a minibatch's gradient (shards.go)
	mb        policies.Minibatch
	grad      []float32
	recent    []episode
	episodes  int
	league    *pool                        // nil without a league
	occupied  []uint8                      // Config.Loss and Capture: the unit masks the agents acted on (credits.go)
	marked    struct{ lost, captured int } // the rows the last rollout charged and credited (Metric.Lost, Captures)
	maxMemory int64                        // RunOptions.MaxMemory (clonemem.go)
}

type episode struct {
	ret, place float64
	win        bool
}

// LoadEnvConfig reads a game's config: a .cnf file, or its default.
func LoadEnvConfig(game, cnf string) (*env.Game, env.Config, error) {
	if cnf == "" {
		return env.LookupDefault(game)
	}
	g, err := env.Lookup(game)
	if err != nil {
		return nil, nil, err
	}
	data, err := infile.Read(cnf, infile.Cnf)
	if err != nil {
		return nil, nil, err
	}
	c, err := g.ParseConfig(cnf, data)
	return g, c, err
}

// New makes a trainer; resume, when not nil, continues a checkpoint (its
// weights, optimizer state, step count and metrics).
func New(cfg Config, resume *policies.Checkpoint) (*Trainer, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	tr := &Trainer{Cfg: cfg}
	var err error
	if tr.game, tr.envCfg, err = LoadEnvConfig(cfg.Game, cfg.Cnf); err != nil {
		return nil, err
	}
	if resume != nil {
		tr.Steps, tr.Updates = resume.Steps, resume.Updates
		tr.Elapsed = time.Duration(resume.Extra["seconds"] * float64(time.Second))
		tr.Metrics = fromRecords[Metric](resume.Metrics)
		tr.episodes = resume.Episodes
		for _, e := range resume.Recent {
			tr.recent = append(tr.recent, episode{ret: e.Return, place: e.Place, win: e.Win})
		}
	}
	tr.entCoef = resumedEntropyCoef(cfg, tr.Metrics)
	tr.stage = cfg.stageAt(tr.Steps)
	if cfg.League.On() {
		var state []byte
		if resume != nil {
			state = resume.League
		}
		if tr.league, err = newPool(cfg.League, cfg.Game, cfg.NumEnvs, mix(cfg.Seed, uint64(tr.Updates), 7), state); err != nil {
			return nil, err
		}
	}
	if err := tr.openEnvs(); err != nil {
		return nil, err
	}
	spec := tr.vec.Spec()
	if resume != nil {
		if tr.Net, err = resume.NetFor(spec); err != nil {
			return nil, err
		}
		if !policies.SameNet(resume.Net, cfg.Net, tr.Net.Layout) {
			return nil, fmt.Errorf("checkpoint network %+v differs from the config's %+v", resume.Net, cfg.Net)
		}
		tr.Opt = NewAdam(len(tr.Net.Params))
		if resume.Optim != nil {
			tr.Opt.State = *resume.Optim
		}
	} else if cfg.Init != "" {
		ck, err := policies.Load(cfg.Init)
		if err != nil {
			return nil, fmt.Errorf("init: %w", err)
		}
		if cfg.InitWiden {
			tr.Net, err = ck.WidenFor(spec)
		} else {
			tr.Net, err = ck.NetFor(spec)
		}
		if err != nil {
			return nil, err
		}
		// Another critic is allowed: the policy is kept and the value head
		// starts fresh (value_warmup then trains it before the policy moves).
		sameActor := ck.Net
		sameActor.Critic = cfg.Net.Critic
		if !policies.SameNet(sameActor, cfg.Net, tr.Net.Layout) {
			return nil, fmt.Errorf("init checkpoint network %+v differs from the config's %+v", ck.Net, cfg.Net)
		}
		if !policies.SameNet(ck.Net, cfg.Net, tr.Net.Layout) {
			if tr.Net, err = tr.Net.WithCritic(cfg.Net.Critic, cfg.Seed); err != nil {
				return nil, err
			}
		}
		tr.Opt = NewAdam(len(tr.Net.Params))
	} else {
		if tr.Net, err = policies.NewNet(spec, cfg.Net, cfg.Seed); err != nil {
			return nil, err
		}
		l := tr.Net.Layout
		b := tr.batch
		tr.Net.Init(cfg.Seed, tr.Net.Calibrate(b.Obs[l.Crops], b.Obs[l.Feats], b.Obs[l.Units]))
		tr.Opt = NewAdam(len(tr.Net.Params))
	}
	if resume == nil {
		sharpen(tr.Net, cfg.InitSharpen)
	}
	if cfg.Progress > 0 {
		if _, err := spec.ObsIndex(env.ProgressTensor); err != nil {
			return nil, fmt.Errorf("config: progress shaping needs the %q tensor, which %s %s mode has not", env.ProgressTensor, cfg.Game, cfg.Mode)
		}
	}
	if c := tr.Net.Config; cfg.SkipForced && (c.Context || c.Critic != policies.CriticGlobals) {
		return nil, fmt.Errorf("config: skip_forced needs the globals critic and no net.context (the %s critic, context %v read every unit's layers, the forced ones' too)", c.Critic, c.Context)
	}
	tr.ac = newActors(tr.Net, spec, tr.vec.NumAgents(), cfg.Workers, mix(cfg.Seed, uint64(tr.Updates), 1), cfg.Progress, cfg.SkipForced)
	if cfg.Anchor > 0 { // the init checkpoint as it is, on a resume too
		ck, err := policies.Load(cfg.Init)
		if err != nil {
			return nil, fmt.Errorf("anchor: %w", err)
		}
		anchor, err := ck.NetFor(spec)
		if err != nil {
			return nil, fmt.Errorf("anchor: %w", err)
		}
		tr.ac.withAnchor(anchor)
	}
	tr.ro = newRollout(cfg.Rollout, tr.vec.NumAgents())
	for a := range tr.ro.bufs {
		tr.ro.bufs[a].skipForced = cfg.SkipForced
	}
	if cfg.CarryCredits {
		tr.ro.carry = newCarry(tr.vec.NumAgents(), spec.Slots)
	}
	tr.grad = make([]float32, len(tr.Net.Params))
	return tr, nil
}

// mix hashes seeds together (splitmix64).
func mix(a, b, c uint64) uint64 {
	x := a ^ b*0x9e3779b97f4a7c15 ^ c*0xbf58476d1ce4e5b9
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Seats resolves a lineup for env i: the learner sits at seat i mod P.
func seatsFor(game string, lineups [][]string, players, i int) ([]env.Seat, error) {
	lineup := lineups[(i/players)%len(lineups)]
	seats := make([]env.Seat, players)
	me := i % players
	k := 0
	for p := range seats {
		if p == me {
			seats[p] = env.Learner
			continue
		}
		name := lineup[k%len(lineup)]
		k++
		if name == "learner" {
			seats[p] = env.Learner
			continue
		}
		s, err := agents.Seat(game, name)
		if err != nil {
			return nil, err
		}
		seats[p] = s
	}
	return seats, nil
}

// openEnvs (re)builds the VecEnv for the current stage.
func (tr *Trainer) openEnvs() error {
	if tr.vec != nil {
		tr.vec.Close()
	}
	cfg := tr.Cfg
	P := tr.envCfg.NumPlayers()
	envSeats := func(i int) []env.Seat { return tr.league.draw(i, P) }
	if tr.league == nil {
		lineups := cfg.Curriculum[tr.stage].Lineups
		for i := 0; i < min(cfg.NumEnvs, P*len(lineups)); i++ { // resolve names once, for clear errors
			if _, err := seatsFor(cfg.Game, lineups, P, i); err != nil {
				return err
			}
		}
		envSeats = func(i int) []env.Seat {
			s, _ := seatsFor(cfg.Game, lineups, P, i)
			return s
		}
	}
	v, err := env.NewVecEnv(env.VecConfig{Game: cfg.Game, Config: tr.envCfg, Mode: env.Mode(cfg.Mode), NumEnvs: cfg.NumEnvs,
		EnvSeats: envSeats, Reward: cfg.Reward, Workers: cfg.Workers, Losses: cfg.Loss > 0, Captures: cfg.Capture > 0})
	if err != nil {
		return err
	}
	tr.vec = v
	tr.spec = *v.Spec()
	if tr.batch, err = v.Reset(mix(cfg.Seed, uint64(tr.Updates), uint64(tr.stage)+2)); err != nil {
		return err
	}
	tr.prevDone = make([]bool, v.NumAgents())
	return nil
}

// Close stops the environments' workers.
func (tr *Trainer) Close() {
	if tr.vec != nil {
		tr.vec.Close()
	}
}

// Done reports whether training reached TotalSteps, or whether another
// update, as long as the last, would take it past MaxTime: a budget of
// 2 h is kept, not overshot by the update that crosses it.
func (tr *Trainer) Done() bool {
	return tr.Steps >= tr.Cfg.TotalSteps || tr.Cfg.MaxTime > 0 && tr.Elapsed+tr.lastUpdate > tr.Cfg.MaxTime
}

// LR is the annealed learning rate now.
func (tr *Trainer) LR() float64 { return tr.annealed(tr.Cfg.LR, tr.Cfg.LRFinal) }

// annealed is from moved linearly toward to by the share of TotalSteps
// trained, and to from then on.
func (tr *Trainer) annealed(from, to float64) float64 {
	f := min(1, float64(tr.Steps)/float64(tr.Cfg.TotalSteps))
	return from + (to-from)*f
}

// ProgressWeight is the progress shaping's weight now: Progress, annealed
// linearly to ProgressFinal over TotalSteps when that is set.
func (tr *Trainer) ProgressWeight() float64 {
	if tr.Cfg.ProgressFinal == nil {
		return tr.Cfg.Progress
	}
	return tr.annealed(tr.Cfg.Progress, *tr.Cfg.ProgressFinal)
}

// Checkpoint records the trainer's state; slim leaves out the optimizer.
func (tr *Trainer) Checkpoint(slim bool) *policies.Checkpoint {
	c := policies.NewCheckpoint(tr.Net, &tr.spec)
	if !slim {
		st := tr.Opt.State
		st.M = append([]float32(nil), st.M...)
		st.V = append([]float32(nil), st.V...)
		c.Optim = &st
	}
	c.Steps, c.Updates, c.Seed = tr.Steps, tr.Updates, tr.Cfg.Seed
	c.Config, _ = json.Marshal(tr.Cfg)
	if !slim {
		c.Metrics, _ = toRecords(tr.Metrics)
	}
	c.Extra = map[string]float64{"seconds": tr.Elapsed.Seconds()}
	if !slim && tr.league != nil {
		c.League = tr.league.state()
	}
	if !slim {
		c.Episodes = tr.episodes
		for _, e := range tr.recent {
			c.Recent = append(c.Recent, policies.EpisodeResult{Return: e.ret, Place: e.place, Win: e.win})
		}
	}
	return c
}

// sharpen multiplies the policy head (W3, b3) by k (0 or 1: unchanged):
// every logit scaled alike, the greedy policy stays the same.
func sharpen(n *policies.Net, k float64) {
	if k <= 0 || k == 1 {
		return
	}
	for _, w := range [][]float32{n.W3(), n.B3()} {
		for i := range w {
			w[i] *= float32(k)
		}
	}
}
