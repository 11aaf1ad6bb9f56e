package madmax

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
)

// This file is the typed, read-only API players and encoders use: Go-named
// versions of the original State functions, plus what reinforcement-learning
// encoders need (cell kinds, units, movement rights, city owners, scores and
// whether an order would be accepted).

// Cell is what a player sees of a cell: its kind, its owner (the team owning
// it for City cells, −1 otherwise) and the unit on it (−1 if none).
type Cell struct {
	Type  CellType
	Owner int
	Unit  int
}

// Config returns the match's configuration (env.Match).
func (m *Match) Config() env.Config { return m.cfg }

// Settings returns the parsed configuration with its concrete type.
func (m *Match) Settings() *Config { return m.cfg }

// Board returns the fixed part of the board (kinds and cities).
func (m *Match) Board() *Board { return m.board }

// Seed is the match seed (env.Match).
func (m *Match) Seed() int32 { return m.seed }

// Round is the current round number: rounds played so far (env.Match).
func (m *Match) Round() int { return m.round }

// Done reports whether every round has been played (env.Match).
func (m *Match) Done() bool { return m.round >= m.cfg.Rounds }

// Rows is the number of rows of the board.
func (m *Match) Rows() int { return m.board.Rows }

// Cols is the number of columns of the board.
func (m *Match) Cols() int { return m.board.Cols }

// NumUnits is the number of units; ids are 0..NumUnits()-1 (env.Match).
func (m *Match) NumUnits() int { return len(m.units) }

// In reports whether p is on the board.
func (m *Match) In(p Pos) bool { return m.board.In(p) }

// Cell returns the cell at p (p must be on the board).
func (m *Match) Cell(p Pos) Cell {
	k := m.board.Index(p)
	c := Cell{Type: m.board.Kinds[k], Owner: -1, Unit: int(m.unitAt[k])}
	if city := m.board.cityOf[k]; city >= 0 {
		c.Owner = m.cityOwner[city]
	}
	return c
}

// CellType is the kind of the cell at p (p on the board).
func (m *Match) CellType(p Pos) CellType { return m.board.At(p) }

// UnitAt is the id of the unit at p, or −1 (p on the board).
func (m *Match) UnitAt(p Pos) int { return int(m.unitAt[m.board.Index(p)]) }

// Unit returns unit id (0 ≤ id < NumUnits()).
func (m *Match) Unit(id int) Unit { return m.units[id] }

// Units is every unit, indexed by id. The slice is the match's own: read only.
func (m *Match) Units() []Unit { return m.units }

// Warriors is team t's warrior ids in ascending order. Read only.
func (m *Match) Warriors(t int) []int { return m.warriors[t] }

// Cars is team t's car ids in ascending order. Read only.
func (m *Match) Cars(t int) []int { return m.cars[t] }

// NumCities is the number of cities team t owns.
func (m *Match) NumCities(t int) int { return m.numCities[t] }

// TotalScore is team t's accumulated score.
func (m *Match) TotalScore(t int) int { return m.total[t] }

// Score is team t's accumulated score (env.Match).
func (m *Match) Score(t int) int { return m.total[t] }

// Status is the original's CPU-time status of a team: always 0 here.
func (m *Match) Status(t int) float64 { return 0 }

// CityOwner is the team owning city c (cities numbered as Board().Cities).
func (m *Match) CityOwner(c int) int { return m.cityOwner[c] }

// CityAt is the index of the city covering p, or −1.
func (m *Match) CityAt(p Pos) int { return m.board.CityAt(p) }

// Turn is the team whose warriors may move this round: round mod 4.
func (m *Match) Turn() int { return m.round % NumTeams }

// CanMove reports whether unit id may move this round: "The units of player
// x are only allowed to move at the rounds that are congruent to x modulo
// 4 [...] cars that have fuel and are located on a road can move regardless
// of the round number." False for invalid ids.
func (m *Match) CanMove(id int) bool {
	if id < 0 || id >= len(m.units) {
		return false
	}
	u := &m.units[id]
	if u.Team == m.round%NumTeams {
		return true
	}
	return u.Kind == Car && u.Food > 0 && m.board.At(u.Pos) == Road
}

// Accepts reports whether the engine would select the order (id, d) from
// player me this round: a valid id of me's team, a direction 0..7 (None is
// dropped silently) and a unit that can move. A selected move may still do
// nothing (see Legal).
func (m *Match) Accepts(me, id int, d grid.Dir) bool {
	if id < 0 || id >= len(m.units) || m.units[id].Team != me {
		return false
	}
	return d >= grid.Bottom && d < grid.None && m.CanMove(id)
}

// Legal reports whether the order (id, d) from player me would be selected
// and, if executed on the current board, would be performed: the target is on
// the board and of a kind the unit may enter (whatever stands there).
func (m *Match) Legal(me, id int, d grid.Dir) bool {
	if !m.Accepts(me, id, d) {
		return false
	}
	u := &m.units[id]
	p := u.Pos.Add(d)
	return m.board.In(p) && u.Kind.Enters(m.board.At(p))
}

// UnitsHeld is how many warriors and cars team p holds (env.UnitHolder):
// a unit killed or captured is given to a rival team, so this is what a
// fight or a starving warrior wins or loses.
func (m *Match) UnitsHeld(p int) int {
	return env.Held(m.units, p, func(u *Unit) int { return u.Team })
}

// Captors appends the units that won a rival unit in the last round, one
// entry a capture (env.Captor): the car that ran a warrior over, the car a
// warrior ran into, the warrior that won a fight or an attack. A unit of
// one's own team that dies goes to a third team, and is not listed.
func (m *Match) Captors(dst []int) []int { return append(dst, m.captors...) }
