package moria

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// round is the original engine's round, in order (§5 of the engine spec).
var round = []env.Stage[*Match]{
	{Name: "filter orders", Run: filterOrders},
	{Name: "execute clan orders", Run: executeClanOrders},
	{Name: "orcs", Run: moveOrcs},
	{Name: "trolls", Run: moveTrolls},
	{Name: "balrog", Run: moveBalrog},
	{Name: "spawn orcs", Run: spawnOrcs},
	{Name: "rebirth", Run: rebirth},
	{Name: "refresh lists", Run: refreshLists},
	{Name: "heal", Run: heal},
	{Name: "count cells", Run: countCells},
	{Name: "next round", Run: nextRound},
}

// Stages lists the names of a round's stages, in order.
func Stages() []string { return env.StageNames(round) }

// Step implements env.Match: it resolves one round from each clan's orders.
func (m *Match) Step(orders [][]jutge.Order) { env.RunStages(round, m, orders) }

// refreshLists: "Rebuild each clan's dwarf and wizard lists, the list of
// living orcs and the troll list, all in ascending id order."
func refreshLists(m *Match, _ [][]jutge.Order) { m.refreshLists() }

// countCells: "let c be the number of cells currently conquered by a clan".
func countCells(m *Match, _ [][]jutge.Order) { m.countCells() }

// nextRound: "The round number increases by 1."
func nextRound(m *Match, _ [][]jutge.Order) { m.round++ }

// Config implements env.Match.
func (m *Match) Config() env.Config { return m.cfg }

// Seed implements env.Match.
func (m *Match) Seed() int32 { return m.seed }

// Round is the number of rounds played so far (0 before the first).
func (m *Match) Round() int { return m.round }

// Done reports whether every round was played.
func (m *Match) Done() bool { return m.round >= m.cfg.Rounds }

// NumUnits is the number of unit ids.
func (m *Match) NumUnits() int { return len(m.units) }

// Score is clan p's points: "c + 10t", the caves it owns plus treasure_value
// times the treasures it has collected.
func (m *Match) Score(p int) int { return m.nbCells[p] + m.cfg.TreasureValue*m.treasures[p] }
