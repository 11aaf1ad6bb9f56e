package madmax_test

import (
	"testing"

	"github.com/edagym/edagym/env/internal/benchtest"
	"github.com/edagym/edagym/env/madmax"
)

// BenchmarkMatchDemo plays a full Demo×4 match on default.cnf, match file to
// io.Discard (the original takes 0.251 s).
func BenchmarkMatchDemo(b *testing.B) {
	benchtest.Matches(b, madmax.Default(), "madmax", "Demo", 20)
}

// BenchmarkEngine steps a match with Null seats and no file: allocation-free
// rounds.
func BenchmarkEngine(b *testing.B) {
	benchtest.Rounds(b, madmax.Default())
}
