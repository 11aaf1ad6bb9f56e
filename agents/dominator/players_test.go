package dominator_test

import (
	"bytes"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/dominator"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/internal/playertest"
)

// TestDummyBeatsDemos: Dummy in seat 0 wins at least 19 of 20 matches
// against three Demo players (the original Dummy wins every one with about
// 82% of all points).
func TestDummyBeatsDemos(t *testing.T) {
	playertest.CheckBeatsUnlessShort(t, "dominator", "Dummy", "Demo", 20, 19, 0.25)
}

// legal is the engine's refusal of an order, if any: a rival's unit, a
// diagonal farmer or witch move, a bad direction.
func legal(m env.Match, me int, o jutge.Order) error {
	return dom.ViewOf(m, me).CheckOrder(o.Unit, grid.Dir(o.Dir))
}

// TestFourDummies: the Dummy, in every seat against three Dummies, plays
// whole matches without aborts or rejected orders.
func TestFourDummies(t *testing.T) {
	playertest.CheckOrders(t, "dominator", "Dummy", "Dummy", legal)
}

// TestEveryPlayerEveryBoard: each player finishes a match in every seat on
// every board recipe, and the match is deterministic.
func TestEveryPlayerEveryBoard(t *testing.T) {
	cnfs := map[string]string{"default": ""}
	for _, gen := range []string{"GENERATOR1 50 100", "GENERATOR3", "FIXED\n" + fixedGrid()} {
		cnfs[gen[:10]] = string(header()) + gen + "\n"
	}
	for name, text := range cnfs {
		cfg := dom.Default()
		if text != "" {
			c, err := dom.ParseConfig(name, []byte(text))
			if err != nil {
				t.Fatal(err)
			}
			cfg = c
		}
		cfg.Rounds = 40
		lineup := []string{"Random", "Dummy", "Demo", "Null"}
		play := func() []byte {
			seats, err := agents.Seats("dominator", lineup...)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			res, err := (&env.MatchRun{Config: cfg, Seed: 5, Seats: seats, Out: &buf}).Run()
			if err != nil {
				t.Fatal(err)
			}
			for p, why := range res.Aborted {
				if why != "" {
					t.Fatalf("%s: %s aborted: %s", name, lineup[p], why)
				}
			}
			return buf.Bytes()
		}
		if a, b := play(), play(); !bytes.Equal(a, b) {
			t.Errorf("%s: same seed, different match files", name)
		}
	}
}

func header() []byte {
	return []byte("Dominator 4.0\nnb_players 4\nnb_rounds 200\nnb_farmers 20\nnb_knights 10\nnb_witches 2\n" +
		"farmers_health 100\nknights_health 200\nfarmers_regen 30\nknights_regen 30\ndamage_min 60\ndamage_max 90\nrows 37\ncols 37\n")
}

func fixedGrid() string {
	var b bytes.Buffer
	for i := 0; i < 37; i++ {
		for j := 0; j < 37; j++ {
			if i == 0 || j == 0 || i == 36 || j == 36 {
				b.WriteByte('X')
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// TestRandomOrdersValid: every order Random gives is accepted by the engine.
func TestRandomOrdersValid(t *testing.T) {
	m, err := dom.Default().New(1, nil)
	if err != nil {
		t.Fatal(err)
	}
	f, _ := agents.New("dominator", "Random")
	for me := 0; me < 4; me++ {
		pl := f(me, jutge.NewRandom(int32(me)))
		var o jutge.Orders
		o.Reset(m.NumUnits())
		pl.Play(m, me, &o)
		if len(o.List()) != 32 {
			t.Errorf("seat %d: %d orders, want one per unit (32)", me, len(o.List()))
		}
		for _, x := range o.List() {
			if err := m.View(me).CheckOrder(x.Unit, grid.Dir(x.Dir)); err != nil {
				t.Errorf("seat %d: order %v rejected: %v", me, x, err)
			}
		}
	}
}
