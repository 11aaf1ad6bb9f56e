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
// Null -s SEED | sha256sum`). Pinned anew when the Dummy took the
// original's raids (DummyStyle.Raid; before it: 5b5311b2…, dae5a79c…,
// c1583383…).
func TestDummyMatchFiles(t *testing.T) {
	playertest.CheckMatchFiles(t, "madmax", []string{"Dummy", "Demo", "Dummy", "Null"},
		"1b2ca4dc4f71c89bec81e2cd3f610a995f1269ae2e298d7096106005e7367fa9",
		"d98fdf5b3d813d3c982896a24ee328fac39560c58d8573a5ba51041a2d767d6e",
		"d18819e4036474f250765a387dff5347fb10531222eeabb1f18d425a5fcf77b1",
	)
}

// TestImmortanBeatsDummy: the Immortan in seat 0 against three Dummies,
// seeds 1..40, finishes strictly first in at least 20 games (50%; it wins
// 23 against the raiding Dummy, 33 before, and is first in 63.0% of 200
// with `edagym eval`, seats rotating) and takes more than a third of the
// points, where a fourth Dummy takes a quarter.
func TestImmortanBeatsDummy(t *testing.T) {
	if testing.Short() {
		t.Skip("40 full matches")
	}
	playertest.CheckBeats(t, "madmax", "Immortan", "Dummy", 40, 20, 1.0/3)
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
