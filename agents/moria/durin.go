package moria

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/moria"
)

func init() {
	agents.Register("moria", "Durin", func(int, *jutge.Random) env.Player { return newDummy(moria.DurinStyle) })
}

// Durin is the Dummy in moria.DurinStyle (its comment gives the
// measurements), a stronger scripted player to clone a policy from.
