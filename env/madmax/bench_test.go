package madmax_test

import (
	"testing"

	"github.com/edagym/edagym/env/internal/benchtest"
	"github.com/edagym/edagym/env/jutge"
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
	cfg := madmax.Default()
	orders := make([][]jutge.Order, 4)
	m, err := cfg.New(1, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	rounds := 0
	for b.Loop() {
		if m.Done() {
			b.StopTimer()
			if m, err = cfg.New(int32(rounds%7+1), nil); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
		}
		m.Step(orders)
		rounds++
	}
	b.ReportMetric(float64(rounds)/b.Elapsed().Seconds(), "rounds/s")
}
