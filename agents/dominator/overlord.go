package dominator

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

func init() {
	agents.Register(game, "Overlord", func(_ int, rng *jutge.Random) env.Player { return &Dummy{rng: rng, s: OverlordStyle} })
}

// OverlordStyle is the Dummy's play with other knobs (Style says what each
// does); the Overlord is the Dummy in this style.
var OverlordStyle = Style{RivalWitchRadius: 4, OwnWitchRadius: 2, FleeRadius: 4, KnightHeal: 150}
