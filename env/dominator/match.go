package dominator

import (
	"fmt"
	"io"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// move is one movement of a round: a unit and a real-frame direction.
type move struct {
	id int
	d  grid.Dir
}

// Match is one Dominator game in progress. Players read it through View;
// encoders and tools through the exported real-frame accessors.
type Match struct {
	cfg   *Config
	seed  int32
	rng   jutge.Random // the board generator
	log   io.Writer
	b     board
	units []Unit
	round int
	land  [4]int
	total [4]int
	// per-player id lists: farmers and knights rebuilt after a respawn of
	// captured units,
	// witches fixed at creation.
	farmers, knights, witches [4][]int

	// Kept up to date as the match goes, so that no stage scans the board:
	// haunted lists the haunted cells (indices into b.cells), each once;
	// hauntedOpen counts those that are interior and not walls, and
	// openInterior the interior cells that are not walls (the land is
	// counted in land as farmers paint).
	haunted      []int32
	hauntedOpen  int
	openInterior int

	// Round buffers, reused so a round allocates nothing.
	moves   []move // the movement list V
	done    []move // successful movements, in execution order
	perm    []int
	killed  []bool
	dead    []int // the ids in killed, in order of capture
	captors []int // the knights whose attacks captured a unit this round, one entry a capture (Captors)
	moved   []bool
	targets []int   // spell: the players of the rival witches in range
	victims []int32 // castOnHaunted: the cells of the units to spell
	near    []Pos   // witchesNear: the witches near a box
	bad     []bool  // goodCells: the spoilt cells of a box
	extras  []int
	group   []int
	cellsA  []Pos
	cellsB  []Pos
}

// NewMatch implements env.Config: it builds the board and places the units
// with the board generator seeded with seed.
func (c *Config) NewMatch(seed int32, log io.Writer) (env.Match, error) { return c.New(seed, log) }

// New is NewMatch with the concrete type.
func (c *Config) New(seed int32, log io.Writer) (*Match, error) {
	m := &Match{cfg: c, seed: seed, log: log}
	m.rng.Seed(seed)
	b, err := generate(c, &m.rng, log)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.file, err)
	}
	m.b = b
	// The buffers placement uses, sized for the worst case.
	cells, w := b.rows*b.cols, c.Players*c.Witches
	m.bad = make([]bool, cells)
	m.perm = make([]int, 0, cells)
	m.cellsA, m.cellsB = make([]Pos, 0, cells), make([]Pos, 0, cells)
	m.haunted = make([]int32, 0, len(diamond2)*w)
	m.near = make([]Pos, 0, w)
	for i := 1; i <= b.rows-2; i++ {
		for j := 1; j <= b.cols-2; j++ {
			if b.at(Pos{I: i, J: j}).Type == Empty {
				m.openInterior++
			}
		}
	}
	if err := m.placeInitial(); err != nil {
		return nil, fmt.Errorf("%s: %w", c.file, err)
	}
	n := len(m.units)
	m.killed = make([]bool, n)
	m.moved = make([]bool, n)
	m.moves = make([]move, 0, n)
	m.done = make([]move, 0, n)
	m.dead = make([]int, 0, n)
	m.captors = make([]int, 0, n)
	m.victims = make([]int32, 0, n)
	m.extras = make([]int, 0, n)
	m.group = make([]int, 0, n)
	m.targets = make([]int, 0, len(diamond2))
	for p := 0; p < c.Players; p++ {
		m.farmers[p] = make([]int, 0, n)
		m.knights[p] = make([]int, 0, n)
	}
	m.rebuildLists()
	m.computeScores()
	return m, nil
}

func (m *Match) logf(format string, args ...any) {
	if m.log != nil {
		fmt.Fprintf(m.log, format, args...)
	}
}

// rebuildLists recomputes each player's ascending farmer and knight ids.
func (m *Match) rebuildLists() {
	for p := range m.farmers {
		m.farmers[p] = m.farmers[p][:0]
		m.knights[p] = m.knights[p][:0]
	}
	for id := range m.units {
		u := &m.units[id]
		switch u.Type {
		case Farmer:
			m.farmers[u.Player] = append(m.farmers[u.Player], id)
		case Knight:
			m.knights[u.Player] = append(m.knights[u.Player], id)
		}
	}
}

// Config implements env.Match.
func (m *Match) Config() env.Config { return m.cfg }

// Cfg is the match's configuration with its concrete type.
func (m *Match) Cfg() *Config { return m.cfg }

// Seed implements env.Match.
func (m *Match) Seed() int32 { return m.seed }

// Round implements env.Match: the rounds played so far.
func (m *Match) Round() int { return m.round }

// Done implements env.Match.
func (m *Match) Done() bool { return m.round >= m.cfg.Rounds }

// Score implements env.Match: player p's total score.
func (m *Match) Score(p int) int { return m.total[p] }

// NumUnits implements env.Match.
func (m *Match) NumUnits() int { return len(m.units) }

// Step implements env.Match: it plays one round, running each stage of the
// round in turn with orders[p] being player p's orders in its own frame.
func (m *Match) Step(orders [][]jutge.Order) {
	env.RunStages(round, m, orders)
}
