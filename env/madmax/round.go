package madmax

import "github.com/edagym/edagym/env/jutge"

// stage is one named step of a round; it reads and changes the match.
type stage struct {
	name string
	run  func(m *Match, orders [][]jutge.Order)
}

// round is what the engine does with the four order lists, in order (engine
// §6). Each stage's doc comment quotes the rule it implements.
var stages = []stage{
	{"select orders", selectOrders},
	{"execute moves", executeMoves},
	{"upkeep", upkeep},
	{"respawn", respawn},
	{"score", scoreStage},
	{"refill", refill},
	{"next round", nextRound},
}

// Stages lists the names of a round's stages, in order.
func Stages() []string {
	out := make([]string, len(stages))
	for k, s := range stages {
		out[k] = s.name
	}
	return out
}

// Step implements env.Match: it resolves one round from each player's
// orders (players 0..3).
func (m *Match) Step(orders [][]jutge.Order) {
	for _, s := range stages {
		s.run(m, orders)
	}
}

// nextRound is §6.8: "round ← round + 1."
func nextRound(m *Match, _ [][]jutge.Order) { m.round++ }
