package orkisland_test

import (
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
)

// BenchmarkDummyMatch: a whole default match of four Dummies (seed 3), the
// bots' share of plan-mode training against Dummies; per match.
func BenchmarkDummyMatch(b *testing.B) {
	s := seats(b, "Dummy", "Dummy", "Dummy", "Dummy")
	var orders [4]jutge.Orders
	lists := make([][]jutge.Order, 4)
	players := make([]env.Player, 4)
	b.ReportAllocs()
	for b.Loop() {
		m := ork.Default().New(3, nil)
		for p := range players {
			players[p] = s[p].New(p, jutge.NewRandom(jutge.PlayerSeed(3, p)))
		}
		for !m.Done() {
			for p, pl := range players {
				orders[p].Reset(m.NumUnits())
				pl.Play(m, p, &orders[p])
				lists[p] = orders[p].List()
			}
			m.Step(lists)
		}
	}
}
