package madmax_test

import (
	"bytes"
	"runtime"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/madmax"
	"github.com/edagym/edagym/internal/conformance"
)

// Same seed, config and players: the same match file, byte for byte.
func TestDeterminism(t *testing.T) {
	cfg := madmax.Default()
	for _, lineup := range [][]string{{"Dummy", "Demo", "Random", "Null"}, {"Random", "Random", "Dummy", "Dummy"}} {
		a := playMatch(t, cfg, 11, lineup...)
		b := playMatch(t, cfg, 11, lineup...)
		if d := conformance.Diff(a, b); d != "" {
			t.Errorf("%v: two runs differ: %s", lineup, d)
		}
	}
}

// playMatch runs a match of the named players and returns the match file.
func playMatch(t testing.TB, cfg env.Config, seed int32, names ...string) []byte {
	t.Helper()
	seats, err := agents.Seats("madmax", names...)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	run := env.MatchRun{Config: cfg, Seed: seed, Seats: seats, Out: &out}
	if _, err := run.Run(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// Step and AppendRound allocate nothing, even with busy rounds (Dummy and
// Random orders: moves, collisions, fights, respawns).
func TestStepAllocatesNothing(t *testing.T) {
	cfg := madmax.Default()
	m, err := cfg.New(4, nil)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Dummy", "Random", "Demo", "Dummy"}
	players := make([]env.Player, 4)
	orders := make([]jutge.Orders, 4)
	lists := make([][]jutge.Order, 4)
	for p, n := range names {
		f, err := agents.New("madmax", n)
		if err != nil {
			t.Fatal(err)
		}
		players[p] = f(p, jutge.NewRandom(jutge.PlayerSeed(4, p)))
	}
	buf := make([]byte, 0, 1<<20)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1)) // as testing.AllocsPerRun does
	var total uint64
	var before, after runtime.MemStats
	for r := 0; r < 200; r++ {
		for p := range players {
			orders[p].Reset(m.NumUnits())
			players[p].Play(m, p, &orders[p])
			lists[p] = orders[p].List()
		}
		runtime.ReadMemStats(&before)
		m.Step(lists)
		buf = m.AppendRound(buf[:0])
		runtime.ReadMemStats(&after)
		total += after.Mallocs - before.Mallocs
	}
	if total != 0 {
		t.Errorf("Step+AppendRound allocated %v times over 200 rounds", total)
	}
}

// Accepts agrees with the engine's order selection, and a Legal order is
// performed when it is the only one.
func TestAcceptsAndLegal(t *testing.T) {
	cfg := madmax.Default()
	m, err := cfg.New(2, nil)
	if err != nil {
		t.Fatal(err)
	}
	for r := 0; r < 8; r++ {
		for id := 0; id < m.NumUnits(); id++ {
			u := m.Unit(id)
			for p := 0; p < 4; p++ {
				for d := grid.Dir(-1); d <= grid.NumDirs; d++ {
					want := p == u.Team && d >= 0 && d < grid.None && m.CanMove(id)
					if got := m.Accepts(p, id, d); got != want {
						t.Fatalf("round %d: Accepts(%d, %d, %d) = %v", r, p, id, d, got)
					}
					if m.Legal(p, id, d) {
						q := u.Pos.Add(d)
						if !m.In(q) || !u.Kind.Enters(m.CellType(q)) {
							t.Fatalf("Legal(%d, %d, %d) but target %v", p, id, d, q)
						}
					}
				}
			}
		}
		m.Step(make([][]jutge.Order, 4))
	}
	// One legal move onto an empty cell is performed.
	for id := 0; id < m.NumUnits(); id++ {
		u := m.Unit(id)
		for d := grid.Bottom; d < grid.None; d++ {
			if q := u.Pos.Add(d); m.Legal(u.Team, id, d) && m.UnitAt(q) < 0 {
				o := make([][]jutge.Order, 4)
				o[u.Team] = []jutge.Order{{Unit: id, Dir: int(d)}}
				m.Step(o)
				if got := m.Unit(id); got.Pos != q && got.Team == u.Team {
					t.Fatalf("legal move of %d to %v not performed: %+v", id, q, got)
				}
				return
			}
		}
	}
	t.Fatal("no legal move found")
}
