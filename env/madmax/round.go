package madmax

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// round is what the engine does with the four order lists, in order (engine
// §6). Each stage's doc comment quotes the rule it implements.
var stages = []env.Stage[*Match]{
	{Name: "select orders", Run: selectOrders},
	{Name: "execute moves", Run: executeMoves},
	{Name: "upkeep", Run: upkeep},
	{Name: "respawn", Run: respawn},
	{Name: "score", Run: scoreStage},
	{Name: "refill", Run: refill},
	{Name: "next round", Run: nextRound},
}

// Stages lists the names of a round's stages, in order.
func Stages() []string { return env.StageNames(stages) }

// Step implements env.Match: it resolves one round from each player's
// orders (players 0..3).
func (m *Match) Step(orders [][]jutge.Order) { env.RunStages(stages, m, orders) }

// nextRound is §6.8: "round ← round + 1."
func nextRound(m *Match, _ [][]jutge.Order) { m.round++ }
