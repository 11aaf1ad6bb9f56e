package tiny

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// The moves, as order codes and actions: the four directions, then none.
var dirs = [...]grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left, grid.None}

// NumActions is the number of moves, "none" last.
const NumActions = len(dirs)

type unit struct {
	player int
	pos    grid.Pos
}

// Match is one game of tiny.
type Match struct {
	cfg    *Config
	seed   int32
	round  int
	units  []unit
	owner  []int8  // per cell: who painted it, or -1
	unitAt []int16 // per cell: the unit there, or -1
	score  []int
	moved  []bool // per unit: ordered this round
}

func (m *Match) index(p grid.Pos) int { return p.I*m.cfg.Cols + p.J }

// Config implements env.Match.
func (m *Match) Config() env.Config { return m.cfg }

// Seed implements env.Match.
func (m *Match) Seed() int32 { return m.seed }

// Round implements env.Match.
func (m *Match) Round() int { return m.round }

// Done implements env.Match.
func (m *Match) Done() bool { return m.round >= m.cfg.Rounds }

// Score implements env.Match.
func (m *Match) Score(p int) int { return m.score[p] }

// NumUnits implements env.Match.
func (m *Match) NumUnits() int { return len(m.units) }

// CanMove reports whether player me's unit id may move with code k: its own
// unit, a move (not none), onto a free cell of the board.
func (m *Match) CanMove(me, id, k int) bool {
	if id < 0 || id >= len(m.units) || m.units[id].player != me || k < 0 || k >= NumActions-1 {
		return false
	}
	to := m.units[id].pos.Add(dirs[k])
	return to.In(m.cfg.Rows, m.cfg.Cols) && m.unitAt[m.index(to)] < 0
}

// Step implements env.Match: each player's orders in seat order, those
// CanMove refuses dropped, then the first accepted one per unit; then
// scoring.
func (m *Match) Step(orders [][]jutge.Order) {
	m.round++
	clear(m.moved)
	for p, list := range orders {
		for _, o := range list {
			if !m.CanMove(p, o.Unit, o.Dir) || m.moved[o.Unit] {
				continue
			}
			m.moved[o.Unit] = true
			u := &m.units[o.Unit]
			to := u.pos.Add(dirs[o.Dir])
			m.unitAt[m.index(u.pos)], m.unitAt[m.index(to)] = -1, int16(o.Unit)
			u.pos = to
			m.owner[m.index(to)] = int8(p)
		}
	}
	for _, o := range m.owner {
		if o >= 0 {
			m.score[o]++
		}
	}
}

// AppendHeader implements env.Match.
func (m *Match) AppendHeader(dst []byte, names []string) []byte {
	dst = append(dst, Title+" 1.0\n"...)
	dst = jutge.AppendNames(dst, "names", names)
	return m.appendState(dst)
}

// AppendRound implements env.Match.
func (m *Match) AppendRound(dst []byte) []byte { return m.appendState(dst) }

// appendState writes the round, the painted cells (a digit per player,
// '.' unpainted) and the scores.
func (m *Match) appendState(dst []byte) []byte {
	dst = append(dst, "round "...)
	dst = jutge.AppendInt(dst, m.round)
	dst = append(dst, '\n')
	for i := 0; i < m.cfg.Rows; i++ {
		for j := 0; j < m.cfg.Cols; j++ {
			c := byte('.')
			if o := m.owner[i*m.cfg.Cols+j]; o >= 0 {
				c = '0' + byte(o)
			}
			dst = append(dst, c)
		}
		dst = append(dst, '\n')
	}
	dst = append(dst, "score"...)
	for _, s := range m.score {
		dst = append(dst, ' ')
		dst = jutge.AppendInt(dst, s)
	}
	return append(dst, '\n')
}
