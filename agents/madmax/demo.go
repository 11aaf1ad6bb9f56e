package madmax

import (
	"fmt"
	"io"
	"slices"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	mm "github.com/edagym/edagym/env/madmax"
)

// Demo is an exact port of the original Demo player (engine §5.3): the same
// decisions and the same draws from its own generator.
type Demo struct {
	rng   *jutge.Random
	kind  []int8 // per car id: -1 unseen, else 0 (random directions) or 1 (Top)
	perm  []int
	Debug io.Writer // the original's "(i, j)" debug lines; nil drops them
}

// Play implements env.Player.
func (d *Demo) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*mm.Match)
	if d.kind == nil {
		d.kind = make([]int8, m.NumUnits())
		for i := range d.kind {
			d.kind[i] = -1
		}
	}
	if m.Round()%4 == me {
		d.warriors(m, me, out)
	}
	for _, id := range m.Cars(me) {
		if d.kind[id] < 0 {
			d.kind[id] = int8(d.rng.Int(0, 1))
		}
		if m.CanMove(id) {
			if d.kind[id] == 0 {
				out.Add(id, d.rng.Int(0, 7))
			} else {
				out.Add(id, int(grid.Top))
			}
		}
	}
}

// warriors moves the warriors in a random order, each by the Demo's chain
// of odd rules.
func (d *Demo) warriors(m *mm.Match, me int, out *jutge.Orders) {
	W := m.Warriors(me)
	d.perm = d.rng.Permutation(len(W), d.perm)
	r := m.Round()
	for _, k := range d.perm {
		id := W[k]
		u := m.Unit(id)
		switch {
		case d.rng.Int(0, 2) == 0:
			out.Add(id, int(grid.Right))
		case m.CellType(u.Pos) == mm.City:
			out.Add(id, int(grid.Bottom))
		case r < 40:
			out.Add(id, int(grid.Left))
		case r < 120:
			out.Add(id, int(grid.None))
		case d.rng.Int(0, 1) == 1:
			var buf [4]mm.Pos
			set := buf[:0]
			for len(set) < 4 {
				a := d.rng.Int(0, 59) // the column comes first (engine §12)
				b := d.rng.Int(0, 59)
				p := mm.Pos{I: b, J: a}
				if !slices.Contains(set, p) {
					set = append(set, p)
				}
			}
			slices.SortFunc(set, func(p, q mm.Pos) int {
				if p.Less(q) {
					return -1
				}
				if q.Less(p) {
					return 1
				}
				return 0
			})
			if set[d.rng.Int(0, 3)].I >= 30 {
				out.Add(id, int(grid.Bottom))
			} else {
				out.Add(id, int(grid.RT))
			}
		case m.Status(0) > 0.8:
			out.Add(id, int(grid.Left))
		case m.TotalScore(1) > 10000:
			out.Add(id, int(grid.TL))
		case carAt(m, mm.Pos{I: 4, J: 2}):
			out.Add(id, int(grid.BR))
		case u.Food < 20:
			out.Add(id, 2*d.rng.Int(0, 3))
		case u.Water > 10:
			out.Add(id, int(grid.Left))
		case m.Cell(mm.Pos{I: 10, J: 20}).Owner == 2:
			out.Add(id, int(grid.None))
		case m.NumCities(3) == 1:
			out.Add(id, int(grid.LB))
		default:
			if d.Debug != nil {
				fmt.Fprintf(d.Debug, "(%d, %d)\n", u.Pos.I, u.Pos.J)
			}
		}
	}
}

// carAt reports whether a car stands at p (p on the board).
func carAt(m *mm.Match, p mm.Pos) bool {
	if !m.In(p) {
		return false
	}
	id := m.UnitAt(p)
	return id >= 0 && m.Unit(id).Kind == mm.Car
}
