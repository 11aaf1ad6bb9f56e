package madmax

import "github.com/edagym/edagym/env/jutge"

// scoreStage runs the scoring pass at the end of a round.
func scoreStage(m *Match, _ [][]jutge.Order) { m.score() }

// score is §6.6: "Rebuild the per-team id lists. For each city: o = its
// current owner; count the warriors of each team that stand on its cells;
// M = the largest count. If count[o] < M and exactly one team has count M,
// that team becomes the owner of every cell of the city. num_cities[owner]
// += 1. For every team, total_score += num_cities." The statement: "if one
// team has strictly more warriors inside that city than any other team,
// then that team conquers the city."
func (m *Match) score() {
	m.rebuildLists()
	b := m.board
	nc := len(b.Cities)
	// count[c*4+t]: warriors of team t in city c.
	var small [64]int
	count := small[:0]
	if 4*nc <= len(small) {
		count = small[:4*nc]
	} else {
		count = make([]int, 4*nc)
	}
	for id := range m.units {
		u := &m.units[id]
		if u.Kind == Car {
			continue
		}
		if c := b.cityOf[b.Index(u.Pos)]; c >= 0 {
			count[int(c)*4+u.Team]++
		}
	}
	m.numCities = [NumTeams]int{}
	for c := 0; c < nc; c++ {
		cnt := count[c*4 : c*4+4]
		best, n, who := -1, 0, -1
		for t, v := range cnt {
			if v > best {
				best, n, who = v, 1, t
			} else if v == best {
				n++
			}
		}
		if o := m.cityOwner[c]; cnt[o] < best && n == 1 {
			m.cityOwner[c] = who
			m.paintCity(c)
		}
		m.numCities[m.cityOwner[c]]++
	}
	for t := range m.total {
		m.total[t] += m.numCities[t]
	}
}

// rebuildLists rebuilds the per-team warrior and car id lists (ascending).
func (m *Match) rebuildLists() {
	for t := 0; t < NumTeams; t++ {
		m.warriors[t] = m.warriors[t][:0]
		m.cars[t] = m.cars[t][:0]
	}
	for id := range m.units {
		u := &m.units[id]
		if u.Kind == Car {
			m.cars[u.Team] = append(m.cars[u.Team], id)
		} else {
			m.warriors[u.Team] = append(m.warriors[u.Team], id)
		}
	}
}
