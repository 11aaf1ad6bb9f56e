package madmax

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// TestDecodeKeepsMovesApart: a move onto a cell another unit of mine moves
// onto earlier in slot order gives no order, and the mask refuses a move
// onto a cell one of my units stands on; a move onto a rival or an empty
// cell is an order; units mode and board mode alike, with the claims of one
// call gone at the next.
func TestDecodeKeepsMovesApart(t *testing.T) {
	// Round 1, team 1's turn. Team 1's warriors are ids 0, 1, 2 and 4
	// (slots 0..3): (6,1), (6,3), (7,2), (7,4); id 3 is team 2's at (7,5).
	m := scenario{grid: encGrid, round: 1, seed: 1, units: []Unit{
		w(1, 6, 1, 40, 40), w(1, 6, 3, 40, 40), w(1, 7, 2, 40, 40), w(2, 7, 5, 40, 40), w(1, 7, 4, 40, 40),
	}}.build(t)
	const none = grid.None
	cases := []struct {
		name string
		acts [4]grid.Dir // per slot: ids 0, 1, 2, 4
		want []jutge.Order
	}{
		{"two onto one cell: the first in slot order moves", [4]grid.Dir{grid.Right, grid.Left, none, none},
			[]jutge.Order{{Unit: 0, Dir: int(grid.Right)}}},
		{"the first in slot order, not in the list of moves", [4]grid.Dir{grid.Right, none, grid.Top, none},
			[]jutge.Order{{Unit: 0, Dir: int(grid.Right)}}},
		{"onto my own unit: no order", [4]grid.Dir{none, none, none, grid.TL}, nil},
		{"onto a rival: an attack", [4]grid.Dir{none, none, none, grid.Right},
			[]jutge.Order{{Unit: 4, Dir: int(grid.Right)}}},
		{"apart: every move", [4]grid.Dir{grid.Left, grid.Right, grid.Top, grid.RT},
			[]jutge.Order{{Unit: 0, Dir: int(grid.Left)}, {Unit: 1, Dir: int(grid.Right)}, {Unit: 2, Dir: int(grid.Top)}, {Unit: 4, Dir: int(grid.RT)}}},
		{"again after a call that claimed those cells", [4]grid.Dir{grid.Left, grid.Right, grid.Top, grid.RT},
			[]jutge.Order{{Unit: 0, Dir: int(grid.Left)}, {Unit: 1, Dir: int(grid.Right)}, {Unit: 2, Dir: int(grid.Top)}, {Unit: 4, Dir: int(grid.RT)}}},
	}
	ids := []int{0, 1, 2, 4}
	e, _ := newEnc(t, m, env.Units)
	mask := make([]uint8, e.Spec().Slots*int(grid.NumDirs))
	e.Mask(m, 1, mask)
	if row := mask[3*9 : 4*9]; row[grid.TL] != 0 || row[grid.Right] != 1 || row[grid.Top] != 1 {
		t.Errorf("id 4's mask %v: onto my unit (left-top) refused, onto a rival (right) and an empty cell (top) allowed", row)
	}
	for _, mode := range []env.Mode{env.Units, env.Board} {
		e, _ := newEnc(t, m, mode)
		acts := make([]int32, e.Spec().Slots)
		for _, c := range cases {
			for s := range acts {
				acts[s] = int32(none)
			}
			for s, d := range c.acts {
				slot := s
				if mode == env.Board {
					slot = m.board.Index(m.units[ids[s]].Pos)
				}
				acts[slot] = int32(d)
			}
			var out jutge.Orders
			out.Reset(m.NumUnits())
			e.Decode(m, 1, acts, &out)
			if got := out.List(); !slices.Equal(got, c.want) {
				t.Errorf("%s, %s: orders %v, want %v", mode, c.name, got, c.want)
			}
		}
	}
}
