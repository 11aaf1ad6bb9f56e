package orkisland

import (
	"fmt"
	"slices"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// round is a round's stages, in order.
var round = []env.Stage[*Match]{
	{Name: "collect orders", Run: collectOrders},
	{Name: "draw execution order", Run: drawOrder},
	{Name: "execute orders", Run: executeOrders},
	{Name: "respawn the dead", Run: respawnDead},
	{Name: "conquer and score", Run: conquerAndScore},
	{Name: "list orks", Run: func(m *Match, _ [][]jutge.Order) { m.listOrks() }},
}

// Step implements env.Match: one round from each player's recorded orders.
func (m *Match) Step(orders [][]jutge.Order) {
	m.round++
	env.RunStages(round, m, orders)
}

// collectOrders: "All instructions of all players are registered": players in
// order, each one's orders in the order given; orders for units out of range
// or of another player, or with an invalid direction, are dropped with a
// warning; "remain still" orders are dropped silently.
func collectOrders(m *Match, orders [][]jutge.Order) {
	m.moves = m.moves[:0]
	for p, list := range orders {
		for _, o := range list {
			switch {
			case o.Unit < 0 || o.Unit >= len(m.units):
				m.warnf("warning: id out of range : %d\n", o.Unit)
			case m.units[o.Unit].Player != p:
				m.warnf("warning: unit %d of player %d not owned by %d\n", o.Unit, m.units[o.Unit].Player, p)
			case o.Dir < 0 || o.Dir >= int(NumDirs):
				m.warnf("warning: direction not valid: %d\n", o.Dir)
			case Dir(o.Dir) == None:
			default:
				m.moves = append(m.moves, o)
			}
		}
	}
}

// drawOrder: "The instructions are selected randomly": one random
// permutation of all collected orders on the board generator.
func drawOrder(m *Match, _ [][]jutge.Order) {
	m.perm = m.rng.Permutation(len(m.moves), m.perm)
}

// executeOrders runs the orders in the drawn order (§6.3–6.5).
func executeOrders(m *Match, _ [][]jutge.Order) {
	m.done = m.done[:0]
	m.died = m.died[:0]
	clear(m.dead)
	for _, k := range m.perm {
		o := m.moves[k]
		if !m.dead[o.Unit] && m.move(o.Unit, Dir(o.Dir)) {
			m.done = append(m.done, o)
		}
	}
}

// move: "Orks cannot move to cells with WATER"; a move onto an own ork is
// ignored; onto an enemy it is a fight; otherwise health drops by the cost of
// the cell and an ork whose health goes negative dies. It reports success.
func (m *Match) move(id int, d Dir) bool {
	b := m.board
	u := &m.units[id]
	to := u.Pos.Add(d.Grid())
	if !b.In(to) || b.At(to) == Water {
		return false
	}
	cost := m.cfg.Cost[b.At(to)]
	if other := int(m.unitAt[b.Index(to)]); other >= 0 {
		if m.units[other].Player == u.Player {
			return false
		}
		return m.fight(id, other, to, cost)
	}
	u.Health -= cost
	if u.Health < 0 {
		m.kill(id, u.Player)
		return false
	}
	m.place(id, to)
	return true
}

// fight: "If the health of A (after the decrement due to the movement) is
// strictly greater than the health of B, then B dies ... If there is a tie,
// then the ork that dies is decided randomly". The loser passes to the
// winner's player with the initial health; the winner keeps its health.
func (m *Match) fight(attacker, defender int, to Pos, cost int) bool {
	a, d := &m.units[attacker], &m.units[defender]
	a.Health -= cost
	wins := a.Health > d.Health || (a.Health == d.Health && m.rng.Int(0, 1) == 1)
	if !wins {
		m.kill(attacker, d.Player)
		return false
	}
	m.kill(defender, a.Player)
	if a.Health < 0 {
		m.kill(attacker, a.Player)
		return false
	}
	m.place(attacker, to)
	return true
}

func (m *Match) place(id int, to Pos) {
	u := &m.units[id]
	m.unitAt[m.board.Index(u.Pos)] = -1
	m.unitAt[m.board.Index(to)] = int32(id)
	u.Pos = to
}

// kill removes a unit from the board until it respawns, under player owner,
// with the initial health.
func (m *Match) kill(id, owner int) {
	u := &m.units[id]
	m.unitAt[m.board.Index(u.Pos)] = -1
	u.Pos = Pos{I: -1, J: -1}
	u.Player = owner
	u.Health = m.cfg.InitialHealth
	m.dead[id] = true
	m.died = append(m.died, id)
}

// respawnDead: "Dead orks are regenerated" on the shore, in ascending id
// order, with one candidate set for all of them.
func respawnDead(m *Match, _ [][]jutge.Order) {
	if len(m.died) == 0 {
		return
	}
	slices.Sort(m.died)
	m.spawn(m.died)
}

func (m *Match) warnf(format string, args ...any) {
	if m.log != nil {
		fmt.Fprintf(m.log, format, args...)
	}
}
