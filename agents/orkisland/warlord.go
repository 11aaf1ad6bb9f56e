package orkisland

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/orkisland/plan"
)

func init() {
	agents.Register("orkisland", "Warlord", func(int, *jutge.Random) env.Player { return newDummy(plan.WarlordStyle) })
}

// The Warlord is the Dummy in plan.WarlordStyle (env/orkisland/plan/style.go
// says which weights change and what each is worth against three Dummies);
// plan mode's features describe its plan.
