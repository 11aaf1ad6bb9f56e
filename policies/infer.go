package policies

import (
	"encoding/binary"
	"math"
	"math/rand/v2"

	"github.com/edagym/edagym/env"
)

// Rows is a batch of sparse unit input rows in CSR form: row r has the
// entries Col[Ptr[r]:Ptr[r+1]] with values Val[...]. Crops are mostly zero
// (one-hot planes), so the first layer costs the nonzeros, not C·k·k.
type Rows struct {
	Ptr []int32
	Col []int32
	Val []float32
}

// Reset empties the batch, keeping its memory.
func (r *Rows) Reset() {
	r.Ptr = append(r.Ptr[:0], 0)
	r.Col, r.Val = r.Col[:0], r.Val[:0]
}

// Len is the number of rows.
func (r *Rows) Len() int { return max(len(r.Ptr)-1, 0) }

// AppendRow adds one unit's row: the crop's nonzeros scaled per channel, then
// the features' nonzeros.
func (n *Net) AppendRow(r *Rows, crop []byte, feat []float32) {
	if len(r.Ptr) == 0 {
		r.Ptr = append(r.Ptr, 0)
	}
	area := n.Layout.CropLen / n.Layout.Channels
	for c, scale := range n.Scale {
		plane := crop[c*area : (c+1)*area]
		for i := 0; i < len(plane); {
			// crops are mostly zero: skip them eight at a time
			if i+8 <= len(plane) && binary.LittleEndian.Uint64(plane[i:]) == 0 {
				i += 8
				continue
			}
			if v := plane[i]; v != 0 {
				r.Col = append(r.Col, int32(c*area+i))
				r.Val = append(r.Val, float32(v)*scale)
			}
			i++
		}
	}
	base := int32(n.Layout.CropLen)
	for j, v := range feat {
		if v != 0 {
			r.Col = append(r.Col, base+int32(j))
			r.Val = append(r.Val, v)
		}
	}
	r.Ptr = append(r.Ptr, int32(len(r.Col)))
}

// Actor runs the network in plain Go, float32, for one agent at a time. It
// owns its scratch space (use one per goroutine) and allocates nothing per step.
type Actor struct {
	net    *Net
	row    Rows
	h1     []float32 // [U, H1]: every occupied slot's first layer, in order
	h2     []float32 // one unit's second layer
	ctx    []float32 // b2 + mean(h1)·Wc
	mean1  []float32
	logits []float32 // one unit's logits
	mean   []float32
	hg     []float32 // the globals critic's hidden layer
	iota   []int32   // 0..H1-1: a dense row as the row kernels' columns
	prob   []float64
	unitLP []float32 // the last Act's log-probability per occupied slot, in slot order
	probs  []float64 // with RecordProbs: [U, A], the last Act's masked probabilities
	full   bool      // run every unit's forward pass, forced or not (tests)
	// dropForced: Act appends no row for a forced unit (DropForcedRows)
	dropForced bool
}

// NewActor makes an actor reading n's weights (shared, not copied: an update
// of n.Params is seen by the next call).
func (n *Net) NewActor() *Actor {
	H1, H2 := n.Config.Hidden1, n.Config.Hidden2
	return &Actor{net: n, h1: make([]float32, n.Layout.Slots*H1), h2: make([]float32, H2), ctx: make([]float32, H2),
		mean1: make([]float32, H1), logits: make([]float32, n.Layout.Actions), mean: make([]float32, H2),
		hg: make([]float32, H2), iota: iota32(H1), prob: make([]float64, n.Layout.Actions),
		unitLP: make([]float32, 0, n.Layout.Slots)}
}

// UnitLogProbs is the last Act's log-probability of each occupied slot's
// action, in slot order (valid until the next Act).
func (a *Actor) UnitLogProbs() []float32 { return a.unitLP }

// DropForcedRows makes every later Act append to its rows only the units
// with more than one allowed action, where it skips the forced units'
// forward pass (the globals critic, no context): a trainer that leaves
// them out of the learning (train's skip_forced) then never builds them.
func (a *Actor) DropForcedRows() { a.dropForced = true }

// RecordProbs makes every later Act keep each occupied slot's masked action
// probabilities, for UnitProbs (diagnostics; play does not need them).
func (a *Actor) RecordProbs() {
	a.probs = make([]float64, a.net.Layout.Slots*a.net.Layout.Actions)
}

// UnitProbs is the last Act's masked action probabilities, A per occupied
// slot in slot order, after RecordProbs (valid until the next Act).
func (a *Actor) UnitProbs() []float64 {
	return a.probs[:len(a.unitLP)*a.net.Layout.Actions]
}

// Step is what Act returns for one agent.
type Step struct {
	LogProb float32 // sum over occupied slots of the chosen action's log-probability
	Value   float32
	Units   int // occupied slots
}

// Act reads one agent's observation (obs[k]: this agent's part of the k-th
// Spec.Obs tensor) and action mask [U, A], and writes one action per slot:
// sampled from the masked softmax with rng, or the most likely allowed
// action when rng is nil. Slots without a unit get action A-1. When rows is
// not nil, the occupied slots' input rows are appended to it, in slot order
// (with DropForcedRows, those of the slots with more than one allowed action).
func (a *Actor) Act(obs [][]byte, mask []uint8, actions []int32, rng *rand.Rand, rows *Rows) Step {
	n := a.net
	l := n.Layout
	A, H1, H2 := l.Actions, n.Config.Hidden1, n.Config.Hidden2
	crops, feats, units := obs[l.Crops], env.Float32s(obs[l.Feats]), obs[l.Units]
	w1, b1, w2, b2, w3, b3 := n.W1(), n.B1(), n.W2(), n.B2(), n.W3(), n.B3()
	var st Step
	// A unit with one allowed action needs no forward pass (its action is
	// that one, log-probability 0), unless the team context or the pooled
	// critic reads its layers.
	skip := !a.full && !n.Config.Context && n.Config.Critic == CriticGlobals
	// first pass: h1 = tanh(x·W1 + b1) for every occupied slot that needs it
	c := 0
	for s := 0; s < l.Slots; s++ {
		actions[s] = int32(A - 1)
		if units[s] == 0 {
			continue
		}
		st.Units++
		forced := forcedAction(skip, mask[s*A:(s+1)*A]) >= 0
		if forced && (rows == nil || a.dropForced) {
			continue
		}
		a.row.Reset()
		n.AppendRow(&a.row, crops[s*l.CropLen:(s+1)*l.CropLen], feats[s*l.Features:(s+1)*l.Features])
		if rows != nil {
			start := int32(len(rows.Col))
			if len(rows.Ptr) == 0 {
				rows.Ptr = append(rows.Ptr, 0)
			}
			rows.Col = append(rows.Col, a.row.Col...)
			rows.Val = append(rows.Val, a.row.Val...)
			rows.Ptr = append(rows.Ptr, start+int32(len(a.row.Col)))
		}
		if forced {
			continue
		}
		h1 := a.h1[c*H1 : (c+1)*H1]
		copy(h1, b1)
		gatherRow(h1, w1, H1, 0, a.row.Col, a.row.Val)
		tanh(h1)
		c++
	}
	// the second layer's constant part: b2, plus mean(h1)·Wc with Context
	copy(a.ctx, b2)
	if n.Config.Context && st.Units > 0 { // (no slot skipped: c == st.Units)
		clear(a.mean1)
		for u := 0; u < st.Units; u++ {
			axpy(1, a.h1[u*H1:(u+1)*H1], a.mean1)
		}
		inv := 1 / float32(st.Units)
		wc := n.Wc()
		for i, v := range a.mean1 {
			axpy(v*inv, wc[i*H2:(i+1)*H2], a.ctx)
		}
	}
	// second pass: h2, logits and the choice, slot by slot
	clear(a.mean)
	a.unitLP = a.unitLP[:0]
	u, c := 0, 0
	for s := 0; s < l.Slots; s++ {
		if units[s] == 0 {
			continue
		}
		u++
		var probs []float64
		if a.probs != nil {
			probs = a.probs[(u-1)*A : u*A]
		}
		if k := forcedAction(skip, mask[s*A:(s+1)*A]); k >= 0 {
			actions[s] = int32(k)
			a.forced(k, rng, probs)
			a.unitLP = append(a.unitLP, 0)
			continue
		}
		h1 := a.h1[c*H1 : (c+1)*H1]
		c++
		h2 := a.h2
		copy(h2, a.ctx)
		gatherRowIn(h2, w2, H2, 0, a.iota, h1, denseFits(len(a.iota), H2, H2, len(w2)))
		tanh(h2)
		for i, v := range h2 {
			a.mean[i] += v
		}
		lg := a.logits
		copy(lg, b3)
		for i, v := range h2 {
			axpy(v, w3[i*A:(i+1)*A], lg)
		}
		lp := a.choose(lg, mask[s*A:(s+1)*A], &actions[s], rng, probs)
		a.unitLP = append(a.unitLP, lp)
		st.LogProb += lp
	}
	st.Value = a.value(obs, st.Units)
	return st
}

// value is the critic's value of the agent's state: over the globals, or
// over the mean second layer of its units (a.mean, their sum, filled by Act).
func (a *Actor) value(obs [][]byte, units int) float32 {
	n := a.net
	v := n.Bv()[0]
	if n.Config.Critic == CriticGlobals {
		copy(a.hg, n.Bg())
		wg, H := n.Wg(), n.Config.Hidden2
		for i, g := range env.Float32s(obs[n.Layout.Globals]) {
			axpy(g, wg[i*H:(i+1)*H], a.hg)
		}
		tanh(a.hg)
		for i, h := range a.hg {
			v += h * n.Wv()[i]
		}
		return v
	}
	if units > 0 {
		inv := 1 / float32(units)
		for i, m := range a.mean {
			v += m * inv * n.Wv()[i]
		}
	}
	return v
}

// OnlyAllowed is the one action mask allows, or -1 when it allows more or none.
func OnlyAllowed(mask []uint8) int {
	k := -1
	for i, ok := range mask {
		if ok != 0 {
			if k >= 0 {
				return -1
			}
			k = i
		}
	}
	return k
}

// forcedAction is the one action mask allows when skip is set (the actor
// skips forced units), else -1: the mask is not read when nothing is skipped.
func forcedAction(skip bool, mask []uint8) int {
	if !skip {
		return -1
	}
	return OnlyAllowed(mask)
}

// forced does what choose does for a unit whose mask allows only action k,
// without its logits: the same draw from rng (so that sampled play does not
// depend on whether the forward pass ran) and, with RecordProbs, certainty.
func (a *Actor) forced(k int, rng *rand.Rand, probs []float64) {
	if rng != nil {
		rng.Float64()
	}
	if probs != nil {
		clear(probs)
		probs[k] = 1
	}
}

// choose picks an allowed action from logits and returns its log-probability.
func (a *Actor) choose(lg []float32, mask []uint8, act *int32, rng *rand.Rand, probs []float64) float32 {
	clear(probs)
	best := -1
	for k, ok := range mask {
		if ok != 0 && (best < 0 || lg[k] > lg[best]) {
			best = k
		}
	}
	if best < 0 {
		return 0 // nothing allowed: keep A-1
	}
	mx := float64(lg[best])
	sum := 0.0
	for k, ok := range mask {
		a.prob[k] = 0
		if ok != 0 {
			a.prob[k] = math.Exp(float64(lg[k]) - mx)
			sum += a.prob[k]
		}
	}
	for k := range probs {
		probs[k] = a.prob[k] / sum
	}
	pick := best
	if rng != nil {
		u := rng.Float64() * sum
		for k, p := range a.prob {
			if p == 0 {
				continue
			}
			pick = k
			if u < p {
				break
			}
			u -= p
		}
	}
	*act = int32(pick)
	return float32(float64(lg[pick]) - mx - math.Log(sum))
}

func axpy(alpha float32, x, y []float32) { axpyT(alpha, x, y) }

func tanh(x []float32) { tanhSlice(x) }
