// Package madmax holds the Mad Max players: Null, Demo (exact ports of the
// originals), Random and Dummy.
package madmax

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	mm "github.com/edagym/edagym/env/madmax"
)

// game is the registry name of Mad Max.
const game = "madmax"

// The roster, in one place: the registry's names for the players here.
func init() {
	agents.Register(game, "Demo", func(_ int, rng *jutge.Random) env.Player { return &Demo{rng: rng} })
	agents.Register(game, "Random", func(_ int, rng *jutge.Random) env.Player { return &Random{rng: rng} })
	agents.RegisterStyle(game, "Dummy", mm.DummyStyle, styled)
	// The Immortan is the Dummy in mm.ImmortanStyle (its comment gives the
	// measurements), a stronger scripted player to clone a policy from.
	agents.RegisterStyle(game, "Immortan", mm.ImmortanStyle, styled)
	// The Furiosa is the Immortan raiding the rival warriors it outlasts
	// (mm.FuriosaStyle), chosen to beat three Immortans.
	agents.RegisterStyle(game, "Furiosa", mm.FuriosaStyle, styled)
}

// styled is the Dummy's play in style s (style:NAME:JSON players too).
func styled(s mm.Style, _ *jutge.Random) env.Player { return newDummy(s) }
