package orkisland

import (
	"errors"
	"fmt"
	"io"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// Unit is one ork. Dead orks have no position until they respawn.
type Unit struct {
	ID, Player, Health int
	Pos                Pos
}

// Match is one Ork Island game. Players read it through its methods (state.go).
type Match struct {
	cfg   *Config
	board *Board
	seed  int32
	rng   jutge.Random // the board generator: placement, order, fights, respawn
	log   io.Writer
	round int

	units     []Unit
	unitAt    []int32 // per cell: unit id or -1
	cityOwner []int
	pathOwner []int
	score     []int
	orks      [][]int // per player: its unit ids, ascending

	// Scratch reused every round, so a round allocates nothing.
	moves    []jutge.Order // the orders that survive collection, in player order
	perm     []int
	done     []jutge.Order // the moves that succeeded, in execution order
	died     []int
	dead     []bool
	shore    []int
	counts   []int // per object and player
	parent   []int // union-find over cities
	compSize []int
}

var _ env.Match = (*Match)(nil)

// NewMatch implements env.Config: it builds the board (FIXED uses no draws)
// and places each player's orks on the shore (§4).
// A FIXED board too crowded to place every ork is an error, as in the original.
func (c *Config) NewMatch(seed int32, log io.Writer) (m env.Match, err error) {
	defer func() {
		if e := recover(); e == errNoSpawnCell {
			err = fmt.Errorf("%s: %v", c.file, e)
		} else if e != nil {
			panic(e)
		}
	}()
	return c.New(seed, log), nil
}

var errNoSpawnCell = errors.New("Cannot find a cell to regenerate units")

// New is NewMatch with its concrete type.
func (c *Config) New(seed int32, log io.Writer) *Match {
	m := &Match{cfg: c, seed: seed, log: log}
	m.rng.Seed(seed)
	m.board = c.Fixed
	if m.board == nil {
		m.board = Generate(c, &m.rng)
	}
	n := c.NumUnits()
	m.units = make([]Unit, n)
	m.unitAt = make([]int32, len(m.board.Cells))
	for k := range m.unitAt {
		m.unitAt[k] = -1
	}
	m.cityOwner = filled(len(m.board.Cities), -1)
	m.pathOwner = filled(len(m.board.Paths), -1)
	m.score = make([]int, c.Players)
	m.orks = make([][]int, c.Players)
	m.dead = make([]bool, n)
	m.counts = make([]int, (len(m.board.Cities)+len(m.board.Paths))*c.Players)
	m.parent = make([]int, len(m.board.Cities))
	m.compSize = make([]int, len(m.board.Cities))
	for p := 0; p < c.Players; p++ {
		ids := make([]int, 0, c.Orks)
		for id := p * c.Orks; id < (p+1)*c.Orks; id++ {
			m.units[id] = Unit{ID: id, Player: p, Health: c.InitialHealth, Pos: Pos{I: -1, J: -1}}
			ids = append(ids, id)
		}
		m.spawn(ids)
	}
	m.listOrks()
	return m
}

func filled(n, v int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = v
	}
	return s
}

// spawn is §4.1: each id in order takes a random free shore cell (removed
// from the candidates whether valid or not), else the first valid cell.
func (m *Match) spawn(ids []int) {
	b := m.board
	m.shore = append(m.shore[:0], b.shore...)
	for _, id := range ids {
		at := -1
		for at < 0 && len(m.shore) > 0 {
			k := m.rng.Int(0, len(m.shore)-1)
			c := m.shore[k]
			m.shore = append(m.shore[:k], m.shore[k+1:]...)
			if m.canSpawn(c) {
				at = c
			}
		}
		for c := 0; at < 0 && c < len(b.Cells); c++ {
			if m.canSpawn(c) {
				at = c
			}
		}
		if at < 0 {
			panic(errNoSpawnCell)
		}
		m.unitAt[at] = int32(id)
		m.units[id].Pos = Pos{I: at / b.Cols, J: at % b.Cols}
	}
}

// canSpawn: land that is not city or path, with no unit on it or 4-next to it.
func (m *Match) canSpawn(c int) bool {
	b := m.board
	if t := b.Cells[c]; t == Water || t == City || t == Path {
		return false
	}
	if m.unitAt[c] >= 0 {
		return false
	}
	i, j := c/b.Cols, c%b.Cols
	return (i == 0 || m.unitAt[c-b.Cols] < 0) && (i == b.Rows-1 || m.unitAt[c+b.Cols] < 0) &&
		(j == 0 || m.unitAt[c-1] < 0) && (j == b.Cols-1 || m.unitAt[c+1] < 0)
}

// listOrks rebuilds each player's ascending list of unit ids.
func (m *Match) listOrks() {
	for p := range m.orks {
		m.orks[p] = m.orks[p][:0]
	}
	for id := range m.units {
		p := m.units[id].Player
		m.orks[p] = append(m.orks[p], id)
	}
}
