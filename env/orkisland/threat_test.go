package orkisland

import (
	"testing"

	"github.com/edagym/edagym/internal/threattest"
)

// TestThreat: a move onto a rival's ork (a fight) is a threat; onto one's
// own ork, an empty cell or water is not. Units: 0 player 0's ork at
// (1,1), 1 player 1's at (1,2), 2 player 0's at (2,1).
func TestThreat(t *testing.T) {
	u := func(p, i, j int) Unit { return Unit{ID: -1, Player: p, Pos: Pos{I: i, J: j}, Health: 10} }
	grid := append([]string(nil), island...)
	grid[4] = "W.CCPCW"
	m := testMatch(t, grid, islandCities, islandPaths, []Unit{u(0, 1, 1), u(1, 1, 2), u(0, 2, 1)})
	threattest.Check(t, m, []threattest.Case{
		{"onto a rival's ork", o(0, Right), true},
		{"the rival back", o(1, Left), true},
		{"onto its own ork", o(0, Bottom), false},
		{"into water", o(0, Top), false},
		{"onto an empty cell", o(1, Right), false},
		{"staying", o(0, None), false},
		{"no such unit", o(5, Right), false},
	})
}
