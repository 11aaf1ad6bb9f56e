package orkisland

import (
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// midGame is a default match after 100 rounds of random walks (walkRandomly).
func midGame(b *testing.B) *Match {
	m := Default().New(30, nil)
	walkRandomly(m, 100, 7)
	return m
}

// walkRandomly plays rounds in which every ork walks a random direction, so
// cities change hands and orks crowd the objects.
func walkRandomly(m *Match, rounds int, seed int32) {
	orders := make([][]jutge.Order, m.cfg.Players)
	rng := jutge.NewRandom(seed)
	for range rounds {
		for p := range orders {
			orders[p] = orders[p][:0]
			for _, id := range m.Orks(p) {
				orders[p] = append(orders[p], jutge.Order{Unit: id, Dir: rng.Int(0, 4)})
			}
		}
		m.Step(orders)
	}
}

// BenchmarkObserve: one player's whole observation of a mid-game in units
// mode (crops, 12 features) and plan mode (crops, 46 features); must
// allocate nothing.
func BenchmarkObserve(b *testing.B) {
	for _, mode := range []env.Mode{env.Units, env.Plan} {
		b.Run(string(mode), func(b *testing.B) { benchObserve(b, mode) })
	}
}

func benchObserve(b *testing.B, mode env.Mode) {
	m := midGame(b)
	e, _ := NewEncoder(m.cfg, mode)
	obs := e.Spec().NewObs()
	b.ReportAllocs()
	for b.Loop() {
		e.Observe(m, 0, obs)
	}
}

// BenchmarkRouteFeatures: the share of BenchmarkObserveUnits spent on the
// census, head starts, holders, up to 3 assignment searches and the enemy
// field.
func BenchmarkRouteFeatures(b *testing.B) {
	m := midGame(b)
	e, _ := NewEncoder(m.cfg, env.Plan)
	e.prepare(m, 0)
	e.route.reset(m)
	b.ReportAllocs()
	for b.Loop() {
		e.route.compute(m, 0, true)
	}
}
