package madmax

import (
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
)

// TestThirstProgress checks thirst mode's progress on factsGrid (city 0 at
// rows 1-2, columns 1-2; Water at (5,3), so the cells a warrior drinks on
// nearest the city are (4,2)..(4,4)), worked out by hand: per direction
// 0..7 (bottom, bottom-right, right, top-right, top, top-left, left,
// bottom-left) the change of the field the warrior follows.
func TestThirstProgress(t *testing.T) {
	cases := []struct {
		name string
		u    Unit
		want [8]float32
	}{
		{
			// 2 steps from water, 5 water ≤ 2 + 6: down the water field,
			// out of the city it holds alone.
			name: "thirsty in my city",
			u:    w(0, 2, 2, 40, 5),
			want: [8]float32{-1, -1, 0, 1, 1, 1, 0, -1},
		},
		{
			// 9 water > 2 + 6: the need field; the city needs it (no
			// other warrior of mine holds it), so every step out of it is
			// charged.
			name: "not yet thirsty in my city",
			u:    w(0, 2, 2, 40, 9),
			want: [8]float32{1, 1, 1, 1, 0, 0, 0, 1},
		},
		{
			// 3 steps from the city, 3 food ≤ 3 + 3: up the food field.
			name: "hungry in the desert",
			u:    w(0, 5, 1, 3, 40),
			want: [8]float32{1, 1, 0, -1, -1, -1, 0, 1},
		},
		{
			// The same warrior in its city: food refills there, so it
			// follows the need field.
			name: "hungry in a city",
			u:    w(0, 1, 1, 3, 40),
			want: [8]float32{0, 0, 0, 1, 1, 1, 1, 1},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := scenario{grid: factsGrid, units: []Unit{tc.u}, seed: 1}.build(t)
			e, obs := newEnc(t, m, env.Thirst)
			e.Observe(m, 0, obs)
			if got := env.Float32s(obs[4])[:8]; !slices.Equal(got, tc.want[:]) {
				t.Errorf("progress %v, want %v", got, tc.want)
			}
		})
	}
}

// TestThirstIsRaidsButTheCredit: thirst mode writes raids mode's
// observation exactly, and the same progress for every unit but the
// warriors short of water or food, whose progress is their water or food
// field's change; over a played match some are.
func TestThirstIsRaidsButTheCredit(t *testing.T) {
	short := 0
	observeBoth(t, 301, 10, env.Raids, env.Thirst, true, func(m *Match, me int, te *Encoder, robs, tobs [][]byte) {
		f, rp, tp := env.Float32s(tobs[1]), env.Float32s(robs[4]), env.Float32s(tobs[4])
		n := int(grid.NumDirs)
		for s, id := range m.warriorsAndCars(me) {
			u := &m.units[id]
			where := fmt.Sprintf("round %d seat %d unit %d", m.round, me, id)
			want := rp[s*n : (s+1)*n]
			if fld := te.facts.thirstField(u); u.Kind == Warrior && m.CanMove(id) && fld >= 0 {
				short++
				want = make([]float32, n)
				row := f[s*NumRaidsFeatures : (s+1)*NumRaidsFeatures]
				legalChanges(m, me, u, row[featFields+9*fld+1:featFields+9*fld+9], want)
			}
			if got := tp[s*n : (s+1)*n]; !slices.Equal(got, want) {
				t.Fatalf("%s: progress %v, want %v", where, got, want)
			}
		}
	})
	if short == 0 {
		t.Error("no warrior that may move ran short of water or food")
	}
	t.Logf("%d rows of warriors short of water or food", short)
}
