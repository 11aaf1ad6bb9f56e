package train

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

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
	EntCoef  float64 `json:"entropy_coef"` // the entropy bonus's coefficient this update
	KL       float64 `json:"approx_kl"`
	AnchorKL float64 `json:"anchor_kl,omitempty"` // KL(anchor‖π) per unit row (Config.Anchor)
	ClipFrac float64 `json:"clip_frac"`
	GradNorm float64 `json:"grad_norm"`
	LR       float64 `json:"lr"`
	// the progress shaping's weight this update (Config.ProgressFinal anneals it)
	ProgressWeight float64 `json:"progress_weight,omitempty"`
	ExplVar        float64 `json:"explained_var"`
	// with loss and capture credit: the learner's units lost and rival
	// units captured per round (per learner env-step) in this rollout
	Lost     float64 `json:"lost,omitempty"`
	Captures float64 `json:"captures,omitempty"`
	// where the update's time went: stepping envs and acting, then learning
	CollectSec float64 `json:"collect_sec"`
	LearnSec   float64 `json:"learn_sec"`
	// Pool is a league's members and the learner's first-place rate
	// against each (in metrics.jsonl and league.png, not the CSV).
	Pool []MemberStat `json:"pool,omitempty" csv:"-"`
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
	stepsBefore := tr.Steps
	progressWeight := tr.ProgressWeight()
	tr.ac.beta = float32(progressWeight)
	if err := tr.collect(); err != nil {
		return Metric{}, err
	}
	perStep := 1 / float64(max(tr.Steps-stepsBefore, 1))
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
	tr.lastUpdate = sec
	m.Update, m.Steps, m.Stage, m.LR = tr.Updates, tr.Steps, tr.stage, lr
	m.EntCoef, m.ProgressWeight = tr.entCoef, progressWeight
	m.Lost, m.Captures = float64(tr.marked.lost)*perStep, float64(tr.marked.captured)*perStep
	tr.entCoef = nextEntropyCoef(cfg, tr.entCoef, m.Entropy)
	m.Seconds = tr.Elapsed.Seconds()
	m.SPS = float64(cfg.Rollout*tr.vec.NumAgents()) / sec.Seconds()
	m.Episodes = tr.episodes
	if tr.league != nil {
		m.Pool = tr.league.stats()
	}
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
	tr.marked.lost, tr.marked.captured = 0, 0
	if r.carry != nil {
		for a := range r.bufs {
			r.carry.reset(a)
		}
	}
	A := r.A
	for t := 0; t < r.T; t++ {
		tr.ac.act(tr.batch, true, r, t)
		for a := 0; a < A; a++ {
			r.valid[t*A+a] = !tr.prevDone[a]
		}
		if tr.Cfg.Loss > 0 || tr.Cfg.Capture > 0 {
			tr.occupied = append(tr.occupied[:0], tr.batch.Obs[tr.Net.Layout.Units]...)
			switch {
			case tr.Cfg.SkipForced:
				markForced(tr.occupied, tr.batch.Mask, tr.spec.Actions, forcedSlot)
			case r.carry != nil:
				markForced(tr.occupied, tr.batch.Mask, tr.spec.Actions, forcedRow)
			}
			if r.carry != nil {
				r.carry.ids = append(r.carry.ids[:0], tr.batch.SlotIDs...)
			}
		}
		b, err := tr.vec.Step(tr.ac.actions)
		if err != nil {
			return err
		}
		tr.batch = b
		if tr.Cfg.Loss > 0 {
			tr.marked.lost += r.creditUnits(t, tr.occupied, b.Lost, tr.spec.Slots, -float32(tr.Cfg.Loss))
		}
		if tr.Cfg.Capture > 0 {
			tr.marked.captured += r.creditUnits(t, tr.occupied, b.Captured, tr.spec.Slots, float32(tr.Cfg.Capture))
		}
		if r.carry != nil {
			for a := range r.bufs {
				r.carry.forget(a, b.Lost, b.Terminated[a])
			}
		}
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
				win := ep.Scores[ep.Seat] == best
				tr.recent = append(tr.recent, episode{ret: ep.Return, place: ep.Place, win: win})
				if tr.league != nil {
					i := a / tr.vec.LearnersPerEnv()
					tr.league.record(i, win)
					if err := tr.vec.Reseat(i, tr.league.draw(i, len(ep.Scores))); err != nil {
						return err
					}
				}
				if len(tr.recent) > 100 {
					tr.recent = tr.recent[1:]
				}
				tr.episodes++
			}
		}
	}
	if d := float32(tr.Cfg.CreditDecay); d > 0 {
		for a := range r.bufs {
			r.carry.decay(a, r.bufs[a].bonus, d)
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
			m.AnchorKL += st.AnchorKL
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
		m.AnchorKL *= f
		m.ClipFrac *= f
		m.GradNorm *= f
	}
	return m, nil
}

// step runs one minibatch update on tr.mb.
func (tr *Trainer) step(lr float64) (policies.Stats, float64, error) {
	c := policies.Coefs{Clip: tr.Cfg.Clip, Value: tr.Cfg.ValueCoef, Entropy: tr.entCoef, Anchor: tr.Cfg.Anchor, UnitRatio: tr.Cfg.UnitRatio}
	warm := tr.Updates < tr.Cfg.ValueWarmup
	st, err := tr.gradient(&tr.mb, c)
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

// ensureGraph builds the graph when none holds the minibatch's rows with
// the anchor term or without it, as asked.
func (tr *Trainer) ensureGraph(anchored bool) error {
	rows := tr.mb.Rows.Len()
	if tr.graph != nil && rows <= tr.graph.R && tr.graph.Anchored() == anchored {
		return nil
	}
	g, err := newGraph(tr.Net, tr.Cfg.Minibatch, rows, anchored)
	if err != nil {
		return err
	}
	tr.graph = g
	return nil
}

// newGraph builds a training graph of B agent-steps with room for rows
// (graphRows), with the anchor term or without it.
func newGraph(n *policies.Net, B, rows int, anchored bool) (*policies.Graph[float32], error) {
	if anchored {
		return policies.NewAnchoredGraph[float32](n, B, graphRows(rows))
	}
	return policies.NewGraph[float32](n, B, graphRows(rows))
}

// fill gathers agent-steps into the minibatch, normalizing the advantages.
func (tr *Trainer) fill(idx []int) {
	r, mb := tr.ro, &tr.mb
	A := tr.spec.Actions
	mb.Reset()
	mean, sq := 0.0, 0.0
	for _, i := range idx {
		r.bufs[i%r.A].appendStepTo(mb, i/r.A, A, r.logp[i], r.adv[i], r.ret[i])
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

// explainedVariance is 1 - Var(R - V) / Var(R) over the valid agent-steps.
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

// graphRows is the row capacity of a graph built for rows: a quarter more,
// in blocks of 64, so that the graph is rarely rebuilt.
func graphRows(rows int) int { return (rows*5/4 + 63) / 64 * 64 }
