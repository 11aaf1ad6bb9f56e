// Package jutge holds what the four original Jutge.org EDA engines share: the
// random generator, .cnf tokens with line numbers, order recording with the
// 1000-order limit, and helpers that append match-file text without allocating.
package jutge

// Random is the original engines' linear congruential generator. One state in
// [0, 2^31); each advance is state = (843314861·state + 453816693) mod 2^31.
// The zero value is a generator seeded with 0.
type Random struct{ state uint32 }

// NewRandom returns a generator seeded with s.
func NewRandom(s int32) *Random {
	r := &Random{}
	r.Seed(s)
	return r
}

// Seed resets the state: negative seeds are negated with 32-bit wrap-around
// (so -2^31 stays -2^31) and the result is masked to 31 bits.
func (r *Random) Seed(s int32) {
	if s < 0 {
		s = -s
	}
	r.state = uint32(s) & (1<<31 - 1)
}

// State returns the raw state, for tests and for saving a generator.
func (r *Random) State() uint32 { return r.state }

func (r *Random) advance() uint32 {
	r.state = uint32((843314861*uint64(r.state) + 453816693) & (1<<31 - 1))
	return r.state
}

// Uniform advances once and returns state/2^31 in [0, 1).
func (r *Random) Uniform() float64 { return float64(r.advance()) / (1 << 31) }

// Int returns an integer in [l, u]. It returns l without drawing when l > u or
// when the range holds more than 10^6 values; otherwise it advances twice.
func (r *Random) Int(l, u int) int {
	if l > u {
		return l
	}
	m := int64(u) - int64(l) + 1
	if m > 1000000 {
		return l
	}
	r.advance()
	s := r.advance()
	return l + int((m*int64(s))>>31)
}

// Permutation fills dst[:n] with a random permutation of 0..n-1 using exactly
// n draws (Fisher-Yates forward, including the last draw Int(n-1, n-1)). It
// reuses dst's storage when it is large enough. n < 0 or n > 10^6 gives an
// empty result with no draws.
func (r *Random) Permutation(n int, dst []int) []int { return r.shuffle(n, n, dst) }

// shuffle fills dst[:n] with 0..n-1 and runs the first draws steps of
// Fisher-Yates forward (step i draws Int(i, n-1)), reusing dst's storage
// when it is large enough; n < 0 or n > 10^6 gives an empty result with no
// draws.
func (r *Random) shuffle(n, draws int, dst []int) []int {
	if n < 0 || n > 1000000 {
		return dst[:0]
	}
	if cap(dst) < n {
		dst = make([]int, n)
	}
	dst = dst[:n]
	for i := range dst {
		dst[i] = i
	}
	for i := 0; i < draws; i++ {
		k := r.Int(i, n-1)
		dst[i], dst[k] = dst[k], dst[i]
	}
	return dst
}

// Skip advances the state n times, exactly as n update steps would (n/2
// calls of Int with a range of at most 10^6 values), in O(log n): the
// composition of k steps s -> a·s+c is again an affine map, so the maps for
// 2^k steps are precomputed. n <= 0 does nothing.
func (r *Random) Skip(n int) {
	s := uint64(r.state)
	for k := 0; n > 0; k, n = k+1, n>>1 {
		if n&1 != 0 {
			s = (jumpMul[k]*s + jumpAdd[k]) & (1<<31 - 1)
		}
	}
	r.state = uint32(s)
}

// jumpMul[k]·s + jumpAdd[k] (mod 2^31) is the state 2^k steps after s.
var jumpMul, jumpAdd [63]uint64

func init() {
	a, c := uint64(843314861), uint64(453816693)
	for k := range jumpMul {
		jumpMul[k], jumpAdd[k] = a, c
		a, c = a*a&(1<<31-1), (a*c+c)&(1<<31-1)
	}
}

// PermutationPrefix is Permutation(n) when only its first k entries are
// needed: it returns them (fewer when n < k) and leaves the generator
// exactly as Permutation(n) does, n draws in all, but skips the draws whose
// results cannot reach the prefix (Fisher-Yates fixes entry i at step i).
// With k = 0 it only advances the generator, in O(log n).
func (r *Random) PermutationPrefix(n, k int, dst []int) []int {
	if n < 0 || n > 1000000 {
		return dst[:0]
	}
	k = max(min(k, n), 0)
	if k == 0 {
		r.Skip(2 * n)
		return dst[:0]
	}
	dst = r.shuffle(n, k, dst)
	r.Skip(2 * (n - k))
	return dst[:k]
}

// PermutationNoLast is Permutation without the final draw Int(n-1, n-1):
// n-1 draws, none when n <= 1 (Moria's engine).
func (r *Random) PermutationNoLast(n int, dst []int) []int { return r.shuffle(n, n-1, dst) }

// Bernoulli draws Int(1, 10000) and reports whether it is at most
// trunc(10000·p); with p >= 1 it is always true but the draw still happens.
func (r *Random) Bernoulli(p float64) bool {
	v := r.Int(1, 10000)
	if p >= 1 {
		return true
	}
	return float64(v) <= float64(int64(10000*p))
}

// PlayerSeed is the seed of player p's generator: seed+p+1 with 32-bit wrap.
func PlayerSeed(seed int32, p int) int32 { return seed + int32(p) + 1 }
