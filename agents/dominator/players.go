// Package dominator holds the Dominator players: Null, Demo (an exact port
// of the original's), Random and Dummy. Each reads the match through its
// rotated view, dom.View, where it is always player 0.
package dominator

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/jutge"
)

const game = "dominator"

// The roster, in one place: the registry's names for the players here.
func init() {
	agents.Register(game, "Demo", func(_ int, rng *jutge.Random) env.Player { return &Demo{rng: rng} })
	agents.Register(game, "Random", func(_ int, rng *jutge.Random) env.Player { return &Random{rng: rng} })
	agents.RegisterStyle(game, "Dummy", dom.DummyStyle, styled)
	// The Overlord is the Dummy in dom.OverlordStyle (its comment gives the
	// measurements), a stronger scripted player to clone a policy from.
	agents.RegisterStyle(game, "Overlord", dom.OverlordStyle, styled)
	// The Harrier is the Overlord with witches that go where most rival
	// units are (dom.HarrierStyle), first in 41–47% against three Overlords.
	agents.RegisterStyle(game, "Harrier", dom.HarrierStyle, styled)
}

// styled is the Dummy's play in style s (style:NAME:JSON players too).
func styled(s dom.Style, rng *jutge.Random) env.Player { return newDummy(s, rng) }
