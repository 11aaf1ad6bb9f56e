package orkisland_test

import (
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/orkisland"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/internal/playertest"
)

func seats(t testing.TB, names ...string) []env.Seat {
	t.Helper()
	out, err := agents.Seats("orkisland", names...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// playedTo plays seed's match with the named players in seats 0..3 up to
// round rounds and returns it with the players.
func playedTo(t testing.TB, seed int32, rounds int, names ...string) (*ork.Match, []env.Player) {
	t.Helper()
	m := ork.Default().New(seed, nil)
	s := seats(t, names...)
	players := make([]env.Player, 4)
	for p := range players {
		players[p] = s[p].New(p, jutge.NewRandom(jutge.PlayerSeed(seed, p)))
	}
	playertest.PlayTo(m, players, rounds)
	return m, players
}

// TestDummyBeatsDemo: on the default config, seeds 1..20, Dummy in seat 0
// against three Demos wins every game (strictly highest score) and takes on
// average at least 95% of all points (the original Dummy takes about 97%).
func TestDummyBeatsDemo(t *testing.T) {
	playertest.CheckBeats(t, "orkisland", "Dummy", "Demo", 20, 20, 0.95)
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
	m, players := playedTo(b, 5, 100, "Dummy", "Demo", "Dummy", "Demo")
	var out jutge.Orders
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		out.Reset(m.NumUnits())
		players[0].Play(m, 0, &out)
	}
}
