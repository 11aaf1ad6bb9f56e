package dominator

// stage is one named step of a round.
type stage struct {
	name string
	run  func(*Match)
}

// round is a Dominator round, stage by stage, in the original's order.
var round = []stage{
	{"advance round", advanceRound},
	{"collect orders", collectOrders},
	{"execute in random order", executeMoves},
	{"heal idle units", healIdle},
	{"respawn captured units", respawn},
	{"score land", score},
}

// StageNames lists the stages of a round, in order.
func StageNames() []string {
	out := make([]string, len(round))
	for k, s := range round {
		out[k] = s.name
	}
	return out
}

// advanceRound increments the round counter, which the original does first.
func advanceRound(m *Match) {
	m.round++
	for _, id := range m.dead {
		m.killed[id] = false
	}
	m.dead = m.dead[:0]
	clear(m.moved)
	m.moves = m.moves[:0]
	m.done = m.done[:0]
}
