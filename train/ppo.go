package train

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"time"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// Metric is one update's record (a JSONL line and a CSV row).
type Metric struct {
	Update   int     `json:"update"`
	Steps    int64   `json:"steps"`
	Seconds  float64 `json:"seconds"`
	SPS      float64 `json:"sps"` // learner env-steps per second during this update
	Stage    int     `json:"stage"`
	Episodes int     `json:"episodes"` // finished so far
	Return   float64 `json:"return"`   // mean over the last 100 episodes
	WinRate  float64 `json:"win_rate"` // first place (shared counts) over the last 100 episodes
	Place    float64 `json:"place"`
	Loss     float64 `json:"loss"`
	Policy   float64 `json:"policy_loss"`
	Value    float64 `json:"value_loss"`
	Entropy  float64 `json:"entropy"`
	KL       float64 `json:"approx_kl"`
	ClipFrac float64 `json:"clip_frac"`
	GradNorm float64 `json:"grad_norm"`
	LR       float64 `json:"lr"`
	ExplVar  float64 `json:"explained_var"`
	// where the update's time went: stepping envs and acting, then learning
	CollectSec float64 `json:"collect_sec"`
	LearnSec   float64 `json:"learn_sec"`
}

// Trainer runs PPO. It is not safe for concurrent use.
type Trainer struct {
	Cfg     Config
	Net     *policies.Net
	Opt     *Adam
	Steps   int64
	Updates int
	Metrics []Metric
	Elapsed time.Duration // training time so far, across resumes

	game     *env.Game
	envCfg   env.Config
	spec     env.Spec
	vec      *env.VecEnv
	stage    int
	batch    *env.Batch
	prevDone []bool
	ac       *actors
	ro       *rollout
	graph    *policies.Graph[float32]
	mb       policies.Minibatch
	grad     []float32
	recent   []episode
	episodes int
}

type episode struct {
	ret, place float64
	win        bool
}

// LoadEnvConfig reads a game's config: a .cnf file, or its default.
func LoadEnvConfig(game, cnf string) (*env.Game, env.Config, error) {
	g, err := env.Lookup(game)
	if err != nil {
		return nil, nil, err
	}
	if cnf == "" {
		c, err := g.Default()
		return g, c, err
	}
	data, err := os.ReadFile(cnf)
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
		for _, m := range resume.Metrics {
			var x Metric
			if b, err := json.Marshal(m); err == nil && json.Unmarshal(b, &x) == nil {
				tr.Metrics = append(tr.Metrics, x)
			}
		}
	}
	tr.stage = cfg.stageAt(tr.Steps)
	if err := tr.openEnvs(); err != nil {
		return nil, err
	}
	spec := tr.vec.Spec()
	if resume != nil {
		if tr.Net, err = resume.NetFor(spec); err != nil {
			return nil, err
		}
		if resume.Net != cfg.Net {
			return nil, fmt.Errorf("checkpoint network %+v differs from the config's %+v", resume.Net, cfg.Net)
		}
		tr.Opt = NewAdam(len(tr.Net.Params))
		if resume.Optim != nil {
			tr.Opt.State = *resume.Optim
		}
	} else if cfg.Init != "" {
		ck, err := policies.Load(cfg.Init)
		if err != nil {
			return nil, err
		}
		if ck.Net != cfg.Net {
			return nil, fmt.Errorf("init checkpoint network %+v differs from the config's %+v", ck.Net, cfg.Net)
		}
		if tr.Net, err = ck.NetFor(spec); err != nil {
			return nil, err
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
	if k := cfg.InitSharpen; k > 0 && k != 1 && resume == nil {
		for _, w := range [][]float32{tr.Net.W3(), tr.Net.B3()} {
			for i := range w {
				w[i] *= float32(k)
			}
		}
	}
	tr.ac = newActors(tr.Net, spec, tr.vec.NumAgents(), cfg.Workers, mix(cfg.Seed, uint64(tr.Updates), 1))
	tr.ro = newRollout(cfg.Rollout, tr.vec.NumAgents())
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
	lineups := cfg.Curriculum[tr.stage].Lineups
	for i := 0; i < min(cfg.NumEnvs, P*len(lineups)); i++ { // resolve names once, for clear errors
		if _, err := seatsFor(cfg.Game, lineups, P, i); err != nil {
			return err
		}
	}
	v, err := env.NewVecEnv(env.VecConfig{Game: cfg.Game, Config: tr.envCfg, Mode: env.Units, NumEnvs: cfg.NumEnvs,
		EnvSeats: func(i int) []env.Seat {
			s, _ := seatsFor(cfg.Game, lineups, P, i)
			return s
		},
		Reward: cfg.Reward, Workers: cfg.Workers})
	if err != nil {
		return err
	}
	tr.vec = v
	tr.spec = *v.Spec()
	tr.batch = v.Reset(mix(cfg.Seed, uint64(tr.Updates), uint64(tr.stage)+2))
	tr.prevDone = make([]bool, v.NumAgents())
	return nil
}

// Close stops the environments' workers.
func (tr *Trainer) Close() {
	if tr.vec != nil {
		tr.vec.Close()
	}
}

// Done reports whether training reached TotalSteps.
func (tr *Trainer) Done() bool { return tr.Steps >= tr.Cfg.TotalSteps }

// LR is the annealed learning rate now.
func (tr *Trainer) LR() float64 {
	f := min(1, float64(tr.Steps)/float64(tr.Cfg.TotalSteps))
	return tr.Cfg.LR + (tr.Cfg.LRFinal-tr.Cfg.LR)*f
}

// Update collects one rollout and runs the PPO epochs on it.
func (tr *Trainer) Update() (Metric, error) {
	start := time.Now()
	cfg := tr.Cfg
	if s := cfg.stageAt(tr.Steps); s != tr.stage {
		tr.stage = s
		if err := tr.openEnvs(); err != nil {
			return Metric{}, err
		}
	}
	if err := tr.collect(); err != nil {
		return Metric{}, err
	}
	tr.ro.gae(cfg.Gamma, cfg.Lambda)
	collected := time.Now()
	lr := tr.LR()
	m, err := tr.optimize(lr)
	m.CollectSec, m.LearnSec = collected.Sub(start).Seconds(), time.Since(collected).Seconds()
	if err != nil {
		return m, err
	}
	tr.Updates++
	sec := time.Since(start)
	tr.Elapsed += sec
	m.Update, m.Steps, m.Stage, m.LR = tr.Updates, tr.Steps, tr.stage, lr
	m.Seconds = tr.Elapsed.Seconds()
	m.SPS = float64(cfg.Rollout*tr.vec.NumAgents()) / sec.Seconds()
	m.Episodes = tr.episodes
	if n := len(tr.recent); n > 0 {
		for _, e := range tr.recent {
			m.Return += e.ret
			m.Place += e.place
			if e.win {
				m.WinRate++
			}
		}
		m.Return /= float64(n)
		m.Place /= float64(n)
		m.WinRate /= float64(n)
	}
	tr.Metrics = append(tr.Metrics, m)
	return m, nil
}

// collect steps the envs for one rollout with sampled actions.
func (tr *Trainer) collect() error {
	r := tr.ro
	for a := range r.bufs {
		r.bufs[a].reset()
	}
	A := r.A
	for t := 0; t < r.T; t++ {
		tr.ac.act(tr.batch, true, r, t)
		for a := 0; a < A; a++ {
			r.valid[t*A+a] = !tr.prevDone[a]
		}
		b, err := tr.vec.Step(tr.ac.actions)
		if err != nil {
			return err
		}
		tr.batch = b
		for a := 0; a < A; a++ {
			i := t*A + a
			r.reward[i], r.done[i] = b.Reward[a], b.Terminated[a]
			tr.prevDone[a] = b.Terminated[a]
			if r.valid[i] {
				tr.Steps++
			}
			if b.Final[a] {
				ep := &b.Episode[a]
				best := ep.Scores[0]
				for _, s := range ep.Scores {
					best = max(best, s)
				}
				tr.recent = append(tr.recent, episode{ret: ep.Return, place: ep.Place, win: ep.Scores[ep.Seat] == best})
				if len(tr.recent) > 100 {
					tr.recent = tr.recent[1:]
				}
				tr.episodes++
			}
		}
	}
	tr.ac.act(tr.batch, false, nil, 0)
	for a := 0; a < A; a++ {
		r.boot[a] = tr.ac.steps[a].Value
	}
	return nil
}

// optimize runs the epochs over shuffled minibatches of valid agent-steps.
func (tr *Trainer) optimize(lr float64) (Metric, error) {
	cfg, r := tr.Cfg, tr.ro
	var idx []int
	for i, ok := range r.valid {
		if ok {
			idx = append(idx, i)
		}
	}
	var m Metric
	m.ExplVar = explainedVariance(r, idx)
	M := cfg.Minibatch
	if len(idx) < M {
		return m, nil
	}
	rng := rand.New(rand.NewPCG(mix(cfg.Seed, uint64(tr.Updates), 3), 4))
	n := 0
	for epoch := 0; epoch < cfg.Epochs; epoch++ {
		rng.Shuffle(len(idx), func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
		kl := 0.0
		batches := 0
		for lo := 0; lo+M <= len(idx); lo += M {
			tr.fill(idx[lo : lo+M])
			st, norm, err := tr.step(lr)
			if err != nil {
				return m, err
			}
			m.Loss += st.Loss
			m.Policy += st.Policy
			m.Value += st.Value
			m.Entropy += st.Entropy
			m.KL += st.ApproxKL
			m.ClipFrac += st.ClipFrac
			m.GradNorm += norm
			kl += st.ApproxKL
			batches++
			n++
		}
		if cfg.TargetKL > 0 && batches > 0 && kl/float64(batches) > cfg.TargetKL {
			break
		}
	}
	if n > 0 {
		f := 1 / float64(n)
		m.Loss *= f
		m.Policy *= f
		m.Value *= f
		m.Entropy *= f
		m.KL *= f
		m.ClipFrac *= f
		m.GradNorm *= f
	}
	return m, nil
}

// step runs one minibatch update on tr.mb.
func (tr *Trainer) step(lr float64) (policies.Stats, float64, error) {
	if err := tr.ensureGraph(); err != nil {
		return policies.Stats{}, 0, err
	}
	g := tr.graph
	g.SetParams(tr.Net.Params)
	c := policies.Coefs{Clip: tr.Cfg.Clip, Value: tr.Cfg.ValueCoef, Entropy: tr.Cfg.EntropyCoef}
	warm := tr.Updates < tr.Cfg.ValueWarmup
	if err := g.Load(&tr.mb, c); err != nil {
		return policies.Stats{}, 0, err
	}
	st, err := g.Run(tr.grad)
	if err != nil {
		return st, 0, err
	}
	for _, v := range tr.grad {
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			return st, 0, fmt.Errorf("update %d: the gradient is not finite (loss %v)", tr.Updates+1, st.Loss)
		}
	}
	if warm { // only the value head learns
		lo, hi := tr.Net.ValueHead()
		clear(tr.grad[:lo])
		clear(tr.grad[hi:])
	}
	norm := ClipNorm(tr.grad, tr.Cfg.MaxGradNorm)
	tr.Opt.Step(tr.Net.Params, tr.grad, lr)
	return st, norm, nil
}

// ensureGraph builds the graph when none holds the minibatch's rows; the
// capacity grows by a quarter to make rebuilds rare.
func (tr *Trainer) ensureGraph() error {
	rows := tr.mb.Rows.Len()
	if tr.graph != nil && rows <= tr.graph.R {
		return nil
	}
	capacity := (rows*5/4 + 63) / 64 * 64
	g, err := policies.NewGraph[float32](tr.Net, tr.Cfg.Minibatch, capacity)
	if err != nil {
		return err
	}
	tr.graph = g
	return nil
}

// fill gathers agent-steps into the minibatch, normalizing the advantages.
func (tr *Trainer) fill(idx []int) {
	r, mb := tr.ro, &tr.mb
	A := tr.spec.Actions
	mb.Reset()
	mean, sq := 0.0, 0.0
	for _, i := range idx {
		t, a := i/r.A, i%r.A
		buf := &r.bufs[a]
		lo, hi := buf.start[t], buf.start[t+1]
		for row := lo; row < hi; row++ {
			p0, p1 := buf.rows.Ptr[row], buf.rows.Ptr[row+1]
			mb.Rows.Col = append(mb.Rows.Col, buf.rows.Col[p0:p1]...)
			mb.Rows.Val = append(mb.Rows.Val, buf.rows.Val[p0:p1]...)
			mb.Rows.Ptr = append(mb.Rows.Ptr, int32(len(mb.Rows.Col)))
		}
		mb.Mask = append(mb.Mask, buf.mask[int(lo)*A:int(hi)*A]...)
		mb.Act = append(mb.Act, buf.act[lo:hi]...)
		mb.Start = append(mb.Start, int32(mb.Rows.Len()))
		mb.OldLogP = append(mb.OldLogP, r.logp[i])
		mb.Adv = append(mb.Adv, r.adv[i])
		mb.Return = append(mb.Return, r.ret[i])
		mean += float64(r.adv[i])
	}
	mean /= float64(len(idx))
	for _, v := range mb.Adv {
		sq += (float64(v) - mean) * (float64(v) - mean)
	}
	std := math.Sqrt(sq/float64(len(idx))) + 1e-8
	for k, v := range mb.Adv {
		mb.Adv[k] = float32((float64(v) - mean) / std)
	}
}

func explainedVariance(r *rollout, idx []int) float64 {
	if len(idx) < 2 {
		return 0
	}
	var mr, md float64
	for _, i := range idx {
		mr += float64(r.ret[i])
		md += float64(r.ret[i] - r.value[i])
	}
	mr /= float64(len(idx))
	md /= float64(len(idx))
	var vr, vd float64
	for _, i := range idx {
		vr += (float64(r.ret[i]) - mr) * (float64(r.ret[i]) - mr)
		d := float64(r.ret[i]-r.value[i]) - md
		vd += d * d
	}
	if vr == 0 {
		return 0
	}
	return 1 - vd/vr
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
	for _, m := range tr.Metrics {
		if slim {
			break
		}
		var x map[string]any
		if b, err := json.Marshal(m); err == nil && json.Unmarshal(b, &x) == nil {
			c.Metrics = append(c.Metrics, x)
		}
	}
	c.Extra = map[string]float64{"seconds": tr.Elapsed.Seconds()}
	return c
}
