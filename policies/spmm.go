package policies

import (
	"fmt"
	"hash"
	"hash/fnv"
	"sync"

	"github.com/chewxy/hm"
	G "gorgonia.org/gorgonia"
	"gorgonia.org/tensor"
)

// CSR is a constant sparse matrix [NRows, NCols] fed to the graph: the
// unit rows of a minibatch, or which rows belong to which agent. Its
// contents change between runs; its shape does not.
type CSR struct {
	NRows, NCols int
	Ptr          []int32 // NRows+1
	Col          []int32
	Val          []float32
}

// check reports a CSR that does not fit its shape.
func (s *CSR) check() error {
	if len(s.Ptr) != s.NRows+1 || s.Ptr[0] != 0 || int(s.Ptr[s.NRows]) != len(s.Col) || len(s.Col) != len(s.Val) {
		return fmt.Errorf("policies: CSR %d×%d has %d row pointers and %d/%d entries", s.NRows, s.NCols, len(s.Ptr), len(s.Col), len(s.Val))
	}
	for _, c := range s.Col {
		if c < 0 || int(c) >= s.NCols {
			return fmt.Errorf("policies: CSR column %d out of %d", c, s.NCols)
		}
	}
	return nil
}

// spmmOp multiplies a constant sparse matrix S by a dense node X [n, H]:
// S·X [S.NRows, H], or Sᵀ·X [S.NCols, H] when transposed. Its derivative
// with respect to X is the other one applied to the output's gradient, so
// the first layer of the network and the per-agent sums and means cost the
// nonzeros only. name tells the graph's matrices apart in the op's hash,
// which must depend on nothing but the graph (see checkHashes).
type spmmOp struct {
	s          *CSR
	name       string
	transposed bool
	h          int
	keep       *tensor.Dense // the last output, reused (see run1)
}

func newSpmm(name string, s *CSR, transposed bool, h int) *spmmOp {
	return &spmmOp{s: s, name: name, transposed: transposed, h: h}
}

func (op *spmmOp) outRows() int {
	if op.transposed {
		return op.s.NCols
	}
	return op.s.NRows
}

func (op *spmmOp) Arity() int { return 1 }
func (op *spmmOp) Type() hm.Type {
	a := hm.TypeVariable('a')
	return hm.NewFnType(a, a)
}
func (op *spmmOp) InferShape(...G.DimSizer) (tensor.Shape, error) {
	return tensor.Shape{op.outRows(), op.h}, nil
}
func (op *spmmOp) ReturnsPtr() bool      { return false }
func (op *spmmOp) CallsExtern() bool     { return false }
func (op *spmmOp) OverwritesInput() int  { return -1 }
func (op *spmmOp) WriteHash(h hash.Hash) { fmt.Fprint(h, op) }
func (op *spmmOp) Hashcode() uint32 {
	h := fnv.New32a()
	op.WriteHash(h)
	return h.Sum32()
}
func (op *spmmOp) String() string {
	return fmt.Sprintf("spmm{%s,%v,%d}", op.name, op.transposed, op.h)
}

func (op *spmmOp) Do(vals ...G.Value) (G.Value, error) {
	x, ok := vals[0].(*tensor.Dense)
	if !ok {
		return nil, fmt.Errorf("spmm: want a dense tensor, got %T", vals[0])
	}
	in := op.s.NCols
	if op.transposed {
		in = op.s.NRows
	}
	if sh := x.Shape(); len(sh) != 2 || sh[0] != in || sh[1] != op.h {
		return nil, fmt.Errorf("spmm: input shape %v, want (%d, %d)", sh, in, op.h)
	}
	out := op.keep
	if out == nil || out.Dtype() != x.Dtype() {
		out = tensor.New(tensor.Of(x.Dtype()), tensor.WithShape(op.outRows(), op.h))
		op.keep = out
	} else {
		out.Zero() // spmm adds into its output
	}
	switch d := x.Data().(type) {
	case []float32:
		spmm(op.s, op.transposed, op.h, d, out.Data().([]float32))
	case []float64:
		spmm(op.s, op.transposed, op.h, d, out.Data().([]float64))
	default:
		return nil, fmt.Errorf("spmm: dtype %v", x.Dtype())
	}
	return out, nil
}

// spmm computes y = S·x (or Sᵀ·x) for x with h columns. Large products are
// split by columns over two goroutines (no two write the same element).
func spmm[T float32 | float64](s *CSR, transposed bool, h int, x, y []T) {
	if h < 16 || len(s.Col)*h < 1<<16 {
		spmmCols(s, transposed, h, x, y, 0, h)
		return
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		spmmCols(s, transposed, h, x, y, h/2, h)
	}()
	spmmCols(s, transposed, h, x, y, 0, h/2)
	wg.Wait()
}

func spmmCols[T float32 | float64](s *CSR, transposed bool, h int, x, y []T, c0, c1 int) {
	if x32, ok := any(x).([]float32); ok {
		spmmCols32(s, transposed, h, x32, any(y).([]float32), c0, c1)
		return
	}
	for r := 0; r < s.NRows; r++ {
		for k := s.Ptr[r]; k < s.Ptr[r+1]; k++ {
			c, v := int(s.Col[k]), T(s.Val[k])
			var src, dst []T
			if transposed {
				src, dst = x[r*h+c0:r*h+c1], y[c*h+c0:c*h+c1]
			} else {
				src, dst = x[c*h+c0:c*h+c1], y[r*h+c0:r*h+c1]
			}
			axpyT(v, src, dst)
		}
	}
}

// spmmCols32 is spmmCols on the float32 row kernels.
func spmmCols32(s *CSR, transposed bool, h int, x, y []float32, c0, c1 int) {
	for r := 0; r < s.NRows; r++ {
		lo, hi := s.Ptr[r], s.Ptr[r+1]
		if lo == hi {
			continue
		}
		cols, vals := s.Col[lo:hi], s.Val[lo:hi]
		if transposed {
			scatterRow(y, h, c0, x[r*h+c0:r*h+c1], cols, vals)
		} else {
			gatherRow(y[r*h+c0:r*h+c1], x, h, c0, cols, vals)
		}
	}
}

// axpyT is y += alpha·x, unrolled by 8.
func axpyT[T float32 | float64](alpha T, x, y []T) {
	y = y[:len(x)]
	for len(x) >= 8 {
		xs, ys := (*[8]T)(x), (*[8]T)(y)
		ys[0] += alpha * xs[0]
		ys[1] += alpha * xs[1]
		ys[2] += alpha * xs[2]
		ys[3] += alpha * xs[3]
		ys[4] += alpha * xs[4]
		ys[5] += alpha * xs[5]
		ys[6] += alpha * xs[6]
		ys[7] += alpha * xs[7]
		x, y = x[8:], y[8:]
	}
	for i, v := range x {
		y[i] += alpha * v
	}
}

func (op *spmmOp) DiffWRT(int) []bool { return []bool{true} }

func (op *spmmOp) SymDiff(inputs G.Nodes, output, grad *G.Node) (G.Nodes, error) {
	back := newSpmm(op.name, op.s, !op.transposed, op.h)
	n, err := G.ApplyOp(back, grad)
	return G.Nodes{n}, err
}
