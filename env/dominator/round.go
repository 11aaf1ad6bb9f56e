package dominator

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// round is a Dominator round, stage by stage, in the original's order.
var round = []env.Stage[*Match]{
	{Name: "advance round", Run: advanceRound},
	{Name: "collect orders", Run: collectOrders},
	{Name: "execute in random order", Run: executeMoves},
	{Name: "heal idle units", Run: healIdle},
	{Name: "respawn captured units", Run: respawn},
	{Name: "score land", Run: score},
}

// StageNames lists the stages of a round, in order.
func StageNames() []string { return env.StageNames(round) }

// advanceRound increments the round counter, which the original does first.
func advanceRound(m *Match, _ [][]jutge.Order) {
	m.round++
	for _, id := range m.dead {
		m.killed[id] = false
	}
	m.dead = m.dead[:0]
	m.captors = m.captors[:0]
	clear(m.moved)
	m.moves = m.moves[:0]
	m.done = m.done[:0]
}
