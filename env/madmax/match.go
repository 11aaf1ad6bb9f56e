package madmax

import (
	"io"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/marks"
)

// NumTeams is the number of teams; the original hard-codes 4.
const NumTeams = 4

// Match is one game of Mad Max in progress. Players read it through the
// methods in state.go; only Step changes it.
type Match struct {
	cfg   *Config
	seed  int32
	rng   jutge.Random
	board *Board
	log   io.Writer

	round     int
	units     []Unit
	unitAt    []int16 // per cell: unit id or -1
	cityOwner []int   // current owner of each city
	numCities [NumTeams]int
	total     [NumTeams]int
	warriors  [NumTeams][]int // per team, ascending ids
	cars      [NumTeams][]int

	// Round buffers, reused so that Step allocates nothing.
	selected  []move // V: the selected orders
	performed []move // the performed moves, in execution order
	perm      []int
	killed    []bool
	captors   []int     // the units that won a rival unit this round, one entry a capture (Captors)
	seen      marks.Set // the units that had an order this round
	deadC     []int
	deadW     []int
	cand      []int
	grid      []byte // the grid lines of the match file, kept up to date
}

// move is one order selected for execution: unit id and direction.
type move struct {
	id  int32
	dir grid.Dir
}

var _ env.Match = (*Match)(nil)

// NewMatch implements env.Config: it builds the board with the board
// generator seeded with seed and places the units.
func (c *Config) NewMatch(seed int32, log io.Writer) (env.Match, error) {
	return c.New(seed, log)
}

// New is NewMatch with the concrete type.
func (c *Config) New(seed int32, log io.Writer) (*Match, error) {
	m := &Match{cfg: c, seed: seed, log: log}
	m.rng.Seed(seed)
	b := c.Fixed
	if b == nil {
		kinds, owner, err := generate(&m.rng)
		if err != nil {
			return nil, err
		}
		if b, err = newBoard(genSize, genSize, kinds, owner, c.Cities); err != nil {
			return nil, err
		}
	}
	m.board = b
	if err := m.setup(); err != nil {
		return nil, err
	}
	return m, nil
}
