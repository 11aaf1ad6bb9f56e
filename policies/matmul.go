package policies

import (
	"fmt"
	"sync"

	G "gorgonia.org/gorgonia"
	"gorgonia.org/tensor"
)

// rowMatMulOp is X·W for X [R, H] and W [H, K], row by row on the
// sparse-row kernels (each row of X is a dense "sparse" row over all H
// columns). For the hidden layers (K = 64) it is about twice as fast as
// gonum's SSE sgemm, allocates nothing and gives the same bits on every
// machine. Its derivatives are rowMatMulGrad ops.
type rowMatMulOp struct {
	rowOp
	kind int // 0: X·W; 1: G·Wᵀ (the gradient of X); 2: Xᵀ·G (the gradient of W)
}

func newRowMatMul() *rowMatMulOp {
	return &rowMatMulOp{rowOp: rowOp{name: "rowMatMul", arity: 2, shape: func(in []G.DimSizer) (tensor.Shape, error) {
		x, ok1 := in[0].(tensor.Shape)
		w, ok2 := in[1].(tensor.Shape)
		if !ok1 || !ok2 || len(x) != 2 || len(w) != 2 || x[1] != w[0] {
			return nil, fmt.Errorf("rowMatMul: shapes %v and %v", in[0], in[1])
		}
		return tensor.Shape{x[0], w[1]}, nil
	}}}
}

func (op *rowMatMulOp) Do(vals ...G.Value) (G.Value, error) { return op.UsePreallocDo(nil, vals...) }

func (op *rowMatMulOp) UsePreallocDo(out G.Value, vals ...G.Value) (G.Value, error) {
	ins, R, _, err := dense2(op.name, vals[:1])
	if err != nil {
		return nil, err
	}
	b, _, _, err := dense2(op.name, vals[1:])
	if err != nil {
		return nil, err
	}
	sa, sb := ins[0].Shape(), b[0].Shape()
	var rows, cols int
	switch op.kind {
	case 0: // X [R,H] · W [H,K]
		rows, cols = R, sb[1]
	case 1: // G [R,K] · Wᵀ, W [H,K]
		rows, cols = R, sb[0]
	case 2: // Xᵀ [H,R] · G [R,K]
		rows, cols = sa[1], sb[1]
	}
	return run1(&op.rowOp, out, vals, rows, cols,
		func(o []float32, in ...[]float32) { op.run32(o, in[0], in[1], sa, sb) },
		func(o []float64, in ...[]float64) { op.runT64(o, in[0], in[1], sa, sb) })
}

// run32 splits the work over two goroutines: rows for the products, the
// output's column halves for Xᵀ·G (whose rows all add into every output row).
func (op *rowMatMulOp) run32(out, a, b []float32, sa, sb tensor.Shape) {
	var wg sync.WaitGroup
	half := func(f func(lo, hi int), n int) {
		if n < 64 {
			f(0, n)
			return
		}
		wg.Add(1)
		go func() { defer wg.Done(); f(n/2, n) }()
		f(0, n/2)
		wg.Wait()
	}
	switch op.kind {
	case 0:
		R, H, K := sa[0], sa[1], sb[1]
		if K < smallK { // the output layer: a dot product per action
			wt := transpose(b, H, K) // [K, H]
			half(func(lo, hi int) {
				for r := lo; r < hi; r++ {
					x := a[r*H : (r+1)*H]
					for k := 0; k < K; k++ {
						out[r*K+k] = dot32(x, wt[k*H:(k+1)*H])
					}
				}
			}, R)
			return
		}
		cols := iota32(H)
		in := denseFits(H, K, K, len(b))
		half(func(lo, hi int) {
			for r := lo; r < hi; r++ {
				y := out[r*K : (r+1)*K]
				clear(y)
				gatherRowIn(y, b, K, 0, cols, a[r*H:(r+1)*H], in)
			}
		}, R)
	case 1:
		R, K, H := sa[0], sa[1], sb[0]
		wt := transpose(b, H, K) // [K, H]
		cols := iota32(K)
		in := denseFits(K, H, H, len(wt))
		half(func(lo, hi int) {
			for r := lo; r < hi; r++ {
				y := out[r*H : (r+1)*H]
				clear(y)
				gatherRowIn(y, wt, H, 0, cols, a[r*K:(r+1)*K], in)
			}
		}, R)
	case 2:
		R, H, K := sa[0], sa[1], sb[1]
		if K < smallK {
			op.smallGradW(out, a, b, R, H, K)
			return
		}
		clear(out)
		cols := iota32(H)
		split := K
		if K%64 == 0 && R*H*K >= 1<<16 {
			split = K / 2
		}
		var wg2 sync.WaitGroup
		for c0 := 0; c0 < K; c0 += split {
			c1 := c0 + split
			in := denseFits(H, K, c1, len(out))
			work := func() {
				for r := 0; r < R; r++ {
					scatterRowIn(out, K, c0, b[r*K+c0:r*K+c1], cols, a[r*H:(r+1)*H], in)
				}
			}
			if c1 < K {
				wg2.Add(1)
				go func() { defer wg2.Done(); work() }()
			} else {
				work()
			}
		}
		wg2.Wait()
	}
}

// smallK: below this many output columns (the logits' actions) a row's
// product is a few dot products, and the gradient of W is built transposed,
// so that the kernels run along H rather than along K.
const smallK = 32

// smallGradW is Xᵀ·G for a narrow G [R, K]: each row adds G[r,k]·X[r,:] to
// row k of Wᵀ [K, H] (the sparse-row kernel along H), the two halves of the
// rows into their own Wᵀ, added in a fixed order, so the bits do not depend
// on the machine.
func (op *rowMatMulOp) smallGradW(out, a, b []float32, R, H, K int) {
	cols := iota32(K)
	in := denseFits(K, H, H, K*H)
	acc := func(t []float32, lo, hi int) {
		for r := lo; r < hi; r++ {
			scatterRowIn(t, H, 0, a[r*H:(r+1)*H], cols, b[r*K:(r+1)*K], in)
		}
	}
	t0, t1 := make([]float32, K*H), make([]float32, K*H)
	if R < 64 {
		acc(t0, 0, R)
	} else {
		var wg sync.WaitGroup
		wg.Add(1)
		go func() { defer wg.Done(); acc(t1, R/2, R) }()
		acc(t0, 0, R/2)
		wg.Wait()
	}
	for k := 0; k < K; k++ {
		for i := 0; i < H; i++ {
			out[i*K+k] = t0[k*H+i] + t1[k*H+i]
		}
	}
}

// dot32 is Σ x[i]·y[i] over four running sums (i mod 4), added at the end.
func dot32(x, y []float32) float32 {
	var s0, s1, s2, s3 float32
	n := len(x)
	y = y[:n]
	i := 0
	for ; i+4 <= n; i += 4 {
		s0 += x[i] * y[i]
		s1 += x[i+1] * y[i+1]
		s2 += x[i+2] * y[i+2]
		s3 += x[i+3] * y[i+3]
	}
	for ; i < n; i++ {
		s0 += x[i] * y[i]
	}
	return (s0 + s1) + (s2 + s3)
}

// runT64 is the same products in float64, plain loops (gradient checks).
func (op *rowMatMulOp) runT64(out, a, b []float64, sa, sb tensor.Shape) {
	clear(out)
	switch op.kind {
	case 0:
		R, H, K := sa[0], sa[1], sb[1]
		for r := 0; r < R; r++ {
			for i := 0; i < H; i++ {
				axpyT(a[r*H+i], b[i*K:(i+1)*K], out[r*K:(r+1)*K])
			}
		}
	case 1:
		R, K, H := sa[0], sa[1], sb[0]
		for r := 0; r < R; r++ {
			for i := 0; i < H; i++ {
				s := 0.0
				for j := 0; j < K; j++ {
					s += a[r*K+j] * b[i*K+j]
				}
				out[r*H+i] = s
			}
		}
	case 2:
		R, H, K := sa[0], sa[1], sb[1]
		for r := 0; r < R; r++ {
			for i := 0; i < H; i++ {
				axpyT(a[r*H+i], b[r*K:(r+1)*K], out[i*K:(i+1)*K])
			}
		}
	}
}

func (op *rowMatMulOp) DiffWRT(int) []bool { return []bool{op.kind == 0, op.kind == 0} }

// SymDiff of X·W: d(X) = G·Wᵀ, d(W) = Xᵀ·G.
func (op *rowMatMulOp) SymDiff(inputs G.Nodes, output, grad *G.Node) (G.Nodes, error) {
	if op.kind != 0 {
		return nil, fmt.Errorf("rowMatMul: no second derivatives")
	}
	dx, err := G.ApplyOp(&rowMatMulOp{rowOp{name: "rowMatMulGradX", arity: 2, shape: func(in []G.DimSizer) (tensor.Shape, error) {
		g, w := in[0].(tensor.Shape), in[1].(tensor.Shape)
		return tensor.Shape{g[0], w[0]}, nil
	}}, 1}, grad, inputs[1])
	if err != nil {
		return nil, err
	}
	dw, err := G.ApplyOp(&rowMatMulOp{rowOp{name: "rowMatMulGradW", arity: 2, shape: func(in []G.DimSizer) (tensor.Shape, error) {
		x, g := in[0].(tensor.Shape), in[1].(tensor.Shape)
		return tensor.Shape{x[1], g[1]}, nil
	}}, 2}, inputs[0], grad)
	return G.Nodes{dx, dw}, err
}

func iota32(n int) []int32 {
	c := make([]int32, n)
	for i := range c {
		c[i] = int32(i)
	}
	return c
}

func transpose(w []float32, rows, cols int) []float32 {
	t := make([]float32, rows*cols)
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			t[j*rows+i] = w[i*cols+j]
		}
	}
	return t
}
