package dominator

import (
	"testing"

	"github.com/edagym/edagym/env"
)

// TestClaimsProgress: on a board all painted by player 0 but two cells,
// (10,14) and (10,5), farmer A at (10,10) is nearer (10,14) but farmer B at
// (10,12) is nearer still, so A's progress leads to (10,5), which the goal
// field (features 22-29) does not; B's leads to (10,14); farmer C at (3,3)
// is nearest to no unpainted cell and keeps the goal field's steps.
func TestClaimsProgress(t *testing.T) {
	m := build(t, emptyGrid(), spec{Farmer, 0, 10, 10, 0}, spec{Farmer, 0, 10, 12, 0}, spec{Farmer, 0, 3, 3, 0})
	for i := 1; i < 20; i++ {
		for j := 1; j < 20; j++ {
			if p := (Pos{I: i, J: j}); p != (Pos{I: 10, J: 14}) && p != (Pos{I: 10, J: 5}) {
				m.paint(m.b.at(p), 0)
			}
		}
	}
	rows, obs := observeFacts(t, m, 0)
	prog := env.Float32s(obs[4])
	cases := []struct {
		farmer                       string
		slot                         int
		bottom, right, top, left     float32 // the progress
		gBottom, gRight, gTop, gLeft float32 // the goal field's steps
	}{
		{"A, toward (10,5)", 0, 1, 1, 1, -1, 1, -1, 1, 0},
		{"B, toward (10,14)", 1, 1, -1, 1, 1, 1, -1, 1, 1},
		{"C, no claim: the goal field", 2, -1, -1, 1, 1, -1, -1, 1, 1},
	}
	for _, c := range cases {
		p := prog[c.slot*int(NumDirs):]
		f := rows[c.slot] // the farmers are units 0, 1, 2, in slots 0, 1, 2
		got := [4]float32{p[Bottom], p[Right], p[Top], p[Left]}
		goal := [4]float32{f[featGoalStep+int(Bottom)], f[featGoalStep+int(Right)], f[featGoalStep+int(Top)], f[featGoalStep+int(Left)]}
		if want := [4]float32{c.bottom, c.right, c.top, c.left}; got != want {
			t.Errorf("farmer %s: progress (bottom, right, top, left) %v, want %v", c.farmer, got, want)
		}
		if want := [4]float32{c.gBottom, c.gRight, c.gTop, c.gLeft}; goal != want {
			t.Errorf("farmer %s: goal steps %v, want %v", c.farmer, goal, want)
		}
	}
}
