package dominator

import (
	"testing"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/internal/threattest"
)

// TestThreat: which orders threaten a rival, the direction read in the
// ordering player's view (player 1's view turns the board a quarter: its
// Bottom is the real Right). Units: 0 player 1's knight at (5,5), 1 player
// 0's farmer at (5,6), 2 player 1's farmer at (6,5), 3 player 2's witch at
// (4,5), 4 player 1's witch at (15,15), 5 player 0's knight at (5,4).
func TestThreat(t *testing.T) {
	m := build(t, emptyGrid(),
		spec{Knight, 1, 5, 5, 0}, spec{Farmer, 0, 5, 6, 0}, spec{Farmer, 1, 6, 5, 0},
		spec{Witch, 2, 4, 5, 0}, spec{Witch, 1, 15, 15, 0}, spec{Knight, 0, 5, 4, 0})
	view := func(real grid.Dir) int { return int((real - 2 + 8) % 8) } // player 1's
	threattest.Check(t, m, []threattest.Case{
		{"the knight onto the rival farmer (real Right)", jutge.Order{Unit: 0, Dir: view(grid.Right)}, true},
		{"the same direction read as real: Bottom, its own farmer", jutge.Order{Unit: 0, Dir: int(grid.Right)}, false},
		{"the knight onto the rival knight (real Left)", jutge.Order{Unit: 0, Dir: view(grid.Left)}, true},
		{"the knight onto its own farmer (real Bottom)", jutge.Order{Unit: 0, Dir: view(grid.Bottom)}, false},
		{"the knight onto a rival witch (real Top)", jutge.Order{Unit: 0, Dir: view(grid.Top)}, false},
		{"the knight onto an empty cell", jutge.Order{Unit: 0, Dir: view(grid.BR)}, false},
		{"the knight stays", jutge.Order{Unit: 0, Dir: int(grid.None)}, false},
		{"a farmer onto a rival", jutge.Order{Unit: 1, Dir: int(grid.Left)}, false},
		{"a witch's move", jutge.Order{Unit: 4, Dir: int(grid.Top)}, true},
		{"no such unit", jutge.Order{Unit: 99, Dir: 0}, false},
		{"no such direction", jutge.Order{Unit: 0, Dir: 11}, false},
	})
	// The threat is an attack to the engine: the farmer is hit.
	m.Step(viewOrders([3]int{1, 0, view(grid.Right)}))
	if h := m.units[1].Health; h >= 100 {
		t.Errorf("the rival farmer's health after the attack: %d, want below 100", h)
	}
}
