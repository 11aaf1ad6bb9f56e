package moria

import (
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// spawnOrcs: "each abyss generates an orc with probability 2% at each round.
// The total number of orcs on the board will never exceed 20." (§5.7) Free
// abysses at Manhattan distance 3 or more from the Balrog are visited in a
// random order; on each, while an orc is waiting, the highest-id waiting orc
// enters with probability 1/50. The permutation is drawn every round.
func spawnOrcs(m *Match, _ [][]jutge.Order) {
	dead := m.deadOrcs[:0]
	for id := m.firstOrc; id <= m.lastOrc; id++ {
		if m.units[id].Health == 0 {
			dead = append(dead, id)
		}
	}
	b := m.units[m.balrog].Pos
	a := m.cd[:0]
	for k := range m.cells {
		if c := &m.cells[k]; c.Type == Abyss && c.Unit < 0 && Manhattan(posOf(k), b) >= 3 {
			a = append(a, k)
		}
	}
	m.perm = m.rng.PermutationNoLast(len(a), m.perm)
	for k := 0; k < len(a) && len(dead) > 0; k++ {
		if m.rng.Int(0, orcInvProb-1) == 0 {
			id := dead[len(dead)-1]
			dead = dead[:len(dead)-1]
			m.units[id].Health = OrcHealth
			m.putUnit(id, posOf(a[m.perm[k]]))
		}
	}
	m.deadOrcs, m.cd = dead, a
}

// rebirth: "the killed dwarves, wizards and trolls are reborn. By default,
// this is done on outside cells, with their respective maximum health
// points. In rare cases where no safe enough cells can be found, they can be
// reborn on any treasureless cave cell." (§5.7) Cells next to any unit, or
// within 3 of the Balrog, are not safe; each reborn unit makes its own
// neighbours unsafe.
func rebirth(m *Match, _ [][]jutge.Order) {
	dead := m.dead[:0]
	for id := range m.units {
		if m.killed[id] && m.units[id].Type != Orc {
			dead = append(dead, id)
		}
	}
	m.dead = dead
	ban := &m.ban
	clear(ban[:])
	for k := range m.cells {
		if m.cells[k].Unit >= 0 {
			banAround(ban, posOf(k), 1)
		}
	}
	banAround(ban, m.units[m.balrog].Pos, 3)
	cd := m.cd[:0]
	add := func(i, j int) {
		if k := i*Cols + j; !ban[k] {
			cd = append(cd, k)
		}
	}
	for i := range Rows {
		add(i, 0)
		add(i, 1)
		add(i, Cols-2)
		add(i, Cols-1)
	}
	for j := 2; j < Cols-2; j++ {
		add(0, j)
		add(1, j)
		add(Rows-2, j)
		add(Rows-1, j)
	}
	m.cd = cd
	m.perm = m.rng.PermutationNoLast(len(cd), m.perm)
	m.perm2 = m.rng.PermutationNoLast(len(dead), m.perm2)
	k, c := 0, 0
	for ; c < len(dead); c++ {
		for k < len(cd) && ban[cd[m.perm[k]]] {
			k++
		}
		if k == len(cd) {
			break
		}
		m.reborn(dead[m.perm2[c]], cd[m.perm[k]])
		k++
	}
	if c == len(dead) {
		return
	}
	v := m.cd[:0]
	for i := 2; i < Rows-2; i++ {
		for j := 2; j < Cols-2; j++ {
			k := i*Cols + j
			if cl := &m.cells[k]; cl.Type == Cave && !cl.Treasure && cl.Unit < 0 && !ban[k] {
				v = append(v, k)
			}
		}
	}
	m.cd = v
	m.perm = m.rng.PermutationNoLast(len(v), m.perm)
	for k = 0; c < len(dead); c++ {
		for k < len(v) && ban[v[m.perm[k]]] {
			k++
		}
		if k == len(v) {
			return // no room at all: the unit stays off the board until a later rebirth (never seen)
		}
		m.reborn(dead[m.perm2[c]], v[m.perm[k]])
		k++
	}
}

func (m *Match) reborn(id, cell int) {
	m.putUnit(id, posOf(cell))
	banAround(&m.ban, posOf(cell), 1)
}

// heal: "the units horizontally or vertically adjacent to ally wizards fully
// recharge their health points" at the very end of each round.
func heal(m *Match, _ [][]jutge.Order) {
	for c := range 4 {
		for _, w := range m.wizards[c] {
			p := m.units[w].Pos
			for _, d := range [4]grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left} {
				q := p.Add(d)
				if !ok(q) {
					continue
				}
				if id := m.cells[index(q)].Unit; id >= 0 {
					if u := &m.units[id]; u.Owner == c {
						u.Health = fullHealth(u.Type)
					}
				}
			}
		}
	}
}
