package policies

// tanh32 is a float32 tanh: a 13/6 rational approximation on [-7.9, 7.9]
// (Eigen's generic_fast_tanh_float), within 1e-6 of math.Tanh and four
// times faster; the training graph runs it on every hidden unit
// of every row twice per update.
func tanh32(a float32) float32 {
	const clamp = 7.90531110763549805
	if a < 0.0004 && a > -0.0004 {
		return a
	}
	x := min(max(a, -clamp), clamp)
	x2 := x * x
	p := x2*-2.76076847742355e-16 + 2.00018790482477e-13
	p = x2*p + -8.60467152213735e-11
	p = x2*p + 5.12229709037114e-08
	p = x2*p + 1.48572235717979e-05
	p = x2*p + 6.37261928875436e-04
	p = x2*p + 4.89352455891786e-03
	p = x * p
	q := x2*1.19825839466702e-06 + 1.18534705686654e-04
	q = x2*q + 2.26843463243900e-03
	q = x2*q + 4.89352518554385e-03
	return p / q
}

// tanhSlice sets x[i] = tanh32(x[i]), 8 at a time with the AVX kernel
// where there is one (the same bits).
func tanhSlice(x []float32) {
	n := 0
	if haveKernels && len(x) >= 8 {
		n = len(x) &^ 7
		tanh8(&x[0], n)
	}
	for i := n; i < len(x); i++ {
		x[i] = tanh32(x[i])
	}
}
