package dominator

import (
	"errors"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// Why an order is not accepted.
var (
	ErrNoUnit   = errors.New("no such unit")
	ErrNotOwn   = errors.New("not own unit")
	ErrBadDir   = errors.New("no such direction")
	ErrDiagonal = errors.New("only knights move diagonally")
)

// CheckOrder reports whether the order (id, d), given by player p in its own
// rotated frame, would be accepted into the round's movements: nil if so
// (None included, which is accepted but moves nothing). The move may still
// fail when executed (a wall, an occupied cell, a haunted cell...).
func (m *Match) CheckOrder(p, id int, d grid.Dir) error {
	if id < 0 || id >= len(m.units) {
		return ErrNoUnit
	}
	u := &m.units[id]
	if u.Player != p {
		return ErrNotOwn
	}
	if d < 0 || d > grid.None {
		return ErrBadDir
	}
	if d.Diagonal() && u.Type != Knight {
		return ErrDiagonal
	}
	return nil
}

// collectOrders turns each player's orders into real-frame movements.
//
// Rule: "Every round, more than one order can be given to the same unit,
// although only the first such order (if any) will be selected." Orders for
// units of other players, unknown directions, and diagonal orders to farmers
// or witches are dropped with a warning; None adds nothing. A dropped or None
// order does not count as moving, so that unit heals. The direction is
// turned back from the player's view: real = (d + 2p) mod 8.
func collectOrders(m *Match, orders [][]jutge.Order) {
	for p, list := range orders {
		for _, o := range list {
			d := grid.Dir(o.Dir)
			if err := m.CheckOrder(p, o.Unit, d); err != nil {
				if m.log != nil {
					m.logf("warning: %v: player %d, unit %d, direction %d\n", err, p, o.Unit, o.Dir)
				}
				continue
			}
			if d == grid.None {
				continue
			}
			m.moves = append(m.moves, move{o.Unit, grid.Dir((int(d) + 2*p) % 8)})
		}
	}
}
