package train

import (
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// agentBuf holds one agent's unit rows over a rollout: step t owns rows
// start[t]:start[t+1], with their masks [rows, A] and actions, and the
// step's globals glob[t·G:(t+1)·G].
type agentBuf struct {
	rows  policies.Rows
	mask  []uint8
	act   []int32
	logp  []float32 // per row: its action's log-probability when sampled
	bonus []float32 // per row: its progress credit (Config.Progress), 0 without
	// per row, A each: the anchor's action probabilities (Config.Anchor); empty without
	anchor []float32
	start  []int32
	glob   []float32
	// skipForced drops the rows of units with one allowed action
	// (Config.SkipForced): their ratio is 1 whatever the weights, so they
	// carry no gradient, only weight in the means over rows.
	skipForced bool
}

// closeStep records, after the step's unit rows, the mask, action and
// log-probability and progress credit (logp and bonus, in slot order; nil:
// 0) of every occupied slot, the anchor's probabilities of its actions (A
// per slot; nil without an anchor) and the step's globals (nil in specs
// without them), and ends the agent-step.
//
// With skipForced the forced units have no row (the actor drops them:
// policies.Actor.DropForcedRows) and no entries.
func (b *agentBuf) closeStep(units, mask []uint8, acts []int32, logp, bonus []float32, anchor []float64, A int, globals []float32) {
	kept, i := 0, 0 // entries kept; index i over occupied slots
	for slot, u := range units {
		if u == 0 {
			continue
		}
		i++
		m := mask[slot*A : (slot+1)*A]
		if b.skipForced && policies.OnlyAllowed(m) >= 0 {
			continue
		}
		kept++
		b.mask = append(b.mask, m...)
		b.act = append(b.act, acts[slot])
		b.logp = append(b.logp, at(logp, i-1))
		b.bonus = append(b.bonus, at(bonus, i-1))
		if anchor != nil {
			for _, p := range anchor[(i-1)*A : i*A] {
				b.anchor = append(b.anchor, float32(p))
			}
		}
	}
	if rows := b.rows.Len() - int(b.start[len(b.start)-1]); rows != kept {
		panic(fmt.Sprintf("train: a step appended %d rows for %d units kept", rows, kept))
	}
	b.start = append(b.start, int32(b.rows.Len()))
	b.glob = append(b.glob, globals...)
}

// at is xs[i], or 0 when xs is nil.
func at(xs []float32, i int) float32 {
	if xs == nil {
		return 0
	}
	return xs[i]
}

// appendStepTo copies agent-step t (its unit rows, masks and actions) into
// the minibatch with the step's old log-probability, advantage and return.
func (b *agentBuf) appendStepTo(mb *policies.Minibatch, t, A int, oldLogP, adv, ret float32) {
	lo, hi := b.start[t], b.start[t+1]
	for row := lo; row < hi; row++ {
		p0, p1 := b.rows.Ptr[row], b.rows.Ptr[row+1]
		mb.Rows.Col = append(mb.Rows.Col, b.rows.Col[p0:p1]...)
		mb.Rows.Val = append(mb.Rows.Val, b.rows.Val[p0:p1]...)
		mb.Rows.Ptr = append(mb.Rows.Ptr, int32(len(mb.Rows.Col)))
	}
	if G := len(b.glob) / (len(b.start) - 1); G > 0 {
		mb.Globals = append(mb.Globals, b.glob[t*G:(t+1)*G]...)
	}
	mb.Mask = append(mb.Mask, b.mask[int(lo)*A:int(hi)*A]...)
	mb.Act = append(mb.Act, b.act[lo:hi]...)
	mb.OldLogPRow = append(mb.OldLogPRow, b.logp[lo:hi]...)
	mb.RowBonus = append(mb.RowBonus, b.bonus[lo:hi]...)
	if len(b.anchor) > 0 {
		mb.Anchor = append(mb.Anchor, b.anchor[int(lo)*A:int(hi)*A]...)
	}
	mb.Start = append(mb.Start, int32(mb.Rows.Len()))
	mb.OldLogP = append(mb.OldLogP, oldLogP)
	mb.Adv = append(mb.Adv, adv)
	mb.Return = append(mb.Return, ret)
}

func (b *agentBuf) reset() {
	b.rows.Reset()
	b.mask, b.act, b.logp, b.bonus, b.glob = b.mask[:0], b.act[:0], b.logp[:0], b.bonus[:0], b.glob[:0]
	b.anchor = b.anchor[:0]
	b.start = append(b.start[:0], 0)
}

// rollout is T steps of A agents; per agent-step arrays are indexed t·A + a.
type rollout struct {
	T, A   int
	bufs   []agentBuf
	logp   []float32
	value  []float32
	reward []float32
	done   []bool // the match ended at this step
	valid  []bool // false for the step after a match ended (autoreset ignores its actions)
	adv    []float32
	ret    []float32
	boot   []float32 // V(s_T) per agent
	carry  *carry    // Config.CarryCredits; nil without
}

func newRollout(T, A int) *rollout {
	n := T * A
	return &rollout{T: T, A: A, bufs: make([]agentBuf, A), logp: make([]float32, n), value: make([]float32, n),
		reward: make([]float32, n), done: make([]bool, n), valid: make([]bool, n),
		adv: make([]float32, n), ret: make([]float32, n), boot: make([]float32, A)}
}

// gae computes advantages and returns: δ_t = r_t + γ V_{t+1} (1 - done_t) - V_t,
// A_t = δ_t + γλ (1 - done_t) A_{t+1}, R_t = A_t + V_t.
func (r *rollout) gae(gamma, lambda float64) {
	for a := 0; a < r.A; a++ {
		last := 0.0
		for t := r.T - 1; t >= 0; t-- {
			i := t*r.A + a
			if !r.valid[i] {
				r.adv[i], r.ret[i], last = 0, 0, 0
				continue
			}
			next := float64(r.boot[a])
			if t+1 < r.T {
				next = float64(r.value[i+r.A])
			}
			nonterm := 1.0
			if r.done[i] {
				nonterm = 0
			}
			delta := float64(r.reward[i]) + gamma*next*nonterm - float64(r.value[i])
			last = delta + gamma*lambda*nonterm*last
			r.adv[i] = float32(last)
			r.ret[i] = float32(last + float64(r.value[i]))
		}
	}
}

// actors runs the policy over the agents of a batch on a fixed set of
// goroutines, each agent with its own generator, so the actions do not
// depend on the number of goroutines.
type actors struct {
	net     *policies.Net
	spec    *env.Spec
	workers []*policies.Actor
	views   [][][]byte
	rngs    []*rand.Rand
	actions []int32
	steps   []policies.Step
	// progress shaping: the spec's progress tensor (-1: none), its weight,
	// and per worker the rows' credits of one agent-step
	progress int
	beta     float32
	bonus    [][]float32
	// the anchor policy (Config.Anchor): per worker an actor keeping its
	// probabilities, and the actions it would take (not played)
	anchors    []*policies.Actor
	anchorActs [][]int32
}

func newActors(n *policies.Net, spec *env.Spec, agents, workers int, seed uint64, progress float64, skipForced bool) *actors {
	workers = max(1, min(workers, agents))
	ac := &actors{net: n, spec: spec, actions: make([]int32, agents*spec.Slots), steps: make([]policies.Step, agents),
		progress: -1, beta: float32(progress)}
	if progress > 0 {
		ac.progress, _ = spec.ObsIndex(env.ProgressTensor)
	}
	for w := 0; w < workers; w++ {
		a := n.NewActor()
		if skipForced {
			a.DropForcedRows()
		}
		ac.workers = append(ac.workers, a)
		ac.views = append(ac.views, make([][]byte, len(spec.Obs)))
		ac.bonus = append(ac.bonus, make([]float32, 0, spec.Slots))
	}
	for a := 0; a < agents; a++ {
		ac.rngs = append(ac.rngs, rand.New(rand.NewPCG(seed, uint64(a)+0x61637473)))
	}
	return ac
}

// act chooses every agent's actions (sampled, or greedy when sample is
// false); with a rollout it records the rows, masks and actions of step t.
func (ac *actors) act(b *env.Batch, sample bool, r *rollout, t int) {
	agents := len(ac.steps)
	var wg sync.WaitGroup
	W := len(ac.workers)
	for w := 0; w < W; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			ac.chunk(w, w*agents/W, (w+1)*agents/W, b, sample, r, t)
		}(w)
	}
	wg.Wait()
}

func (ac *actors) chunk(w, lo, hi int, b *env.Batch, sample bool, r *rollout, t int) {
	s := ac.spec
	S, A := s.Slots, s.Actions
	l := ac.net.Layout
	views := ac.views[w]
	for a := lo; a < hi; a++ {
		for k, ts := range s.Obs {
			n := ts.Bytes()
			views[k] = b.Obs[k][a*n : (a+1)*n]
		}
		mask := b.Mask[a*S*A : (a+1)*S*A]
		acts := ac.actions[a*S : (a+1)*S]
		var rng *rand.Rand
		if sample {
			rng = ac.rngs[a]
		}
		var rows *policies.Rows
		if r != nil {
			rows = &r.bufs[a].rows
		}
		ac.steps[a] = ac.workers[w].Act(views, mask, acts, rng, rows)
		if r == nil {
			continue
		}
		r.bufs[a].closeStep(views[l.Units][:S], mask, acts, ac.workers[w].UnitLogProbs(), ac.credits(w, views, acts), ac.anchorProbs(w, views, mask), A, globalsOf(views, l))
		i := t*r.A + a
		r.logp[i], r.value[i] = ac.steps[a].LogProb, ac.steps[a].Value
	}
}

// credits is each occupied slot's progress credit for its action, in slot
// order: -beta times the progress tensor's entry (negative is closer), or
// nil without progress shaping.
func (ac *actors) credits(w int, views [][]byte, acts []int32) []float32 {
	if ac.progress < 0 {
		return nil
	}
	A := ac.spec.Actions
	units, prog := views[ac.net.Layout.Units], env.Float32s(views[ac.progress])
	out := ac.bonus[w][:0]
	for s, u := range units[:ac.spec.Slots] {
		if u != 0 {
			out = append(out, -ac.beta*prog[s*A+int(acts[s])])
		}
	}
	ac.bonus[w] = out
	return out
}

// withAnchor makes the actors record, for every row, the action
// probabilities of the anchor policy n.
func (ac *actors) withAnchor(n *policies.Net) {
	for range ac.workers {
		a := n.NewActor()
		a.RecordProbs()
		ac.anchors = append(ac.anchors, a)
		ac.anchorActs = append(ac.anchorActs, make([]int32, ac.spec.Slots))
	}
}

// anchorProbs is the anchor's probabilities of every occupied slot's
// actions, A per slot in slot order, or nil without an anchor.
func (ac *actors) anchorProbs(w int, views [][]byte, mask []uint8) []float64 {
	if ac.anchors == nil {
		return nil
	}
	ac.anchors[w].Act(views, mask, ac.anchorActs[w], nil, nil)
	return ac.anchors[w].UnitProbs()
}

// globalsOf is an agent's globals, or nil when the spec has none.
func globalsOf(obs [][]byte, l policies.Layout) []float32 {
	if l.Globals < 0 {
		return nil
	}
	return env.Float32s(obs[l.Globals])
}
