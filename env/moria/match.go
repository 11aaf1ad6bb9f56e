package moria

import (
	"errors"
	"io"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// Match is one game of Moria in progress. Players read it through the
// methods of state.go and must not change it.
type Match struct {
	cfg   *Config
	seed  int32
	rng   *jutge.Random
	log   io.Writer
	round int

	cells     [cells]Cell
	units     []Unit
	killed    []bool // captured during the current round
	captors   []int  // the dwarves whose attacks captured a unit this round, one entry a capture (Captors)
	treasures [4]int // treasures each clan has collected
	nbCells   [4]int // caves each clan owns

	clanUnits         int // ids 0..clanUnits-1 are dwarves and wizards
	firstOrc, lastOrc int // orc ids firstOrc..lastOrc
	firstTroll        int
	balrog            int // the Balrog's id, the last one

	dwarves, wizards [4][]int // per clan, ascending ids
	orcs, trolls     []int    // living orcs, all trolls, ascending ids

	scratch // per-round buffers, reused
}

// scratch holds the buffers one round needs, so Step allocates nothing.
type scratch struct {
	lists     [4][]jutge.Order // filtered orders per clan
	next      [4]int
	performed []jutge.Order // movements of the round, in order
	dist      [cells]int32  // BFS distances for orcs and trolls
	queue     []int
	targets   []int // the Balrog's nearest targets
	ban       [cells]bool
	zone      [cells]bool // the Balrog's no-go zone for orcs and trolls
	cd        []int       // rebirth candidates
	perm      []int
	perm2     []int
	deadOrcs  []int
	dead      []int
	warn      []byte
}

var _ env.Match = (*Match)(nil)

// NewMatch builds the map and places the units with the board generator
// seeded with seed (§4 of the engine spec). Generator messages go to log.
func NewMatch(c *Config, seed int32, log io.Writer) (*Match, error) {
	m := newBare(c, seed, log)
	if c.Fixed != nil {
		copy(m.cells[:], c.Fixed)
	} else {
		copy(m.cells[:], generateMap(m.rng, c.RockResistance, log))
	}
	if err := m.place(); err != nil {
		return nil, err
	}
	m.refreshLists()
	m.countCells()
	return m, nil
}

// newBare makes a match with its units typed and owned but off the board.
func newBare(c *Config, seed int32, log io.Writer) *Match {
	m := &Match{cfg: c, seed: seed, rng: jutge.NewRandom(seed), log: log}
	m.clanUnits = c.Players * (c.Dwarves + c.Wizards)
	m.firstOrc = m.clanUnits
	m.lastOrc = m.firstOrc + c.MaxOrcs - 1
	m.firstTroll = m.firstOrc + c.MaxOrcs
	m.balrog = m.firstTroll + c.Trolls
	n := m.balrog + 1
	m.units = make([]Unit, n)
	m.killed = make([]bool, n)
	m.captors = make([]int, 0, n)
	per := c.Dwarves + c.Wizards
	for id := range m.units {
		u := &m.units[id]
		u.ID, u.Owner, u.Pos = id, sauron, Pos{I: -1, J: -1}
		switch {
		case id < m.clanUnits:
			u.Owner = id / per
			u.Type = Dwarf
			if id%per >= c.Dwarves {
				u.Type = Wizard
			}
		case id < m.firstTroll:
			u.Type = Orc
		case id < m.balrog:
			u.Type = Troll
		default:
			u.Type = Balrog
		}
	}
	for cl := range 4 {
		m.dwarves[cl] = make([]int, 0, m.clanUnits)
		m.wizards[cl] = make([]int, 0, m.clanUnits)
	}
	m.orcs = make([]int, 0, c.MaxOrcs)
	m.trolls = make([]int, 0, c.Trolls)
	m.queue = make([]int, 0, cells)
	m.performed = make([]jutge.Order, 0, 2*n)
	m.targets = make([]int, 0, m.clanUnits)
	m.dead = make([]int, 0, n)
	m.deadOrcs = make([]int, 0, n)
	m.cd = make([]int, 0, cells)
	m.perm = make([]int, 0, cells)
	m.perm2 = make([]int, 0, n)
	for cl := range 4 {
		m.lists[cl] = make([]jutge.Order, 0, jutge.MaxOrders)
	}
	return m
}

// place puts the units on the board (§4.7): the Balrog anywhere, then the
// trolls and the clan units on treasureless caves, each keeping its
// neighbours free, falling back to any free treasureless cave.
func (m *Match) place() error {
	var v []int
	for k := range m.cells {
		if c := &m.cells[k]; c.Type == Cave && !c.Treasure {
			v = append(v, k)
		}
	}
	pv := m.rng.PermutationNoLast(len(v), nil)
	j := m.rng.Int(3, 56)
	i := m.rng.Int(3, 56)
	var ban [cells]bool
	m.putUnit(m.balrog, Pos{I: i, J: j})
	banAround(&ban, Pos{I: i, J: j}, 3)
	k := 0
	next := func() (int, bool) {
		for ; k < len(pv); k++ {
			if !ban[v[pv[k]]] {
				k++
				return v[pv[k-1]], true
			}
		}
		return 0, false
	}
	for t := range m.cfg.Trolls {
		cell, ok := next()
		if !ok {
			return errors.New("moria: no room for the trolls")
		}
		id := m.balrog - 1 - t
		m.units[id].Health = TrollHealth
		m.putUnit(id, posOf(cell))
		banAround(&ban, posOf(cell), 1)
	}
	pc := m.rng.PermutationNoLast(m.clanUnits, nil)
	ban0 := ban
	c := 0
	for ; c < len(pc); c++ {
		cell, ok := next()
		if !ok {
			break
		}
		m.placeClanUnit(pc[c], cell)
		banAround(&ban, posOf(cell), 1)
	}
	if c < len(pc) {
		var v2 []int
		for k := range m.cells {
			if cl := &m.cells[k]; cl.Type == Cave && !cl.Treasure && cl.Unit < 0 && !ban0[k] {
				v2 = append(v2, k)
			}
		}
		p2 := m.rng.PermutationNoLast(len(v2), nil)
		for k := 0; c < len(pc); c, k = c+1, k+1 {
			if k >= len(p2) {
				return errors.New("moria: no room for the clan units")
			}
			m.placeClanUnit(pc[c], v2[p2[k]])
		}
	}
	return nil
}

func (m *Match) placeClanUnit(id, cell int) {
	u := &m.units[id]
	u.Health = fullHealth(u.Type)
	m.putUnit(id, posOf(cell))
}

// putUnit places a unit on the board: Sauron's units unconquer the cell, a
// dwarf on a cave conquers it. It returns the cell.
func (m *Match) putUnit(id int, p Pos) *Cell {
	u := &m.units[id]
	u.Pos = p
	c := &m.cells[index(p)]
	c.Unit = int16(id)
	switch {
	case u.Owner == sauron:
		c.Owner = -1
	case u.Type == Dwarf && c.Type == Cave:
		c.Owner = int8(u.Owner)
	}
	return c
}

// banAround marks every cell within Chebyshev distance r of p.
func banAround(ban *[cells]bool, p Pos, r int) {
	for i := max(p.I-r, 0); i <= min(p.I+r, Rows-1); i++ {
		for j := max(p.J-r, 0); j <= min(p.J+r, Cols-1); j++ {
			ban[i*Cols+j] = true
		}
	}
}

// refreshLists rebuilds each clan's dwarf and wizard lists, the living orcs
// and the trolls, in ascending id order.
func (m *Match) refreshLists() {
	for c := range 4 {
		m.dwarves[c] = m.dwarves[c][:0]
		m.wizards[c] = m.wizards[c][:0]
	}
	m.orcs, m.trolls = m.orcs[:0], m.trolls[:0]
	for id := range m.units {
		u := &m.units[id]
		switch u.Type {
		case Dwarf:
			m.dwarves[u.Owner] = append(m.dwarves[u.Owner], id)
		case Wizard:
			m.wizards[u.Owner] = append(m.wizards[u.Owner], id)
		case Orc:
			if u.Health > 0 {
				m.orcs = append(m.orcs, id)
			}
		case Troll:
			m.trolls = append(m.trolls, id)
		}
	}
}

// countCells counts the caves each clan owns.
func (m *Match) countCells() {
	m.nbCells = [4]int{}
	for k := range m.cells {
		if o := m.cells[k].Owner; o >= 0 {
			m.nbCells[o]++
		}
	}
}
