package dominator

import (
	"slices"

	"github.com/edagym/edagym/env/jutge"
)

// healIdle regenerates the units that did not move.
//
// Rule: "Deliberately not moving a unit (or moving it in the None direction)
// will increase its health by 30 units [farmers_regen, knights_regen]. A unit
// cannot have more health than its initial amount. Performing an invalid
// move results in that unit not moving, but does not regenerate health."
// (In the engine, orders dropped before execution, such as a diagonal farmer
// move, do regenerate; any move that reached execution does not.)
func healIdle(m *Match, _ [][]jutge.Order) {
	c := m.cfg
	regen := [2]int{Farmer: c.FarmersRegen, Knight: c.KnightsRegen}
	top := [2]int{Farmer: c.FarmersHealth, Knight: c.KnightsHealth}
	killed, moved := m.killed[:len(m.units)], m.moved[:len(m.units)]
	for id := range m.units {
		u := &m.units[id]
		if t := u.Type; t < Witch && !killed[id] && !moved[id] { // a farmer or a knight
			u.Health = min(u.Health+regen[t], top[t])
		}
	}
}

// respawn places the captured units in their new owners' quadrants.
//
// Rule: "After all the selected movements of a round are played, the units
// captured by each team are reborn in its corresponding quadrant. Whenever
// possible, all units are reborn at Manhattan distance at least 3 from
// witches. Additionally, farmers are not placed adjacent to rival knights,
// and knights are not placed adjacent or diagonally adjacent to any rival
// unit. In the rare cases when this cannot be accomplished, units are reborn
// on any legal cell in the own quadrant, or on any legal cell in any other
// quadrant." Knight groups go first (players 0..3), then farmer groups; the
// permutation over every free interior cell is drawn every round, even when
// nothing is left to place there.
//
// Only the captured units (m.dead) change places or players, so a round
// without captures leaves the groups empty and the id lists as they are;
// and while no extras are left, the last permutation only advances the
// generator by its |E| draws.
func respawn(m *Match, _ [][]jutge.Order) {
	m.extras = m.extras[:0]
	if len(m.dead) > 0 {
		slices.Sort(m.dead)
		for _, t := range [2]UnitType{Knight, Farmer} {
			for p := 0; p < m.cfg.Players; p++ {
				g := m.group[:0]
				for _, id := range m.dead {
					if m.units[id].Type == t && m.units[id].Player == p {
						g = append(g, id)
					}
				}
				m.group = g
				m.placeGroup(p, g)
			}
		}
	}
	if len(m.extras) == 0 {
		m.perm = m.rng.PermutationPrefix(m.freeInterior(), 0, m.perm)
	} else {
		e := m.cellsA[:0]
		for i := 1; i <= m.b.rows-2; i++ {
			for j := 1; j <= m.b.cols-2; j++ {
				if p := (Pos{I: i, J: j}); m.free(p) {
					e = append(e, p)
				}
			}
		}
		m.cellsA = e
		m.perm = m.rng.PermutationPrefix(len(e), len(m.extras), m.perm)
		// The original aborts ("Evil disposition of units.") when the
		// extras do not fit; here the ones that do not fit stay off the
		// board.
		for k, id := range m.extras[:len(m.perm)] {
			m.put(&m.units[id], e[m.perm[k]])
		}
	}
	if len(m.dead) > 0 {
		m.rebuildLists()
	}
}

// score adds each player's land to its total.
//
// Rule: "Every round, the number of cells of each color is added to the
// corresponding score." The land is counted as farmers paint (paint).
func score(m *Match, _ [][]jutge.Order) {
	for p := range m.total {
		m.total[p] += m.land[p]
	}
}

// computeScores counts the land of each player from scratch and adds it to
// the totals, which the original does once after placement.
func (m *Match) computeScores() {
	m.land = [4]int{}
	for k := range m.b.cells {
		if o := m.b.cells[k].Owner; o >= 0 {
			m.land[o]++
		}
	}
	for p := range m.total {
		m.total[p] += m.land[p]
	}
}
