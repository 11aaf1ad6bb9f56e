// Package orkisland holds the Ork Island players: Null, Demo, Random, Dummy.
package orkisland

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/orkisland/plan"
)

// The roster, in one place: the registry's names for the players here.
func init() {
	const game = "orkisland"
	agents.Register(game, "Demo", func(_ int, rng *jutge.Random) env.Player { return &Demo{rng: rng} })
	agents.Register(game, "Random", func(_ int, rng *jutge.Random) env.Player { return &Random{rng: rng} })
	agents.RegisterStyle(game, "Dummy", plan.DummyStyle, styled)
	// The Warlord is the Dummy in plan.WarlordStyle (env/orkisland/plan/style.go
	// says which weights change and what each is worth against three Dummies);
	// plan mode's features describe its plan.
	agents.RegisterStyle(game, "Warlord", plan.WarlordStyle, styled)
	agents.Register(game, "Student", func(int, *jutge.Random) env.Player { return newStudent() })
	agents.Register(game, "RoadStudent", func(int, *jutge.Random) env.Player { return newRoadStudent() })
}

// styled is the Dummy's play in style s (style:NAME:JSON players too).
func styled(s plan.Style, _ *jutge.Random) env.Player { return newDummy(s) }
