package jutge

import (
	"reflect"
	"slices"
	"testing"
)

func draws(seed int32, n, l, u int) []int {
	r := NewRandom(seed)
	out := make([]int, n)
	for i := range out {
		out[i] = r.Int(l, u)
	}
	return out
}

// The vectors below are quoted from the engine specifications in ../shared/rules.
func TestRandomVectors(t *testing.T) {
	cases := []struct {
		name string
		seed int32
		l, u int
		want []int
	}{
		{"seed 7 random(1,16)", 7, 1, 16, []int{9, 15, 3, 11}},
		{"seed 1 random(0,9)", 1, 0, 9, []int{0, 9, 4, 6, 6, 0, 8, 1, 0, 6}},
		{"seed 0 random(1,6)", 0, 1, 6, []int{5, 2, 4, 5, 1}},
		{"seed 1 random(5,7)", 1, 5, 7, []int{5, 7, 6, 7}},
		{"seed 2 random(0,2)", 2, 0, 2, []int{0, 1, 0, 2, 0}},
		{"seed 12345 random(1,25)", 12345, 1, 25, []int{18, 5, 12, 10, 23, 3, 21, 24}},
	}
	for _, c := range cases {
		if got := draws(c.seed, len(c.want), c.l, c.u); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}

func TestRawStates(t *testing.T) {
	r := NewRandom(7)
	want := []uint32{2062053424, 1115595237, 1394681654, 1933841651, 1573477292, 272297137}
	for i, w := range want {
		if got := r.advance(); got != w {
			t.Fatalf("advance %d: got %d, want %d", i, got, w)
		}
	}
	r.Seed(1)
	for i, w := range []uint32{1297131554, 17103983, 1426780792, 2111429773, 1142766270, 888797147} {
		if got := r.advance(); got != w {
			t.Fatalf("seed 1 advance %d: got %d, want %d", i, got, w)
		}
	}
}

func TestPermutation(t *testing.T) {
	cases := []struct {
		seed   int32
		n      int
		noLast bool
		want   []int
	}{
		{7, 10, false, []int{5, 9, 3, 7, 0, 2, 8, 6, 4, 1}},
		{1, 10, false, []int{0, 9, 5, 7, 3, 2, 1, 4, 8, 6}},
		{1, 6, true, []int{0, 5, 3, 1, 2, 4}},
	}
	for _, c := range cases {
		r := NewRandom(c.seed)
		var got []int
		if c.noLast {
			got = r.PermutationNoLast(c.n, nil)
		} else {
			got = r.Permutation(c.n, nil)
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("seed %d n %d: got %v, want %v", c.seed, c.n, got, c.want)
		}
	}
}

func TestDrawCounts(t *testing.T) {
	// Permutation(n) draws n times; PermutationNoLast n-1; degenerate ranges none.
	a, b := NewRandom(3), NewRandom(3)
	a.Permutation(5, nil)
	for i := 0; i < 5; i++ {
		b.Int(0, 0)
	}
	if a.State() != b.State() {
		t.Errorf("Permutation(5) should draw 5 times")
	}
	a.PermutationNoLast(5, nil)
	for i := 0; i < 4; i++ {
		b.Int(0, 0)
	}
	if a.State() != b.State() {
		t.Errorf("PermutationNoLast(5) should draw 4 times")
	}
	s := a.State()
	if a.Int(5, 4) != 5 || a.Int(0, 1000000) != 0 || a.State() != s {
		t.Errorf("empty or huge ranges must return l without drawing")
	}
	if len(a.Permutation(-1, nil)) != 0 || a.State() != s {
		t.Errorf("negative permutation must be empty without draws")
	}
}

func TestSeedWrap(t *testing.T) {
	r := NewRandom(-5)
	if r.State() != 5 {
		t.Errorf("seed -5: state %d", r.State())
	}
	r.Seed(-2147483648)
	if r.State() != 0 {
		t.Errorf("seed -2^31: state %d, want 0 (−2^31 & (2^31−1))", r.State())
	}
	if PlayerSeed(2147483647, 0) != -2147483648 {
		t.Errorf("player seed must wrap in 32 bits")
	}
}

func TestPermutationNoAlloc(t *testing.T) {
	r := NewRandom(1)
	buf := make([]int, 64)
	if n := testing.AllocsPerRun(100, func() { buf = r.Permutation(60, buf) }); n != 0 {
		t.Errorf("Permutation allocates %v times", n)
	}
}

// TestSkip: Skip(n) lands where n update steps do.
func TestSkip(t *testing.T) {
	for _, seed := range []int32{0, 1, 7, 12345, 2147483647} {
		for _, n := range []int{0, 1, 2, 3, 5, 64, 1000, 1901, 4096, 2000000} {
			a, b := NewRandom(seed), NewRandom(seed)
			for range n {
				a.advance()
			}
			b.Skip(n)
			if a.State() != b.State() {
				t.Errorf("seed %d: Skip(%d) gives state %d, want %d", seed, n, b.State(), a.State())
			}
		}
	}
}

// TestPermutationPrefix: the prefix and the final state are Permutation's.
func TestPermutationPrefix(t *testing.T) {
	for _, seed := range []int32{1, 7, 99} {
		for _, n := range []int{0, 1, 2, 10, 197, 950} {
			for _, k := range []int{0, 1, 2, 5, n, n + 3} {
				a, b := NewRandom(seed), NewRandom(seed)
				want := a.Permutation(n, nil)
				got := b.PermutationPrefix(n, k, nil)
				if len(got) != min(k, n) || !slices.Equal(got, want[:len(got)]) {
					t.Errorf("seed %d n %d k %d: prefix %v, want the first entries of %v", seed, n, k, got, want)
				}
				if a.State() != b.State() {
					t.Errorf("seed %d n %d k %d: state %d, want %d", seed, n, k, b.State(), a.State())
				}
			}
		}
	}
}
