package moria

import (
	"testing"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/internal/threattest"
)

// TestThreat: a dwarf's move onto another clan's unit or an orc is a
// threat; onto its own clan's, an empty cell or rock, or any wizard's
// move, is not. testConfig's ids: clan c's dwarf 2c and wizard 2c+1, orcs 8
// and 9.
func TestThreat(t *testing.T) {
	m := scenario(t, testConfig(), 1, "...\n...\n...",
		u(0, 11, 11), u(2, 11, 12), u(1, 10, 11), u(3, 12, 11),
		at{id: 8, p: Pos{I: 11, J: 10}, owner: -2})
	threattest.Check(t, m, []threattest.Case{
		{"clan 0's dwarf onto clan 1's dwarf", jutge.Order{Unit: 0, Dir: int(grid.Right)}, true},
		{"onto clan 1's wizard", jutge.Order{Unit: 0, Dir: int(grid.Bottom)}, true},
		{"onto an orc", jutge.Order{Unit: 0, Dir: int(grid.Left)}, true},
		{"onto its own wizard", jutge.Order{Unit: 0, Dir: int(grid.Top)}, false},
		{"onto an empty cave cell", jutge.Order{Unit: 0, Dir: int(grid.BR)}, false},
		{"clan 1's wizard onto clan 0's dwarf: wizards cannot hit", jutge.Order{Unit: 3, Dir: int(grid.Top)}, false},
		{"clan 1's dwarf onto clan 0's dwarf", jutge.Order{Unit: 2, Dir: int(grid.Left)}, true},
		{"a dwarf staying", jutge.Order{Unit: 0, Dir: int(grid.None)}, false},
		{"no such unit", jutge.Order{Unit: -1, Dir: int(grid.Right)}, false},
	})
}
