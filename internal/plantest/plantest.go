// Package plantest checks plan-mode observations against units mode's, for
// the games whose plan mode is units mode plus, per unit, the one-hot of the
// order their teacher gives it.
package plantest

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
)

// CheckSeat checks one seat's observations (crops, features, mask, globals)
// in units mode (u) and plan mode (p): crops, mask and globals are equal;
// the unit in slot s, own[s], has units mode's nUnit features, then exactly
// one 1 among the order features, at want(own[s]); slots past own are all
// zero. It counts each unit's order index in seen.
func CheckSeat(t testing.TB, where string, u, p [][]byte, nUnit, nPlan int, own []int, want func(id int) int, seen []int) {
	t.Helper()
	if !slices.Equal(u[0], p[0]) || !slices.Equal(u[2], p[2]) || !slices.Equal(u[3], p[3]) {
		t.Fatalf("%s: crops, mask or globals differ from units mode", where)
	}
	uf, pf := env.Float32s(u[1]), env.Float32s(p[1])
	for s, id := range own {
		f := pf[s*nPlan : (s+1)*nPlan]
		if !slices.Equal(f[:nUnit], uf[s*nUnit:(s+1)*nUnit]) {
			t.Fatalf("%s unit %d: features 0..%d differ from units mode", where, id, nUnit-1)
		}
		w := want(id)
		for k, v := range f[nUnit:] {
			if (k == w) != (v == 1) || (v != 0 && v != 1) {
				t.Fatalf("%s unit %d: order features %v, want index %d", where, id, f[nUnit:], w)
			}
		}
		seen[w]++
	}
	for _, v := range pf[len(own)*nPlan:] {
		if v != 0 {
			t.Fatalf("%s: an empty slot has features", where)
		}
	}
}

// CheckSeen fails for an order index that never occurred.
func CheckSeen(t testing.TB, seen []int) {
	t.Helper()
	for k, n := range seen {
		if n == 0 {
			t.Errorf("order index %d never occurs", k)
		}
	}
	t.Logf("order indices: %v", seen)
}
