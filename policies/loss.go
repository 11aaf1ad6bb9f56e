package policies

import (
	"fmt"
	"math"

	G "gorgonia.org/gorgonia"
	"gorgonia.org/tensor"
)

// The PPO loss, as CleanRL writes it, over the network that graph.go builds:
//
//	loss = -mean_b min(ρ_b A_b, clip(ρ_b, 1-ε, 1+ε) A_b) + c_v mean_b (V_b - R_b)² - c_e H (+ c_b BC) (+ c_a KL)
//
// where ρ_b = exp(log π(a_b) - log π_old(a_b)), an agent's log-probability is
// the sum over its occupied slots of the chosen action's masked
// log-softmax, and H is the mean entropy per unit row. With
// Coefs.UnitRatio the policy term clips each unit row's own ratio instead.
// KL is the mean over unit rows of KL(anchor‖π), the anchor a fixed policy
// (such as the clone PPO starts from) whose probabilities the minibatch
// brings.
// Its statistics (approximate KL, clip fraction, accuracy) are beside it.

// Coefs are the PPO loss's hyperparameters.
type Coefs struct {
	Clip    float64 // ε: the ratio is clipped to [1-ε, 1+ε]
	Value   float64 // value loss coefficient
	Entropy float64 // entropy bonus coefficient
	// Clone weighs a behaviour-cloning term: the mean over unit rows of
	// -log π(a) for the minibatch's actions (0 for PPO).
	Clone float64
	// Anchor weighs the mean over unit rows of KL(anchor‖π), the anchor's
	// probabilities Minibatch.Anchor: PPO held near a policy it starts
	// from, free to explore around it (0: none).
	Anchor float64
	// UnitRatio clips each unit row's own ratio, π(a_r)/π_old(a_r), with its
	// agent-step's advantage (the policy term a mean over unit rows), in
	// place of the agent's joint ratio, the product over its units. An
	// agent moving 30 units has a joint ratio that leaves [1-ε, 1+ε] when
	// each unit's barely moves; clipped per unit, every unit keeps its own
	// trust region (as MAPPO clips per agent).
	UnitRatio bool
	// UnitShare weighs the per-unit policy term, a mean over this graph's
	// rows, by its share of the minibatch's rows (trainer shards; 0 is 1).
	UnitShare float64
}

// Stats are a minibatch's loss terms.
type Stats struct {
	Loss, Policy, Value, Entropy, Clone float64
	AnchorKL                            float64 // the mean KL(anchor‖π) per row (0 without an anchor)
	Accuracy                            float64 // rows whose action is the most likely one
	// Choices is the share of rows with more than one legal action, and
	// ChoiceHits the share of rows that have one and whose action is the
	// most likely: a cloned player's agreement where there is something
	// to agree on is ChoiceHits / Choices (a forced row always agrees).
	Choices, ChoiceHits float64
	ApproxKL, ClipFrac  float64
}

// policyLoss builds the terms that read the policy's log-softmax lsm and
// each row's chosen log-probability lpRow: the cloning term, the agents'
// log-probabilities, the entropy and the clipped surrogate.
func (gr *Graph[T]) policyLoss(lsm, lpRow *G.Node) {
	must, B, R := G.Must, gr.B, gr.R
	gr.bc = must(G.Neg(must(G.Sum(must(G.HadamardProd(lpRow, gr.rowW))))))
	lpCol := must(G.Reshape(lpRow, tensor.Shape{R, 1}))
	gr.logp = must(G.Reshape(must(G.ApplyOp(newSpmm("member", gr.member, false, 1), lpCol)), tensor.Shape{B}))
	entRow := must(G.Neg(must(G.Sum(must(G.HadamardProd(must(G.Exp(lsm)), lsm)), 1))))
	gr.ent = must(G.Sum(must(G.HadamardProd(entRow, gr.rowW))))
	if gr.anchored {
		// KL(q‖π) = Σ_a q log q - Σ_a q log π; the first sum does not
		// depend on π (loadAnchor keeps it for the statistics), the second
		// is a cross-entropy
		gr.anchorCE = must(G.Neg(must(G.Sum(must(G.HadamardProd(must(G.Sum(must(G.HadamardProd(gr.anchor, lsm)), 1)), gr.rowW))))))
	}

	// the clipped surrogate min(ρA, clip(ρ, 1-ε, 1+ε)A), elementwise
	surrogate := func(logp, old, adv *G.Node) *G.Node {
		ratio := must(G.Exp(must(G.Sub(logp, old))))
		s1 := must(G.HadamardProd(ratio, adv))
		// clip(ρ) = lo + relu(ρ - lo) - relu(ρ - hi); min(a, b) = a - relu(a - b)
		clipped := must(G.Sub(must(G.Add(must(G.Rectify(must(G.Sub(ratio, gr.clipLo)))), gr.clipLo)),
			must(G.Rectify(must(G.Sub(ratio, gr.clipHi))))))
		s2 := must(G.HadamardProd(clipped, adv))
		return must(G.Sub(s1, must(G.Rectify(must(G.Sub(s1, s2))))))
	}
	// per agent: the joint ratio; per unit: each row's, with its agent's
	// advantage, averaged over rows (rowW); cAgent and cUnit pick one.
	agentLoss := must(G.Neg(must(G.Mean(surrogate(gr.logp, gr.oldLogP, gr.adv)))))
	advCol := must(G.Reshape(gr.adv, tensor.Shape{B, 1}))
	advRow := must(G.Add(must(G.Reshape(must(G.ApplyOp(newSpmm("member", gr.member, true, 1), advCol)), tensor.Shape{R})), gr.rowBonus))
	unitLoss := must(G.Neg(must(G.Sum(must(G.HadamardProd(surrogate(lpRow, gr.oldLogPRow, advRow), gr.rowW))))))
	gr.pLoss = must(G.Add(must(G.Mul(agentLoss, gr.cAgent)), must(G.Mul(unitLoss, gr.cUnit))))
}

// totalLoss adds the value loss of the critic's values v and sums the terms.
func (gr *Graph[T]) totalLoss(v *G.Node) {
	must := G.Must
	gr.vLoss = must(G.Mean(must(G.Square(must(G.Sub(v, gr.ret))))))
	gr.loss = must(G.Sub(must(G.Add(gr.pLoss, must(G.Mul(gr.vLoss, gr.cv)))), must(G.Mul(gr.ent, gr.ce))))
	gr.loss = must(G.Add(gr.loss, must(G.Mul(gr.bc, gr.cb))))
	if gr.anchored {
		gr.loss = must(G.Add(gr.loss, must(G.Mul(gr.anchorCE, gr.ca))))
	}
}

// loadAnchor fills the anchor's probabilities of the minibatch's rows (0
// without them) and their entropy, weighed as the loss weighs the rows.
func (gr *Graph[T]) loadAnchor(mb *Minibatch, c Coefs, rows int) error {
	if !gr.anchored {
		if c.Anchor != 0 {
			return fmt.Errorf("policies: the anchor term needs a graph built with it (NewAnchoredGraph)")
		}
		return nil
	}
	q, A := gr.data(gr.anchor), gr.net.Layout.Actions
	clear(q)
	gr.anchorH = 0
	if len(mb.Anchor) == 0 {
		if c.Anchor != 0 {
			return fmt.Errorf("policies: the anchor term needs the anchor's probabilities of the %d rows", rows)
		}
		return nil
	}
	if len(mb.Anchor) != rows*A {
		return fmt.Errorf("policies: %d anchor probabilities for %d rows of %d actions", len(mb.Anchor), rows, A)
	}
	copyT(q, mb.Anchor)
	for _, p := range mb.Anchor {
		if p > 0 {
			gr.anchorH += float64(p) * math.Log(float64(p))
		}
	}
	gr.anchorH /= float64(max(rows, 1)) // rowW: 1/rows each
	gr.anchorH = -gr.anchorH
	return nil
}

// accuracy sets st.Accuracy, st.Choices and st.ChoiceHits after a Run:
// the shares of the minibatch's rows whose action is the policy's most
// likely one, that have a choice, and both.
func (gr *Graph[T]) accuracy(st *Stats) {
	lsm, oh, rw, mbias := gr.out[7].Data().([]T), gr.data(gr.onehot), gr.data(gr.rowW), gr.data(gr.maskBias)
	A := gr.net.Layout.Actions
	n := 0
	for r := 0; r < gr.R; r++ {
		if rw[r] == 0 {
			continue
		}
		n++
		best, legal := 0, 0
		for k := 0; k < A; k++ {
			if mbias[r*A+k] == 0 {
				legal++
			}
			if lsm[r*A+k] > lsm[r*A+best] {
				best = k
			}
		}
		hit := oh[r*A+best] == 1
		if hit {
			st.Accuracy++
		}
		if legal > 1 {
			st.Choices++
			if hit {
				st.ChoiceHits++
			}
		}
	}
	if len(gr.x.Ptr) > 0 {
		inv := 1 / float64(max(n, 1))
		st.Accuracy *= inv
		st.Choices *= inv
		st.ChoiceHits *= inv
	}
}

// ratioStats sets st.ApproxKL and st.ClipFrac after a Run, over the ratios
// the loss clipped: the agents' joint ones, or the rows' with UnitRatio.
func (gr *Graph[T]) ratioStats(st *Stats) {
	lp, old := gr.LogProbs(), gr.data(gr.oldLogP)
	if gr.unit { // the statistics of the ratios clipped: the rows'
		lp, old = gr.RowLogProbs(), gr.data(gr.oldLogPRow)
	}
	for b := range lp {
		d := float64(lp[b]) - float64(old[b])
		// the low-variance estimator of KL(old‖new): (ρ-1) - log ρ
		st.ApproxKL += (math.Exp(d) - 1) - d
		if math.Abs(math.Exp(d)-1) > float64(1-scalarOf(gr.clipLo.Value())) {
			st.ClipFrac++
		}
	}
	// a minibatch may hold no rows (skip_forced: every unit waiting)
	st.ApproxKL /= float64(max(len(lp), 1))
	st.ClipFrac /= float64(max(len(lp), 1))
}
