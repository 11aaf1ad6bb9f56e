package moria_test

import (
	"bytes"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/moria"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/internal/benchtest"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/moria"
)

func seats(t testing.TB, name string) []env.Seat {
	s, err := agents.Seat("moria", name)
	if err != nil {
		t.Fatal(err)
	}
	return []env.Seat{s, s, s, s}
}

// BenchmarkMatchDemo: a full Demo×4 match on default.cnf, match file to
// io.Discard (the original Game takes 0.126 s).
func BenchmarkMatchDemo(b *testing.B) {
	benchtest.Matches(b, moria.DefaultConfig(), "moria", "Demo", 3)
}

// BenchmarkEngine: rounds of a match with Null seats, no match file; a
// round allocates nothing.
func BenchmarkEngine(b *testing.B) {
	benchtest.Rounds(b, moria.DefaultConfig())
}

// TestEngineAllocs: Step and AppendRound allocate nothing once warm.
func TestEngineAllocs(t *testing.T) {
	m, err := moria.NewMatch(moria.DefaultConfig(), 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	lists := make([][]jutge.Order, 4)
	buf := make([]byte, 0, 1<<20)
	for range 20 {
		m.Step(lists)
	}
	if n := testing.AllocsPerRun(100, func() {
		m.Step(lists)
		buf = m.AppendRound(buf[:0])
	}); n != 0 {
		t.Errorf("%v allocations per round", n)
	}
}

// TestDeterminism: the same seed and players give the same bytes.
func TestDeterminism(t *testing.T) {
	var out [2]bytes.Buffer
	for i := range out {
		run := env.MatchRun{Config: moria.DefaultConfig(), Seed: 42, Seats: seats(t, "Random"), Out: &out[i]}
		if _, err := run.Run(); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(out[0].Bytes(), out[1].Bytes()) {
		t.Error("two runs with seed 42 differ")
	}
}
