package madmax_test

import (
	"errors"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
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
	playertest.CheckBeatsUnlessShort(t, "madmax", "Immortan", "Dummy", 40, 20, 1.0/3)
}

// TestImmortanOrdersValid: the Immortan, in every seat against Dummies,
// gives only orders the engine selects: own units, directions 0..7, units
// that may move this round, onto cells of a kind they may enter.
func TestImmortanOrdersValid(t *testing.T) {
	playertest.CheckOrders(t, "madmax", "Immortan", "Dummy", func(m env.Match, me int, o jutge.Order) error {
		if !m.(*mm.Match).Legal(me, o.Unit, grid.Dir(o.Dir)) {
			return errors.New("not legal")
		}
		return nil
	})
}
