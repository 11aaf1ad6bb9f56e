package dominator

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/jutge"
)

func init() {
	agents.Register(game, "Overlord", func(_ int, rng *jutge.Random) env.Player { return newDummy(dom.OverlordStyle, rng) })
}

// The Overlord is the Dummy in dom.OverlordStyle (its comment gives the
// measurements), a stronger scripted player to clone a policy from.
