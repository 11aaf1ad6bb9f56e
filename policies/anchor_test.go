package policies

import (
	"math"
	"math/rand/v2"
	"testing"
)

// randomAnchor is a probability distribution over each row's allowed
// actions (0 where the mask refuses).
func randomAnchor(r *rand.Rand, mask []uint8, A int) []float32 {
	q := make([]float32, len(mask))
	for row := 0; row < len(mask)/A; row++ {
		sum := 0.0
		for k := 0; k < A; k++ {
			if mask[row*A+k] != 0 {
				q[row*A+k] = float32(0.05 + r.Float64())
				sum += float64(q[row*A+k])
			}
		}
		for k := 0; k < A; k++ {
			q[row*A+k] /= float32(sum)
		}
	}
	return q
}

// TestAnchorKL: the anchor term's statistic is the mean over rows of
// KL(anchor‖π), computed here from the actor's own probabilities; it is 0
// with the policy as its own anchor, and a gradient step on the anchor
// term alone brings the policy closer to the anchor.
func TestAnchorKL(t *testing.T) {
	spec := tinySpec(true)
	n, err := NewNet(spec, NetConfig{Hidden1: 8, Hidden2: 8}, 1)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(7, 8))
	for i := range n.Params {
		n.Params[i] = float32(r.NormFloat64() * 0.7)
	}
	a := n.NewActor()
	a.RecordProbs()
	mb := &Minibatch{}
	mb.Reset()
	obs := spec.NewObs()
	mask := make([]uint8, spec.Slots*spec.Actions)
	var own []float32 // π's probabilities of every row
	for b := 0; b < 8; b++ {
		randomAgent(r, spec, obs, mask)
		appendAgent(n, mb, a, obs, mask, r)
		for _, p := range a.UnitProbs() {
			own = append(own, float32(p))
		}
	}
	A, rows := spec.Actions, mb.Rows.Len()
	g, err := NewAnchoredGraph[float64](n, mb.B(), rows)
	if err != nil {
		t.Fatal(err)
	}
	kl := func(anchor []float32, coef float64) (Stats, [][]float64) {
		t.Helper()
		mb.Anchor = anchor
		return loadRun(t, g, n, mb, Coefs{Clip: 0.2, Anchor: coef})
	}
	if st, _ := kl(own, 1); math.Abs(st.AnchorKL) > 1e-6 {
		t.Errorf("the policy as its own anchor: KL %v, want 0", st.AnchorKL)
	}
	anchor := randomAnchor(r, mb.Mask, A)
	want := 0.0
	for row := 0; row < rows; row++ {
		for k := 0; k < A; k++ {
			if q := float64(anchor[row*A+k]); q > 0 {
				want += q * math.Log(q/float64(own[row*A+k]))
			}
		}
	}
	want /= float64(rows)
	st, grads := kl(anchor, 1)
	if math.Abs(st.AnchorKL-want) > 1e-5 || want < 0.05 {
		t.Fatalf("KL(anchor‖π) %v, computed from the actor's probabilities %v", st.AnchorKL, want)
	}
	if st0, _ := kl(anchor, 0); st0.Loss != 0 && math.Abs(st0.Loss-st.Loss) < 1e-9 {
		t.Errorf("the anchor's coefficient does not change the loss (%v)", st.Loss)
	}
	step := 0
	for _, gp := range grads {
		for _, v := range gp {
			n.Params[step] -= float32(0.05 * v)
			step++
		}
	}
	if after, _ := kl(anchor, 1); after.AnchorKL >= st.AnchorKL {
		t.Errorf("a gradient step on the anchor term: KL %v -> %v, want it smaller", st.AnchorKL, after.AnchorKL)
	}
}
