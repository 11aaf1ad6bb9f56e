package moria

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// TestDecodeGivesAttacksFirst: clan 0's wizard 1 steps right, its dwarf 0
// hits clan 2's dwarf (health 80) and its dwarf 2 (captured from clan 1)
// clan 3's (health 30). Slot order is 0, 1, 2; in units, facts and board
// mode the orders are given attacks first, the weakest target first, then
// the step: 2, 0, 1.
func TestDecodeGivesAttacksFirst(t *testing.T) {
	for _, mode := range []env.Mode{env.Units, env.Facts, env.Board} {
		m := scenario(t, testConfig(), 1, `
....
....
....
....
....
....`,
			u(0, 11, 11), at{id: 4, p: Pos{I: 11, J: 12}, health: 80, owner: -2},
			at{id: 2, p: Pos{I: 13, J: 11}, owner: 0}, at{id: 6, p: Pos{I: 13, J: 12}, health: 30, owner: -2},
			u(1, 15, 11))
		e, _ := newTestEncoder(t, m, mode)
		actions := make([]int32, e.Spec().Slots)
		for k := range actions {
			actions[k] = int32(grid.None)
		}
		own := e.SlotUnits(nil, m, 0)
		for _, id := range []int{0, 1, 2} {
			slot := slices.Index(own, id)
			if mode == env.Board {
				slot = index(m.units[id].Pos)
			}
			actions[slot] = int32(grid.Right)
		}
		var out jutge.Orders
		out.Reset(m.NumUnits())
		e.Decode(m, 0, actions, &out)
		want := []jutge.Order{{Unit: 2, Dir: int(grid.Right)}, {Unit: 0, Dir: int(grid.Right)}, {Unit: 1, Dir: int(grid.Right)}}
		if got := out.List(); !slices.Equal(got, want) {
			t.Errorf("%s: orders %v, want %v", mode, got, want)
		}
	}
}

// TestDecodeKeepsSlotOrderAmongEqualTargets: hits on targets of equal
// health keep slot order (the sort is stable, as the C++ export's).
func TestDecodeKeepsSlotOrderAmongEqualTargets(t *testing.T) {
	m := scenario(t, testConfig(), 1, `
....
....
....
....`,
		u(0, 11, 11), at{id: 4, p: Pos{I: 11, J: 12}, health: 50, owner: -2},
		at{id: 2, p: Pos{I: 13, J: 11}, owner: 0}, at{id: 6, p: Pos{I: 13, J: 12}, health: 50, owner: -2})
	e, _ := newTestEncoder(t, m, env.Facts)
	actions := make([]int32, e.Spec().Slots)
	for k := range actions {
		actions[k] = int32(grid.None)
	}
	own := e.SlotUnits(nil, m, 0)
	actions[slices.Index(own, 0)] = int32(grid.Right)
	actions[slices.Index(own, 2)] = int32(grid.Right)
	var out jutge.Orders
	out.Reset(m.NumUnits())
	e.Decode(m, 0, actions, &out)
	want := []jutge.Order{{Unit: 0, Dir: int(grid.Right)}, {Unit: 2, Dir: int(grid.Right)}}
	if got := out.List(); !slices.Equal(got, want) {
		t.Errorf("orders %v, want %v", got, want)
	}
}
