package madmax

import (
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
)

// checkExtends: over mid-game states of Immortan matches, from every seat,
// mode wide's tensors are mode base's but for the features after base's nb
// and the progress of units whose progress differs (keeps says whose stays
// base's), and each of wide's new features is nonzero somewhere. A
// checkpoint trained in base mode thus reads wide's rows as before when
// the new features' weights are 0 (train's init_widen).
func checkExtends(t *testing.T, base, wide env.Mode, nb, nw int, keeps func(u Unit) bool) {
	t.Helper()
	nonzero := make([]int, nw-nb)
	observeBoth(t, 161, 20, base, wide, false, func(m *Match, me int, _ *Encoder, bobs, wobs [][]byte) {
		bf, wf := env.Float32s(bobs[1]), env.Float32s(wobs[1])
		bp, wp := env.Float32s(bobs[4]), env.Float32s(wobs[4])
		for s, id := range m.warriorsAndCars(me) {
			where := fmt.Sprintf("round %d seat %d unit %d", m.round, me, id)
			f := wf[s*nw : (s+1)*nw]
			if !slices.Equal(f[:nb], bf[s*nb:(s+1)*nb]) {
				t.Fatalf("%s: features 0..%d differ from %s mode", where, nb-1, base)
			}
			for x, v := range f[nb:] {
				if v != 0 {
					nonzero[x]++
				}
			}
			n := int(grid.NumDirs)
			if keeps(m.Unit(id)) && !slices.Equal(bp[s*n:(s+1)*n], wp[s*n:(s+1)*n]) {
				t.Fatalf("%s: its progress differs from %s mode", where, base)
			}
		}
	})
	for x, n := range nonzero {
		if n == 0 {
			t.Errorf("%s feature %d is 0 in every row", wide, nb+x)
		}
	}
}

// observeBoth plays an Immortan match (seed 7) for rounds rounds and, every
// every rounds, observes each seat in modes a and b and checks that every
// tensor but the progress (tensor 4) and, unless sameFeatures, the features
// (tensor 1) is the same in both; then calls check with b's encoder.
func observeBoth(t *testing.T, rounds, every int, a, b env.Mode, sameFeatures bool, check func(m *Match, me int, be *Encoder, aobs, bobs [][]byte)) {
	t.Helper()
	var ae, be *Encoder
	var aobs, bobs [][]byte
	playPlanned(t, 7, rounds, func(m *Match) {
		if m.round%every != 0 {
			return
		}
		if ae == nil {
			ae, aobs = newEnc(t, m, a)
			be, bobs = newEnc(t, m, b)
		}
		for me := 0; me < NumTeams; me++ {
			ae.Observe(m, me, aobs)
			be.Observe(m, me, bobs)
			for k := range aobs {
				if k != 4 && (k != 1 || sameFeatures) && !slices.Equal(aobs[k], bobs[k]) {
					t.Fatalf("round %d seat %d: tensor %d differs from %s mode", m.round, me, k, a)
				}
			}
			check(m, me, be, aobs, bobs)
		}
	})
}
