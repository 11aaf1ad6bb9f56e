package dominator

import "testing"

// TestFleeLook: a farmer (player 0, at 10,10) four cells right of a rival
// witch flees. Bottom, Right and Top each take it to distance 5. Without
// FleeLook it takes the first of them, Bottom, even into a dead end; with
// it, it weighs how far it can get two steps beyond, and how many open
// cells are beside it, and leaves the dead end for Top (three open
// neighbours, Right two). In the open all three look alike and it keeps
// the first, as before.
func TestFleeLook(t *testing.T) {
	deadEnd := []Pos{{I: 12, J: 10}, {I: 11, J: 9}, {I: 11, J: 11}}
	noLook := OverlordStyle
	noLook.FleeLook = 0
	for _, c := range []struct {
		name  string
		style Style
		walls []Pos
		want  Pos
	}{
		{"no look: into the dead end", noLook, deadEnd, Pos{I: 11, J: 10}},
		{"look: out of it", OverlordStyle, deadEnd, Pos{I: 9, J: 10}},
		{"no look, in the open: the first step", noLook, nil, Pos{I: 11, J: 10}},
		{"look, in the open: the same", OverlordStyle, nil, Pos{I: 11, J: 10}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := plannedStep(t, c.style, emptyGrid(c.walls...),
				spec{t: Farmer, player: 0, i: 10, j: 10},
				spec{t: Witch, player: 1, i: 10, j: 6},
			)
			if got != c.want {
				t.Errorf("the farmer steps to %v, want %v", got, c.want)
			}
		})
	}
}
