package moria

import (
	"errors"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/moria"
	"github.com/edagym/edagym/internal/playertest"
)

// TestDummyBeatsDemo: as seat 0 against three Demo players on default.cnf,
// seeds 1..20, the Dummy wins at least 19 games.
func TestDummyBeatsDemo(t *testing.T) {
	playertest.CheckBeatsUnlessShort(t, "moria", "Dummy", "Demo", 20, 19, 0.25)
}

// TestFourDummies: four Dummies finish a match without errors.
func TestFourDummies(t *testing.T) {
	res := playertest.Play(t, "moria", 7, "Dummy", "Dummy", "Dummy", "Dummy")
	t.Logf("scores %v", res.Scores)
}

// TestRandomOrdersAccepted: every order the Random player gives, in every
// seat against Random players, passes the engine's filter.
func TestRandomOrdersAccepted(t *testing.T) {
	playertest.CheckOrders(t, "moria", "Random", "Random", accepted)
}

// accepted is the engine's filter on an order.
func accepted(m env.Match, me int, o jutge.Order) error {
	if o.Dir != int(grid.None) && !m.(*moria.Match).Accepts(me, o.Unit, grid.Dir(o.Dir)) {
		return errors.New("rejected")
	}
	return nil
}

// TestDummyMatchFiles: the Dummy's play is pinned by the match files of
// Dummy Demo Dummy Null on seeds 1..3 (`edagym play moria Dummy Demo Dummy
// Null -s SEED | sha256sum`), recorded before the Style knobs that Durin
// turns were added.
func TestDummyMatchFiles(t *testing.T) {
	playertest.CheckMatchFiles(t, "moria", []string{"Dummy", "Demo", "Dummy", "Null"},
		"e712885d5a57a1f175a920cee28dd2321943393961ef62370b8f3fd52d780683",
		"c38304f88068f1b0fe9e9ac5cca18824ac705fbdf4d17fcb1d25abd56208f2ed",
		"d5cd349eca87c20e32fd4fbcc00fd5202d54dea03cdb7e6402b900d7cbeb7ff6",
	)
}
