// Package threattest checks a game's env.Threats against a table of
// orders on a hand-built board.
package threattest

import (
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// Case is an order and whether it threatens a rival: an unnamed struct
// type, so that tables write their cases unkeyed.
type Case = struct {
	Name  string
	Order jutge.Order
	Want  bool
}

// Check reports every case whose Threat is not Want.
func Check(t *testing.T, m env.Threats, cases []Case) {
	t.Helper()
	for _, c := range cases {
		if got := m.Threat(c.Order); got != c.Want {
			t.Errorf("%s: Threat(%+v) = %v, want %v", c.Name, c.Order, got, c.Want)
		}
	}
}
