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
// (cpu-ns/op), which a busy machine inflates less, and the players' part
// of it (player-cpu-ns/op).
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
			self0, children0 := cpuTime(syscall.RUSAGE_SELF), cpuTime(syscall.RUSAGE_CHILDREN)
			for b.Loop() {
				res, err := (&env.MatchRun{Config: cfg, Seed: 1, Seats: seats}).Run()
				if err != nil || res.Aborted[0] != "" {
					b.Fatal(err, res.Aborted)
				}
			}
			self, children := cpuTime(syscall.RUSAGE_SELF)-self0, cpuTime(syscall.RUSAGE_CHILDREN)-children0
			b.ReportMetric(float64(self+children)/float64(b.N), "cpu-ns/op")
			b.ReportMetric(float64(children)/float64(b.N), "player-cpu-ns/op")
		})
	}
}

// cpuTime is the CPU time this process (RUSAGE_SELF) or its ended
// children (RUSAGE_CHILDREN) have used, in nanoseconds.
func cpuTime(who int) int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(who, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
