package orkisland

import (
	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
)

func init() {
	agents.Register("orkisland", "Warlord", func(int, *jutge.Random) env.Player { return &Dummy{style: warlordStyle} })
}

// warlordStyle is the Dummy's plan with four weights changed, each measured
// against three Dummies (first places in 120 games, seeds 1..120):
//
//   - threatRadius 0: an object I hold needs guards only when an enemy
//     stands on it. The Dummy keeps guards whenever an enemy is within 3
//     steps, so passers-by tie down its orks; "in case of a tie, the
//     conqueror of the city (if any) does not change", so an empty object
//     stays mine, and the freed orks take more of the island (radius 3:
//     42%, 2: 52%, 1: 68%, 0: 93%);
//   - terrainScale 4: a step costs its health 4 times over in the search, so
//     orks walk on cities and paths (cost 0) and keep the health that wins
//     fights ("If the health of A ... is strictly greater than the health
//     of B, then B dies"): 84% with scale 1, 93% with 4;
//   - holdersRoam and huntSlack 20: holders take every fight they win, and
//     free orks chase enemies up to 20 health stronger than the Dummy would:
//     98%.
//
// Plan mode's features describe this plan, so the first two weights live
// with them (env/orkisland/routes.go).
var warlordStyle = style{terrainScale: ork.PlanTerrainScale, threatRadius: ork.PlanThreatRadius, holdersRoam: true, huntSlack: 20}
