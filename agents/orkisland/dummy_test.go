package orkisland_test

import (
	"sync"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/orkisland"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
)

func seats(t testing.TB, names ...string) []env.Seat {
	t.Helper()
	out := make([]env.Seat, len(names))
	for i, n := range names {
		s, err := agents.Seat("orkisland", n)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = s
	}
	return out
}

// TestDummyBeatsDemo: on the default config, seeds 1..20, Dummy in seat 0
// against three Demos wins every game (strictly highest score) and takes on
// average at least 95% of all points (the original Dummy takes about 97%).
func TestDummyBeatsDemo(t *testing.T) {
	cfg := ork.Default()
	s := seats(t, "Dummy", "Demo", "Demo", "Demo")
	const n = 20
	results := make([]env.Result, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			run := env.MatchRun{Config: cfg, Seed: int32(i + 1), Seats: s}
			results[i], errs[i] = run.Run()
		}()
	}
	wg.Wait()
	wins, share := 0, 0.0
	for i, r := range results {
		if errs[i] != nil {
			t.Fatalf("seed %d: %v", i+1, errs[i])
		}
		for p, why := range r.Aborted {
			if why != "" {
				t.Fatalf("seed %d: player %d aborted: %s", i+1, p, why)
			}
		}
		total, won := 0, true
		for p, sc := range r.Scores {
			total += sc
			if p > 0 && sc >= r.Scores[0] {
				won = false
			}
		}
		f := 0.0
		if total > 0 {
			f = float64(r.Scores[0]) / float64(total)
		}
		share += f
		if won {
			wins++
		}
		t.Logf("seed %2d: scores %v share %.4f won %v", i+1, r.Scores, f, won)
	}
	share /= n
	t.Logf("Dummy vs 3 Demo: %d/%d wins, mean share %.4f", wins, n, share)
	if wins != n {
		t.Errorf("won %d/%d games, want all", wins, n)
	}
	if share < 0.95 {
		t.Errorf("mean share %.4f, want >= 0.95", share)
	}
}

// TestDummyFourWay: four Dummies play a whole match without an abort.
func TestDummyFourWay(t *testing.T) {
	run := env.MatchRun{Config: ork.Default(), Seed: 7, Seats: seats(t, "Dummy", "Dummy", "Dummy", "Dummy")}
	r, err := run.Run()
	if err != nil {
		t.Fatal(err)
	}
	for p, why := range r.Aborted {
		if why != "" {
			t.Fatalf("player %d aborted: %s", p, why)
		}
	}
	t.Logf("scores %v", r.Scores)
}

// TestRandomOrders: every order Random gives is one CanMove accepts, each
// ork gets exactly one, and the directions vary.
func TestRandomOrders(t *testing.T) {
	m := ork.Default().New(3, nil)
	s := seats(t, "Random")
	players := make([]env.Player, 4)
	for p := range players {
		players[p] = s[0].New(p, jutge.NewRandom(jutge.PlayerSeed(3, p)))
	}
	var orders [4]jutge.Orders
	lists := make([][]jutge.Order, 4)
	var seen [ork.NumDirs]int
	for m.Round() < 50 {
		for p, pl := range players {
			orders[p].Reset(m.NumUnits())
			pl.Play(m, p, &orders[p])
			lists[p] = orders[p].List()
			if len(lists[p]) != len(m.Orks(p)) {
				t.Fatalf("round %d player %d: %d orders for %d orks", m.Round(), p, len(lists[p]), len(m.Orks(p)))
			}
			for _, o := range lists[p] {
				if !m.CanMove(o.Unit, ork.Dir(o.Dir)) {
					t.Fatalf("round %d player %d: order %+v rejected", m.Round(), p, o)
				}
				seen[o.Dir]++
			}
		}
		m.Step(lists)
	}
	for d, n := range seen {
		if n == 0 {
			t.Errorf("direction %c never drawn: %v", ork.Dir(d).Letter(), seen)
		}
	}
}

// BenchmarkDummyPlay: one Play call of Dummy on a mid-game state (round 100
// of a Dummy, Demo, Dummy, Demo match).
func BenchmarkDummyPlay(b *testing.B) {
	m := ork.Default().New(5, nil)
	s := seats(b, "Dummy", "Demo", "Dummy", "Demo")
	players := make([]env.Player, 4)
	for p := range players {
		players[p] = s[p].New(p, jutge.NewRandom(jutge.PlayerSeed(5, p)))
	}
	var orders [4]jutge.Orders
	lists := make([][]jutge.Order, 4)
	for m.Round() < 100 {
		for p, pl := range players {
			orders[p].Reset(m.NumUnits())
			pl.Play(m, p, &orders[p])
			lists[p] = orders[p].List()
		}
		m.Step(lists)
	}
	var out jutge.Orders
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		out.Reset(m.NumUnits())
		players[0].Play(m, 0, &out)
	}
}
