package orkisland_test

import (
	"io"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/orkisland"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/orkisland"
)

// BenchmarkMatchDemo: one full Demo×4 match on default.cnf (seed 30, 200
// rounds, board generation included) writing its match file to io.Discard.
// The original Game takes 0.14 s for this.
func BenchmarkMatchDemo(b *testing.B) {
	cfg := orkisland.Default()
	seat, err := agents.Seat("orkisland", "Demo")
	if err != nil {
		b.Fatal(err)
	}
	seats := []env.Seat{seat, seat, seat, seat}
	for b.Loop() {
		run := env.MatchRun{Config: cfg, Seed: 30, Seats: seats, Out: io.Discard}
		if _, err := run.Run(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEngine: rounds of the engine alone (Null seats, no file), reported
// as rounds/s; must allocate nothing.
func BenchmarkEngine(b *testing.B) {
	m := orkisland.Default().New(30, nil)
	orders := make([][]jutge.Order, 4)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.Step(orders)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rounds/s")
}

// BenchmarkEngineMoving: engine rounds where all 60 orks move (the orders of a
// busy mid-game), so fights, deaths and respawns are on the hot path.
func BenchmarkEngineMoving(b *testing.B) {
	m := orkisland.Default().New(30, nil)
	orders := make([][]jutge.Order, 4)
	rng := jutge.NewRandom(5)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for p := range orders {
			orders[p] = orders[p][:0]
			for _, id := range m.Orks(p) {
				orders[p] = append(orders[p], jutge.Order{Unit: id, Dir: rng.Int(0, 3)})
			}
		}
		m.Step(orders)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rounds/s")
}

func TestEngineAllocatesNothing(t *testing.T) {
	m := orkisland.Default().New(30, nil)
	orders := make([][]jutge.Order, 4)
	rng := jutge.NewRandom(5)
	buf := make([]byte, 0, 1<<20)
	for range 5 { // warm the scratch buffers
		m.Step(orders)
	}
	n := testing.AllocsPerRun(100, func() {
		for p := range orders {
			orders[p] = orders[p][:0]
			for _, id := range m.Orks(p) {
				orders[p] = append(orders[p], jutge.Order{Unit: id, Dir: rng.Int(0, 3)})
			}
		}
		m.Step(orders)
		buf = m.AppendRound(buf[:0])
	})
	if n != 0 {
		t.Fatalf("a round with moves and its match-file text allocate %v times", n)
	}
}
