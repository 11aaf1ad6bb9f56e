package policies

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// randomCSR is rows×cols with about nnz entries per row, ascending columns.
func randomCSR(r *rand.Rand, rows, cols, nnz int) *CSR {
	s := &CSR{NRows: rows, NCols: cols, Ptr: []int32{0}}
	for i := 0; i < rows; i++ {
		for c := 0; c < cols; c++ {
			if r.IntN(cols) < nnz {
				s.Col = append(s.Col, int32(c))
				s.Val = append(s.Val, float32(r.NormFloat64()))
			}
		}
		s.Ptr = append(s.Ptr, int32(len(s.Col)))
	}
	return s
}

// TestKernelsMatchGo: the row kernels give the bits of the Go loops, for
// widths with and without a whole number of 32-column blocks.
func TestKernelsMatchGo(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, h := range []int{1, 8, 32, 40, 64, 96} {
		s := randomCSR(r, 50, 300, 30)
		for _, transposed := range []bool{false, true} {
			in, out := s.NCols, s.NRows
			if transposed {
				in, out = out, in
			}
			x := make([]float32, in*h)
			for i := range x {
				x[i] = float32(r.NormFloat64())
			}
			want, got := make([]float32, out*h), make([]float32, out*h)
			for r := 0; r < s.NRows; r++ {
				for k := s.Ptr[r]; k < s.Ptr[r+1]; k++ {
					c, v := int(s.Col[k]), s.Val[k]
					if transposed {
						axpyT(v, x[r*h:(r+1)*h], want[c*h:(c+1)*h])
					} else {
						axpyT(v, x[c*h:(c+1)*h], want[r*h:(r+1)*h])
					}
				}
			}
			spmm(s, transposed, h, x, got)
			if !slices.Equal(got, want) {
				t.Fatalf("h %d transposed %v: kernels differ from the Go loop", h, transposed)
			}
		}
	}
	if !haveKernels {
		t.Log("no AVX here: the Go loops ran")
	}
}

func benchSpmm(b *testing.B, transposed bool) {
	r := rand.New(rand.NewPCG(1, 2))
	s := randomCSR(r, 8000, 1641, 100)
	h := 64
	x := make([]float32, max(s.NRows, s.NCols)*h)
	y := make([]float32, max(s.NRows, s.NCols)*h)
	b.ReportMetric(float64(len(s.Col)), "nnz")
	for i := 0; i < b.N; i++ {
		spmm(s, transposed, h, x, y)
	}
}

func BenchmarkSpmmForward(b *testing.B)  { benchSpmm(b, false) }
func BenchmarkSpmmBackward(b *testing.B) { benchSpmm(b, true) }
