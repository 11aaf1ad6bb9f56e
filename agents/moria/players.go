// Package moria holds the players of Moria: Null, Demo (the original's,
// ported exactly), Random and Dummy.
package moria

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/moria"
)

// The roster, in one place: the registry's names for the players here.
func init() {
	const game = "moria"
	agents.Register(game, "Demo", func(_ int, r *jutge.Random) env.Player { return NewDemo(r) })
	agents.Register(game, "Random", func(_ int, r *jutge.Random) env.Player { return &Random{r: r} })
	agents.RegisterStyle(game, "Dummy", moria.DummyStyle, styled)
	// Durin is the Dummy in moria.DurinStyle (its comment gives the
	// measurements), a stronger scripted player to clone a policy from.
	agents.RegisterStyle(game, "Durin", moria.DurinStyle, styled)
	// Thorin is Durin giving his dwarves' steps beside an enemy dwarf last
	// (moria.ThorinStyle), first in 47–53% against three Durins.
	agents.RegisterStyle(game, "Thorin", moria.ThorinStyle, styled)
}

// styled is the Dummy's play in style s (style:NAME:JSON players too).
func styled(s moria.Style, _ *jutge.Random) env.Player { return newDummy(s) }
