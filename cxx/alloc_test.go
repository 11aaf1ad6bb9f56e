package cxx_test

import (
	"os"
	"testing"

	"github.com/edagym/edagym/cxx"
	"github.com/edagym/edagym/cxx/cxxtest"
	"github.com/edagym/edagym/env/jutge"
)

// TestRoundAllocatesNothing: once a seat's process runs, a round (the
// view written, the exchange, the orders replayed) allocates nothing.
func TestRoundAllocatesNothing(t *testing.T) {
	for _, game := range cxx.Names() {
		src, err := os.ReadFile(game + "/testdata/AIDemo.cc")
		if err != nil {
			t.Fatal(err)
		}
		prog := cxxtest.Program(t, game, "AIDemo.cc", src, cxxtest.Options(t))
		m, err := cxxtest.Default(t, game).NewMatch(1, nil)
		if err != nil {
			t.Fatal(err)
		}
		p := cxx.NewPlayer(prog, cxxtest.Options(t), jutge.NewRandom(2))
		var out jutge.Orders
		play := func() {
			out.Reset(m.NumUnits())
			p.Play(m, 1, &out)
		}
		play()
		play()
		if n := testing.AllocsPerRun(50, play); n != 0 {
			t.Errorf("%s: %v allocations a round", game, n)
		}
		p.Close()
	}
}
