package policies

import (
	"fmt"
	"hash"
	"hash/fnv"
	"math"

	"github.com/chewxy/hm"
	G "gorgonia.org/gorgonia"
	"gorgonia.org/tensor"
)

// Fused operations for the training graph. gorgonia's own tanh, log-softmax
// and their derivatives build several elementwise nodes each and go through
// generic per-element code; over a minibatch's unit rows they took half of
// an update. These do one pass each, into the machine's preallocated
// memory, and say exactly which derivative they are.

// rowOp is what the fused operations share: an arity, a name and a shape rule.
type rowOp struct {
	name  string
	arity int
	shape func(in []G.DimSizer) (tensor.Shape, error)
	keep  *tensor.Dense // the last output, reused when gorgonia gives no buffer
}

func (op rowOp) Arity() int { return op.arity }
func (op rowOp) Type() hm.Type {
	a := hm.TypeVariable('a')
	ts := make([]hm.Type, op.arity+1)
	for i := range ts {
		ts[i] = a
	}
	return hm.NewFnType(ts...)
}
func (op rowOp) InferShape(in ...G.DimSizer) (tensor.Shape, error) { return op.shape(in) }
func (op rowOp) ReturnsPtr() bool                                  { return false }
func (op rowOp) CallsExtern() bool                                 { return false }
func (op rowOp) OverwritesInput() int                              { return -1 }
func (op rowOp) WriteHash(h hash.Hash)                             { fmt.Fprint(h, op.name) }
func (op rowOp) Hashcode() uint32 {
	h := fnv.New32a()
	op.WriteHash(h)
	return h.Sum32()
}
func (op rowOp) String() string { return op.name }

// sameShape is the shape of the first input.
func sameShape(in []G.DimSizer) (tensor.Shape, error) {
	s, ok := in[0].(tensor.Shape)
	if !ok {
		return nil, fmt.Errorf("want a shape, got %T", in[0])
	}
	return s.Clone(), nil
}

// dense2 checks that every value is a dense matrix of the first one's dtype
// and returns them with the first one's shape.
func dense2(name string, vals []G.Value) ([]*tensor.Dense, int, int, error) {
	out := make([]*tensor.Dense, len(vals))
	for i, v := range vals {
		d, ok := v.(*tensor.Dense)
		if !ok || len(d.Shape()) != 2 || d.Dtype() != vals[0].Dtype() {
			return nil, 0, 0, fmt.Errorf("%s: input %d is %T %v", name, i, v, v.Shape())
		}
		out[i] = d
	}
	sh := out[0].Shape()
	return out, sh[0], sh[1], nil
}

// run1 runs f on the inputs into out, for float32 and float64 data. When
// gorgonia gives no buffer (its tape machine calls Do), the op's own buffer
// from the last run is reused, so an update allocates no [R, H] matrices:
// every f overwrites all of its output.
func run1(op *rowOp, out G.Value, vals []G.Value, rows, cols int, f32 func(out []float32, in ...[]float32), f64 func(out []float64, in ...[]float64)) (G.Value, error) {
	name := op.name
	ins, _, _, err := dense2(name, vals)
	if err != nil {
		return nil, err
	}
	fit := func(v G.Value) *tensor.Dense {
		if d, ok := v.(*tensor.Dense); ok && d != nil && d.Dtype() == ins[0].Dtype() && d.Shape().TotalSize() == rows*cols {
			return d
		}
		return nil
	}
	o := fit(out)
	if o == nil { // the tape machine runs these ops by Do: keep the buffer between runs
		if o = fit(op.keep); o == nil {
			o = tensor.New(tensor.Of(ins[0].Dtype()), tensor.WithShape(rows, cols))
			op.keep = o
		}
	}
	switch od := o.Data().(type) {
	case []float32:
		in := make([][]float32, len(ins))
		for i, d := range ins {
			in[i] = d.Data().([]float32)
		}
		f32(od, in...)
	case []float64:
		in := make([][]float64, len(ins))
		for i, d := range ins {
			in[i] = d.Data().([]float64)
		}
		f64(od, in...)
	default:
		return nil, fmt.Errorf("%s: dtype %v", name, ins[0].Dtype())
	}
	return o, nil
}

// biasTanhOp is tanh(x + b) for x [R, H] and a bias row b [1, H].
type biasTanhOp struct{ rowOp }

func newBiasTanh() *biasTanhOp {
	return &biasTanhOp{rowOp{name: "biasTanh", arity: 2, shape: sameShape}}
}

func (op *biasTanhOp) Do(vals ...G.Value) (G.Value, error) { return op.UsePreallocDo(nil, vals...) }
func (op *biasTanhOp) UsePreallocDo(out G.Value, vals ...G.Value) (G.Value, error) {
	_, R, H, err := dense2(op.name, vals[:1])
	if err != nil {
		return nil, err
	}
	return run1(&op.rowOp, out, vals, R, H,
		func(o []float32, in ...[]float32) { biasTanh32(o, in[0], in[1], H) },
		func(o []float64, in ...[]float64) { biasTanh(o, in[0], in[1], H, math.Tanh) })
}

func biasTanh[T float32 | float64](out, x, b []T, H int, th func(T) T) {
	for r := 0; r < len(x)/H; r++ {
		xs, os := x[r*H:(r+1)*H], out[r*H:(r+1)*H]
		for j, v := range xs {
			os[j] = th(v + b[j])
		}
	}
}

// biasTanh32 is biasTanh on the tanh kernel.
func biasTanh32(out, x, b []float32, H int) {
	for r := 0; r < len(x)/H; r++ {
		xs, os := x[r*H:(r+1)*H], out[r*H:(r+1)*H]
		for j, v := range xs {
			os[j] = v + b[j]
		}
	}
	tanhSlice(out[:len(x)])
}

func (op *biasTanhOp) DiffWRT(int) []bool { return []bool{true, true} }

// SymDiff: d(pre) = g ⊙ (1 - y²), and the bias's gradient is its column sums.
func (op *biasTanhOp) SymDiff(inputs G.Nodes, output, grad *G.Node) (G.Nodes, error) {
	dx, err := G.ApplyOp(&tanhGradOp{rowOp{name: "tanhGrad", arity: 2, shape: sameShape}}, output, grad)
	if err != nil {
		return nil, err
	}
	db, err := G.ApplyOp(&colSumOp{rowOp{name: "colSum", arity: 1, shape: func(in []G.DimSizer) (tensor.Shape, error) {
		s, err := sameShape(in)
		if err != nil {
			return nil, err
		}
		return tensor.Shape{1, s[1]}, nil
	}}}, dx)
	return G.Nodes{dx, db}, err
}

// tanhGradOp is g ⊙ (1 - y²) for y = tanh(...) and its output gradient g.
type tanhGradOp struct{ rowOp }

func (op *tanhGradOp) Do(vals ...G.Value) (G.Value, error) { return op.UsePreallocDo(nil, vals...) }
func (op *tanhGradOp) UsePreallocDo(out G.Value, vals ...G.Value) (G.Value, error) {
	_, R, H, err := dense2(op.name, vals)
	if err != nil {
		return nil, err
	}
	return run1(&op.rowOp, out, vals, R, H,
		func(o []float32, in ...[]float32) { tanhGrad(o, in[0], in[1]) },
		func(o []float64, in ...[]float64) { tanhGrad(o, in[0], in[1]) })
}

func tanhGrad[T float32 | float64](out, y, g []T) {
	g = g[:len(y)]
	out = out[:len(y)]
	for i, v := range y {
		out[i] = g[i] * (1 - v*v)
	}
}

// colSumOp sums the rows of [R, H] into [1, H].
type colSumOp struct{ rowOp }

func (op *colSumOp) Do(vals ...G.Value) (G.Value, error) { return op.UsePreallocDo(nil, vals...) }
func (op *colSumOp) UsePreallocDo(out G.Value, vals ...G.Value) (G.Value, error) {
	_, _, H, err := dense2(op.name, vals)
	if err != nil {
		return nil, err
	}
	return run1(&op.rowOp, out, vals, 1, H,
		func(o []float32, in ...[]float32) { colSum(o, in[0]) },
		func(o []float64, in ...[]float64) { colSum(o, in[0]) })
}

func colSum[T float32 | float64](out, x []T) {
	clear(out)
	H := len(out)
	for r := 0; r < len(x)/H; r++ {
		for j, v := range x[r*H : (r+1)*H] {
			out[j] += v
		}
	}
}

// maskedLogSoftmaxOp is the log-softmax of each row of x + bias, where the
// bias is 0 for allowed actions and -1e9 for masked ones (a constant).
type maskedLogSoftmaxOp struct{ rowOp }

func newMaskedLogSoftmax() *maskedLogSoftmaxOp {
	return &maskedLogSoftmaxOp{rowOp{name: "maskedLogSoftmax", arity: 2, shape: sameShape}}
}

func (op *maskedLogSoftmaxOp) Do(vals ...G.Value) (G.Value, error) {
	return op.UsePreallocDo(nil, vals...)
}
func (op *maskedLogSoftmaxOp) UsePreallocDo(out G.Value, vals ...G.Value) (G.Value, error) {
	_, R, A, err := dense2(op.name, vals)
	if err != nil {
		return nil, err
	}
	return run1(&op.rowOp, out, vals, R, A,
		func(o []float32, in ...[]float32) { logSoftmax(o, in[0], in[1], A) },
		func(o []float64, in ...[]float64) { logSoftmax(o, in[0], in[1], A) })
}

func logSoftmax[T float32 | float64](out, x, bias []T, A int) {
	for r := 0; r < len(x)/A; r++ {
		xs, bs, os := x[r*A:(r+1)*A], bias[r*A:(r+1)*A], out[r*A:(r+1)*A]
		mx := xs[0] + bs[0]
		for j, v := range xs {
			mx = max(mx, v+bs[j])
		}
		sum := 0.0
		for j, v := range xs {
			sum += math.Exp(float64(v + bs[j] - mx))
		}
		lse := mx + T(math.Log(sum))
		for j, v := range xs {
			os[j] = v + bs[j] - lse
		}
	}
}

func (op *maskedLogSoftmaxOp) DiffWRT(int) []bool { return []bool{true, false} }

// SymDiff: d(x) = g - softmax · rowsum(g); the mask gets no gradient.
func (op *maskedLogSoftmaxOp) SymDiff(inputs G.Nodes, output, grad *G.Node) (G.Nodes, error) {
	dx, err := G.ApplyOp(&logSoftmaxGradOp{rowOp{name: "logSoftmaxGrad", arity: 2, shape: sameShape}}, output, grad)
	return G.Nodes{dx, nil}, err
}

// logSoftmaxGradOp is g - exp(lsm) · rowsum(g) for a log-softmax lsm and
// its output gradient g.
type logSoftmaxGradOp struct{ rowOp }

func (op *logSoftmaxGradOp) Do(vals ...G.Value) (G.Value, error) {
	return op.UsePreallocDo(nil, vals...)
}
func (op *logSoftmaxGradOp) UsePreallocDo(out G.Value, vals ...G.Value) (G.Value, error) {
	_, R, A, err := dense2(op.name, vals)
	if err != nil {
		return nil, err
	}
	return run1(&op.rowOp, out, vals, R, A,
		func(o []float32, in ...[]float32) { logSoftmaxGrad(o, in[0], in[1], A) },
		func(o []float64, in ...[]float64) { logSoftmaxGrad(o, in[0], in[1], A) })
}

func logSoftmaxGrad[T float32 | float64](out, lsm, g []T, A int) {
	for r := 0; r < len(lsm)/A; r++ {
		ls, gs, os := lsm[r*A:(r+1)*A], g[r*A:(r+1)*A], out[r*A:(r+1)*A]
		var sum T
		for _, v := range gs {
			sum += v
		}
		for j, v := range ls {
			os[j] = gs[j] - T(math.Exp(float64(v)))*sum
		}
	}
}
