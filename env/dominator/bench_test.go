package dominator_test

import (
	"testing"

	_ "github.com/edagym/edagym/agents/dominator"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/internal/benchtest"
)

// BenchmarkMatchDemo: a whole Demo×4 match on default.cnf, match file to
// io.Discard (the original takes 0.087 s).
func BenchmarkMatchDemo(b *testing.B) {
	benchtest.Matches(b, dom.Default(), "dominator", "Demo", 3)
}

// BenchmarkEngine: one op is one round with Null players and no match file;
// it must allocate nothing.
func BenchmarkEngine(b *testing.B) {
	benchtest.Rounds(b, dom.Default())
}

// BenchmarkObserve: one op is one seat's observation of a mid-game state
// (four Dummies, round 60), in units, plan and facts mode; none allocates.
func BenchmarkObserve(b *testing.B) {
	cfg := dom.Default()
	m, err := cfg.New(3, nil)
	if err != nil {
		b.Fatal(err)
	}
	play(b, m, []string{"Dummy", "Dummy", "Dummy", "Dummy"}, 60)
	for _, mode := range []env.Mode{env.Units, env.Plan, env.Facts} {
		b.Run(string(mode), func(b *testing.B) {
			e, err := dom.NewEncoder(cfg, mode)
			if err != nil {
				b.Fatal(err)
			}
			obs := buffers(e.Spec())
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				e.Observe(m, i%4, obs)
			}
		})
	}
}
