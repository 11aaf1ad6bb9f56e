package policies

// The first layer's sparse rows, float32: gatherRow and scatterRow run the
// AVX kernels on blocks of 32 columns where the machine has them, and Go
// loops elsewhere; both give the same bits.

// gatherRow adds Σ_k vals[k]·w[cols[k]·stride+c0 : +len(y)] to y, k in order.
func gatherRow(y, w []float32, stride, c0 int, cols []int32, vals []float32) {
	gatherRowIn(y, w, stride, c0, cols, vals, len(cols) > 0 && fits(cols, len(vals), stride, c0+len(y), len(w)))
}

// gatherRowIn is gatherRow for a caller that has checked the bounds (in:
// every block lies in w; see fits).
func gatherRowIn(y, w []float32, stride, c0 int, cols []int32, vals []float32, in bool) {
	h := len(y)
	c := 0
	if haveKernels && in {
		for ; c+32 <= h; c += 32 {
			gather32(&y[c], &w[c0+c], stride, &cols[0], &vals[0], len(cols))
		}
	}
	if c == h {
		return
	}
	for k, col := range cols {
		at := int(col)*stride + c0
		axpyT(vals[k], w[at+c:at+h], y[c:h])
	}
}

// scatterRow adds vals[k]·x to y[cols[k]·stride+c0 : +len(x)] for each k in order.
func scatterRow(y []float32, stride, c0 int, x []float32, cols []int32, vals []float32) {
	scatterRowIn(y, stride, c0, x, cols, vals, len(cols) > 0 && fits(cols, len(vals), stride, c0+len(x), len(y)))
}

// scatterRowIn is scatterRow for a caller that has checked the bounds.
func scatterRowIn(y []float32, stride, c0 int, x []float32, cols []int32, vals []float32, in bool) {
	h := len(x)
	c := 0
	if haveKernels && in {
		for ; c+32 <= h; c += 32 {
			scatter32(&y[c0+c], stride, &x[c], &cols[0], &vals[0], len(cols))
		}
	}
	if c == h {
		return
	}
	for k, col := range cols {
		at := int(col)*stride + c0
		axpyT(vals[k], x[c:h], y[at+c:at+h])
	}
}

// denseFits is fits for cols = 0, 1, ..., n-1 and n values: the rows of a
// dense product, checked once for all its rows.
func denseFits(n, stride, end, size int) bool {
	return n > 0 && (n-1)*stride+end <= size
}

// fits reports whether every block cols[k]·stride + [0, end) lies in a
// slice of length n (the kernels do not check bounds) and there is a value
// per column.
func fits(cols []int32, vals, stride, end, n int) bool {
	if vals != len(cols) {
		return false
	}
	hi := int32(0)
	for _, c := range cols {
		if c < 0 {
			return false
		}
		hi = max(hi, c)
	}
	return int(hi)*stride+end <= n
}
