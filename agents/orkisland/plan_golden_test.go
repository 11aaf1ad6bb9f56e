package orkisland_test

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
)

// TestPlanGolden pins the plan's three users bit for bit over whole seeded
// matches: the orders of the Dummy and the Warlord, and every plan-mode
// observation of every seat (whose route features are the plan's). The
// hashes were recorded before the plan had one home (env/orkisland/plan);
// a change here changes how the bots play or what plan mode shows.
func TestPlanGolden(t *testing.T) {
	cases := []struct {
		seed          int32
		lineup        []string
		orders, plans string
	}{
		{1, []string{"Warlord", "Dummy", "Demo", "Random"}, "1155bd1488cad260", "b71f104bc5bb3197"},
		{2, []string{"Dummy", "Warlord", "Dummy", "Warlord"}, "ca37d276213ef075", "a5f89b32ba27f596"},
	}
	for _, c := range cases {
		m := ork.Default().New(c.seed, nil)
		s := seats(t, c.lineup...)
		players := make([]env.Player, 4)
		for p := range players {
			players[p] = s[p].New(p, jutge.NewRandom(jutge.PlayerSeed(c.seed, p)))
		}
		e, err := ork.NewEncoder(m.Settings(), env.Plan)
		if err != nil {
			t.Fatal(err)
		}
		obs := e.Spec().NewObs()
		ho, hp := sha256.New(), sha256.New()
		var orders [4]jutge.Orders
		lists := make([][]jutge.Order, 4)
		for !m.Done() {
			for p, pl := range players {
				e.Observe(m, p, obs)
				for _, b := range obs {
					hp.Write(b)
				}
				orders[p].Reset(m.NumUnits())
				pl.Play(m, p, &orders[p])
				lists[p] = orders[p].List()
				for _, o := range lists[p] {
					ho.Write(binary.LittleEndian.AppendUint32(nil, uint32(o.Unit<<8|o.Dir)))
				}
			}
			m.Step(lists)
		}
		if got := fmt.Sprintf("%x", ho.Sum(nil)[:8]); got != c.orders {
			t.Errorf("seed %d %v: orders hash %s, want %s", c.seed, c.lineup, got, c.orders)
		}
		if got := fmt.Sprintf("%x", hp.Sum(nil)[:8]); got != c.plans {
			t.Errorf("seed %d %v: plan-mode observations hash %s, want %s", c.seed, c.lineup, got, c.plans)
		}
	}
}
