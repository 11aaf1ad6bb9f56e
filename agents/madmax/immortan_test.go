package madmax_test

import (
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	mm "github.com/edagym/edagym/env/madmax"
	"github.com/edagym/edagym/internal/playertest"
)

// TestDummyMatchFiles: the Dummy's play is pinned by the match files of
// Dummy Demo Dummy Null on seeds 1..3 (`edagym play madmax Dummy Demo Dummy
// Null -s SEED | sha256sum`), recorded before the Style knobs that the
// Immortan turns were added.
func TestDummyMatchFiles(t *testing.T) {
	playertest.CheckMatchFiles(t, "madmax", []string{"Dummy", "Demo", "Dummy", "Null"},
		"5b5311b270b3bf4e121a39cef7da4aa4456cf5ccfca9ed003fd03f0645143acf",
		"dae5a79c2b87a4c4aca5c9f719f8e8de6a345426e4aaa0e52b50fe7c177e1bb9",
		"c1583383fbcc2af824b124ef3b1f73eee08f8f80628d82c9eb71a1e14d33825d",
	)
}

// TestImmortanBeatsDummy: the Immortan in seat 0 against three Dummies,
// seeds 1..40, finishes strictly first in at least 28 games (70%; it wins
// 33, and is first in 86.5% of 200 with `edagym eval`, seats rotating) and
// takes more than a third of the points, where a fourth Dummy takes a
// quarter.
func TestImmortanBeatsDummy(t *testing.T) {
	if testing.Short() {
		t.Skip("40 full matches")
	}
	playertest.CheckBeats(t, "madmax", "Immortan", "Dummy", 28, 1.0/3)
}

// TestImmortanOrdersValid: the Immortan, in every seat against Dummies,
// gives only orders the engine selects: own units, directions 0..7, units
// that may move this round, onto cells of a kind they may enter.
func TestImmortanOrdersValid(t *testing.T) {
	f, err := agents.New("madmax", "Immortan")
	if err != nil {
		t.Fatal(err)
	}
	for me := range 4 {
		seats := make([]env.Seat, 4)
		for p := range seats {
			if seats[p], err = agents.Seat("madmax", "Dummy"); err != nil {
				t.Fatal(err)
			}
		}
		seats[me] = env.Seat{Name: "Immortan", New: func(me int, rng *jutge.Random) env.Player { return checked{t, f(me, rng)} }}
		if _, err := (&env.MatchRun{Config: mm.Default(), Seed: int32(me + 1), Seats: seats}).Run(); err != nil {
			t.Fatal(err)
		}
	}
}

// checked fails the test on any order the engine would not carry out.
type checked struct {
	t  *testing.T
	pl env.Player
}

func (c checked) Play(em env.Match, me int, out *jutge.Orders) {
	c.pl.Play(em, me, out)
	m := em.(*mm.Match)
	for _, o := range out.List() {
		if !m.Legal(me, o.Unit, mm.Dir(o.Dir)) {
			c.t.Errorf("round %d, seat %d: order %+v not legal", m.Round(), me, o)
		}
	}
}
