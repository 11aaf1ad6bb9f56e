package train

import (
	"math"

	"github.com/edagym/edagym/policies"
)

// Adam is the optimizer over the network's flat weight vector, with the
// gradient first clipped to a maximum global L2 norm.
type Adam struct {
	Beta1, Beta2, Eps float64
	State             policies.OptimState
}

// NewAdam makes an optimizer for n weights.
func NewAdam(n int) *Adam {
	return &Adam{Beta1: 0.9, Beta2: 0.999, Eps: 1e-5,
		State: policies.OptimState{M: make([]float32, n), V: make([]float32, n)}}
}

// ClipNorm scales grad down to norm at most maxNorm (0: no clipping) and
// returns the norm before clipping.
func ClipNorm(grad []float32, maxNorm float64) float64 {
	sum := 0.0
	for _, g := range grad {
		sum += float64(g) * float64(g)
	}
	norm := math.Sqrt(sum)
	if maxNorm > 0 && norm > maxNorm {
		s := float32(maxNorm / (norm + 1e-12))
		for i := range grad {
			grad[i] *= s
		}
	}
	return norm
}

// Step applies one update with learning rate lr.
func (a *Adam) Step(params, grad []float32, lr float64) {
	st := &a.State
	st.Step++
	b1, b2 := a.Beta1, a.Beta2
	c1 := 1 - math.Pow(b1, float64(st.Step))
	c2 := 1 - math.Pow(b2, float64(st.Step))
	step := float32(lr * math.Sqrt(c2) / c1)
	eps := float32(a.Eps * math.Sqrt(c2))
	fb1, fb2 := float32(b1), float32(b2)
	for i, g := range grad {
		m := fb1*st.M[i] + (1-fb1)*g
		v := fb2*st.V[i] + (1-fb2)*g*g
		st.M[i], st.V[i] = m, v
		params[i] -= step * m / (float32(math.Sqrt(float64(v))) + eps)
	}
}
