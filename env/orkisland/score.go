package orkisland

import "github.com/edagym/edagym/env/jutge"

// conquerAndScore: "for each city the number of orks of each player on its
// cells is counted. If there is a player who has strictly more orks on the
// city than any other player, then this player conquers the city; in case of
// a tie, the conqueror of the city (if any) does not change ... for paths the
// same applies". Each owner gains bonus × size per object, then
// factor × 2^i for each connected component of i cities in its conquest graph.
func conquerAndScore(m *Match, _ [][]jutge.Order) {
	b, np := m.board, m.cfg.Players
	nc := len(b.Cities)
	clear(m.counts)
	for id := range m.units {
		u := &m.units[id]
		if o := b.object(b.Index(u.Pos)); o >= 0 {
			m.counts[o*np+u.Player]++
		}
	}
	for c := range b.Cities {
		m.cityOwner[c] = conqueror(m.counts[c*np:(c+1)*np], m.cityOwner[c])
		if o := m.cityOwner[c]; o >= 0 {
			m.score[o] += m.cfg.BonusCity * len(b.Cities[c])
		}
	}
	for q := range b.Paths {
		m.pathOwner[q] = conqueror(m.counts[(nc+q)*np:(nc+q+1)*np], m.pathOwner[q])
		if o := m.pathOwner[q]; o >= 0 {
			m.score[o] += m.cfg.BonusPath * len(b.Paths[q].Cells)
		}
	}
	for p := 0; p < np; p++ {
		m.score[p] += m.graphPoints(p)
	}
}

// conqueror is the player with strictly the most units (more than zero), or
// the previous owner on a tie.
func conqueror(counts []int, owner int) int {
	best, who := 0, -1
	for p, n := range counts {
		if n > best {
			best, who = n, p
		} else if n == best {
			who = -1
		}
	}
	if who < 0 || best == 0 {
		return owner
	}
	return who
}

// graphPoints: the cities p owns are vertices, its paths joining two of them
// are edges; each component of s cities is worth factor × 2^s.
func (m *Match) graphPoints(p int) int {
	b := m.board
	for c := range m.parent {
		m.parent[c] = c
		m.compSize[c] = 0
	}
	for q, path := range b.Paths {
		if m.pathOwner[q] == p && m.cityOwner[path.A] == p && m.cityOwner[path.B] == p {
			m.parent[m.find(path.A)] = m.find(path.B)
		}
	}
	for c := range b.Cities {
		if m.cityOwner[c] == p {
			m.compSize[m.find(c)]++
		}
	}
	points := 0
	for _, s := range m.compSize {
		if s > 0 {
			points += m.cfg.Factor << s
		}
	}
	return points
}

func (m *Match) find(c int) int {
	for m.parent[c] != c {
		m.parent[c] = m.parent[m.parent[c]]
		c = m.parent[c]
	}
	return c
}
