package dominator

import (
	"testing"

	"github.com/edagym/edagym/env/grid"
)

// TestKnightFinish: a knight (player 0, at 10,10) with a rival farmer to
// its right and a rival knight below strikes, in the Dummy's style, the
// farmer (farmers first: they fall in two hits); in the Overlord's
// (KnightFinish 60), the weakest rival this hit captures, farmer or knight,
// and the farmer again when neither is one hit from capture.
func TestKnightFinish(t *testing.T) {
	farmerAt, knightAt := Pos{I: 10, J: 11}, Pos{I: 11, J: 10}
	for _, c := range []struct {
		name               string
		style              Style
		farmerHP, knightHP int
		want               Pos
	}{
		{"Dummy: the farmer first", DummyStyle, 100, 50, farmerAt},
		{"Overlord: the knight one hit from capture", OverlordStyle, 100, 50, knightAt},
		{"Overlord: the knight at exactly 60", OverlordStyle, 100, 60, knightAt},
		{"Overlord: the knight at 61, the farmer first", OverlordStyle, 100, 61, farmerAt},
		{"Overlord: both one hit from capture, the weaker", OverlordStyle, 40, 50, farmerAt},
		{"Overlord: both one hit from capture, the weaker knight", OverlordStyle, 55, 30, knightAt},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := plannedStep(t, c.style, emptyGrid(),
				spec{t: Knight, player: 0, i: 10, j: 10},
				spec{t: Farmer, player: 1, i: farmerAt.I, j: farmerAt.J, health: c.farmerHP},
				spec{t: Knight, player: 2, i: knightAt.I, j: knightAt.J, health: c.knightHP},
			)
			if got != c.want {
				t.Errorf("the knight strikes %v, want %v", got, c.want)
			}
		})
	}
}

// plannedStep plans player 0's orders on the board in style s (no
// generator) and returns the cell unit 0 (the first spec) moves to or
// strikes; it fails the test if the unit stays.
func plannedStep(t *testing.T, s Style, board []string, units ...spec) Pos {
	t.Helper()
	m := build(t, board, units...)
	d := NewPlanner(s, nil)
	d.Plan(m, 0)
	dir := d.OrderOf(0)
	if dir == grid.None {
		t.Fatalf("unit 0 stays")
	}
	return Pos{I: units[0].i, J: units[0].j}.Add(dir)
}
