package cxxtest

import (
	"path/filepath"
	"syscall"
	"testing"

	"github.com/edagym/edagym/env"
)

// BenchDemo measures a whole default match of game, seed 1, without a
// match file: Demo×4 all in Go ("go"), and with the C++ Demo
// (testdata/AIDemo.cc, compiled beforehand) in seat 0 ("cxx"), its process
// started and ended in the match. Besides the wall-clock time, it reports
// the CPU time per match of edagym and the player processes together
// (cpu-ns/op), which a busy machine does not inflate.
func BenchDemo(b *testing.B, game string) {
	cfg := Default(b, game)
	demo := BuiltIn(b, game, "Demo")
	port := Seat(b, game, filepath.Join("testdata", "AIDemo.cc"))
	for _, c := range []struct {
		name string
		seat env.Seat
	}{{"go", demo}, {"cxx", port}} {
		b.Run(c.name, func(b *testing.B) {
			seats := []env.Seat{c.seat, demo, demo, demo}
			cpu0 := cpuTime()
			for b.Loop() {
				res, err := (&env.MatchRun{Config: cfg, Seed: 1, Seats: seats}).Run()
				if err != nil || res.Aborted[0] != "" {
					b.Fatal(err, res.Aborted)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
		})
	}
}

// cpuTime is the CPU time this process and its ended children have used,
// in nanoseconds.
func cpuTime() int64 {
	var total int64
	for _, who := range []int{syscall.RUSAGE_SELF, syscall.RUSAGE_CHILDREN} {
		var ru syscall.Rusage
		if syscall.Getrusage(who, &ru) == nil {
			total += ru.Utime.Nano() + ru.Stime.Nano()
		}
	}
	return total
}
