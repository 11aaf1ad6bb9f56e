package madmax

import (
	"testing"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/internal/threattest"
)

// TestThreat: a move onto a rival team's unit is a threat, whatever the
// kinds (a car running a warrior over, warriors fighting, even a warrior
// onto a car); onto one's own team, an empty cell or off the board is not.
// Units: 0 team 0's warrior at (3,3), 1 team 1's warrior at (3,4), 2 team
// 0's warrior at (2,3), 3 team 2's car at (4,3), 4 team 1's car at (4,4).
func TestThreat(t *testing.T) {
	m := scenario{grid: board1, units: []Unit{
		w(0, 3, 3, 40, 40), w(1, 3, 4, 40, 40), w(0, 2, 3, 40, 40), c(2, 4, 3, 50), c(1, 4, 4, 50),
	}}.build(t)
	threattest.Check(t, m, []threattest.Case{
		{"warrior onto a rival warrior", o(0, grid.Right), true},
		{"warrior onto a rival car", o(0, grid.Bottom), true},
		{"warrior onto its own team's warrior", o(0, grid.Top), false},
		{"warrior onto an empty cell", o(0, grid.Left), false},
		{"car onto a rival warrior", o(3, grid.Top), true},
		{"car onto a rival car", o(3, grid.Right), true},
		{"car onto its own team's warrior", o(4, grid.Top), false},
		{"warrior staying", o(0, grid.None), false},
		{"no such unit", o(9, grid.Right), false},
	})
}
