package madmax

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	mm "github.com/edagym/edagym/env/madmax"
)

func init() {
	agents.Register(game, "Immortan", func(int, *jutge.Random) env.Player { return newDummy(mm.ImmortanStyle) })
}

// The Immortan is the Dummy in mm.ImmortanStyle (its comment gives the
// measurements), a stronger scripted player to clone a policy from.
