package orkisland

import "github.com/edagym/edagym/env"

// The read API for players: Go names for the Jutge State functions. Slices
// returned here belong to the match; players must not modify them.

// Config returns the match's parameters.
func (m *Match) Config() env.Config { return m.cfg }

// Settings returns the match's parameters with their concrete type.
func (m *Match) Settings() *Config { return m.cfg }

// Seed is the match seed.
func (m *Match) Seed() int32 { return m.seed }

// Board is the terrain, cities and paths (read-only).
func (m *Match) Board() *Board { return m.board }

// Round is the number of rounds played so far (0 before the first).
func (m *Match) Round() int { return m.round }

// Done reports whether every round has been played.
func (m *Match) Done() bool { return m.round >= m.cfg.Rounds }

// Score is player p's total score.
func (m *Match) Score(p int) int { return m.score[p] }

// NumUnits is the number of orks; ids are 0..NumUnits()-1.
func (m *Match) NumUnits() int { return len(m.units) }

// Unit returns ork id.
func (m *Match) Unit(id int) Unit { return m.units[id] }

// Units returns every ork, indexed by id.
func (m *Match) Units() []Unit { return m.units }

// Orks returns player p's ork ids in ascending order.
func (m *Match) Orks(p int) []int { return m.orks[p] }

// UnitAt is the id of the ork at p, or -1.
func (m *Match) UnitAt(p Pos) int { return int(m.unitAt[m.board.Index(p)]) }

// CityOwner is the player who holds city c, or -1.
func (m *Match) CityOwner(c int) int { return m.cityOwner[c] }

// PathOwner is the player who holds path c, or -1.
func (m *Match) PathOwner(c int) int { return m.pathOwner[c] }

// CanMove reports whether the engine would carry out a move of ork id in d
// right now, ignoring what other orders do first: the ork exists, the target
// is on the board and not water, and it holds no ork of the same player.
func (m *Match) CanMove(id int, d Dir) bool {
	if id < 0 || id >= len(m.units) || d < 0 || d >= NumDirs {
		return false
	}
	u := &m.units[id]
	to := u.Pos.Add(d.Grid())
	if !m.board.In(to) || m.board.At(to) == Water {
		return false
	}
	other := m.unitAt[m.board.Index(to)]
	return d == None || other < 0 || m.units[other].Player != u.Player
}
