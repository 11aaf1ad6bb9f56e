package playertest

import (
	"fmt"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// CheckOrders plays player against three opponents, in each seat s in
// turn on seed s+1, and fails the test on any order of the player's that
// legal refuses (legal says why) or that gives a unit a second order in a
// round, and on any aborted seat.
func CheckOrders(t *testing.T, game, player, opponent string, legal func(m env.Match, me int, o jutge.Order) error) {
	t.Helper()
	for me := range 4 {
		names := []string{opponent, opponent, opponent, opponent}
		names[me] = player
		cfg, seats := lineup(t, game, names)
		inner := seats[me].New
		seats[me].New = func(me int, rng *jutge.Random) env.Player {
			return checked{t: t, pl: inner(me, rng), legal: legal}
		}
		res, err := (&env.MatchRun{Config: cfg, Seed: int32(me + 1), Seats: seats}).Run()
		if err != nil {
			t.Fatal(err)
		}
		for p, why := range res.Aborted {
			if why != "" {
				t.Fatalf("seat %d: seat %d aborted: %s", me, p, why)
			}
		}
	}
}

// checked plays pl and checks each order it gives.
type checked struct {
	t     *testing.T
	pl    env.Player
	legal func(m env.Match, me int, o jutge.Order) error
}

func (c checked) Play(m env.Match, me int, out *jutge.Orders) {
	c.pl.Play(m, me, out)
	given := map[int]bool{}
	for _, o := range out.List() {
		err := c.legal(m, me, o)
		if err == nil && given[o.Unit] {
			err = fmt.Errorf("unit %d has an order already", o.Unit)
		}
		if err != nil {
			c.t.Errorf("round %d, seat %d: order %+v refused: %v", m.Round(), me, o, err)
		}
		given[o.Unit] = true
	}
}
