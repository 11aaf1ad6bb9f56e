package dominator

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
)

// View is what one player sees: the match rotated so that the player is
// always player 0 with its home quadrant at the top left, as the original
// hands each player a rotated copy of the state. Orders given in the view's
// directions are turned back to the real board by the engine. A View is a
// small value that computes the rotation on the fly; it allocates nothing.
type View struct {
	m  *Match
	me int
	n  int
}

// ViewOf is player me's view of m, which must be a *Match.
func ViewOf(m env.Match, me int) View {
	mm := m.(*Match)
	return View{mm, me, mm.b.rows}
}

// View is player me's view of the match.
func (m *Match) View(me int) View { return View{m, me, m.b.rows} }

// Match is the real, unrotated match.
func (v View) Match() *Match { return v.m }

// Real is the real player shown as player k in the view.
func (v View) Real(k int) int { return (k + v.me) % 4 }

// Rel is how the view shows real player p (the viewer is 0).
func (v View) Rel(p int) int { return (p - v.me + 4) % 4 }

// real maps a view position to the real board.
func (v View) real(p Pos) Pos {
	switch v.me {
	case 1:
		return Pos{I: v.n - 1 - p.J, J: p.I}
	case 2:
		return Pos{I: v.n - 1 - p.I, J: v.n - 1 - p.J}
	case 3:
		return Pos{I: p.J, J: v.n - 1 - p.I}
	}
	return p
}

// local maps a real position to the view.
func (v View) local(p Pos) Pos {
	switch v.me {
	case 1:
		return Pos{I: p.J, J: v.n - 1 - p.I}
	case 2:
		return Pos{I: v.n - 1 - p.I, J: v.n - 1 - p.J}
	case 3:
		return Pos{I: v.n - 1 - p.J, J: p.I}
	}
	return p
}

// RealDir is the real-board direction of the view's direction d.
func (v View) RealDir(d grid.Dir) grid.Dir {
	if d < 0 || d >= grid.None {
		return d
	}
	return grid.Dir((int(d) + 2*v.me) % 8)
}

// Config is the match's parameters.
func (v View) Config() *Config { return v.m.cfg }

// Rows is the board's number of rows (equal to Cols).
func (v View) Rows() int { return v.m.b.rows }

// Cols is the board's number of columns.
func (v View) Cols() int { return v.m.b.cols }

// Round is the number of rounds played so far.
func (v View) Round() int { return v.m.round }

// PosOK reports whether p is on the board.
func (v View) PosOK(p Pos) bool { return v.m.b.in(p) }

// Cell is the view's cell at p, with its owner relative to the viewer; it
// must be on the board.
func (v View) Cell(p Pos) Cell {
	c := *v.m.b.at(v.real(p))
	if c.Owner >= 0 {
		c.Owner = int8(v.Rel(int(c.Owner)))
	}
	return c
}

// Unit is unit id as the viewer sees it: its player relative to the viewer
// and its position in the view. A unit off the board is shown unrotated, as
// in the original.
func (v View) Unit(id int) Unit {
	u := v.m.units[id]
	if v.m.onBoard(id) {
		u.Player = v.Rel(u.Player)
		u.Pos = v.local(u.Pos)
	}
	return u
}

// Farmers lists the ids of the farmers of view player k, ascending.
func (v View) Farmers(k int) []int { return v.m.farmers[v.Real(k)] }

// Knights lists the ids of the knights of view player k, ascending.
func (v View) Knights(k int) []int { return v.m.knights[v.Real(k)] }

// Witches lists the ids of the witches of view player k, ascending.
func (v View) Witches(k int) []int { return v.m.witches[v.Real(k)] }

// Land is the number of cells of view player k.
func (v View) Land(k int) int { return v.m.land[v.Real(k)] }

// TotalScore is the total score of view player k.
func (v View) TotalScore(k int) int { return v.m.total[v.Real(k)] }

// Status is view player k's CPU status; always 0 in this engine.
func (v View) Status(k int) float64 { return 0 }

// CheckOrder reports whether the order (id, d), in the view's directions,
// would be accepted (see Match.CheckOrder).
func (v View) CheckOrder(id int, d grid.Dir) error { return v.m.CheckOrder(v.me, id, d) }
