package dominator

import "testing"

// TestWitchHarass: a witch (player 0, at 10,10) with one rival farmer 4 to
// her right and five rival farmers 6 from her above. The Overlord's witch
// walks to the nearest rival, right; the Harrier's (WitchHarass 10,
// HarassRadius 5) up, where six rivals are within 5 of her step (to the
// right, three).
func TestWitchHarass(t *testing.T) {
	for _, c := range []struct {
		name  string
		style Style
		want  Pos
	}{
		{"Overlord: the nearest rival", OverlordStyle, Pos{I: 10, J: 11}},
		{"Harrier: the most rivals", HarrierStyle, Pos{I: 9, J: 10}},
	} {
		t.Run(c.name, func(t *testing.T) {
			units := []spec{{t: Witch, player: 0, i: 10, j: 10}, {t: Farmer, player: 1, i: 10, j: 14}}
			for _, p := range []Pos{{I: 4, J: 10}, {I: 5, J: 9}, {I: 5, J: 11}, {I: 6, J: 8}, {I: 6, J: 12}} {
				units = append(units, spec{t: Farmer, player: 2, i: p.I, j: p.J})
			}
			if got := plannedStep(t, c.style, emptyGrid(), units...); got != c.want {
				t.Errorf("the witch steps to %v, want %v", got, c.want)
			}
		})
	}
}
