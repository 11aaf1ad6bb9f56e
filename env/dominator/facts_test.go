package dominator

import (
	"reflect"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
)

// ownedGrid is emptyGrid with every open cell painted by player p but the
// cells in except, and walls at walls.
func ownedGrid(p byte, except []Pos, walls ...Pos) []string {
	g := emptyGrid(walls...)
	for i := 1; i < len(g)-1; i++ {
		row := []byte(g[i])
		for j := 1; j < len(row)-1; j++ {
			if row[j] == '.' {
				row[j] = '0' + p
			}
		}
		for _, e := range except {
			if e.I == i {
				row[e.J] = '.'
			}
		}
		g[i] = string(row)
	}
	return g
}

// observeFacts observes m from seat me in facts mode, with a slot for every
// unit (build's config has none), and returns the rows of me's units by id.
func observeFacts(t *testing.T, m *Match, me int) (map[int][]float32, [][]byte) {
	t.Helper()
	cfg := *m.cfg
	cfg.Farmers = len(m.units)
	e, err := NewEncoder(&cfg, env.Facts)
	if err != nil {
		t.Fatal(err)
	}
	obs := e.Spec().NewObs()
	e.Observe(m, me, obs)
	feats := env.Float32s(obs[1])
	rows := map[int][]float32{}
	s := 0
	for id := range m.units {
		if m.mine(id, me) {
			rows[id] = feats[s*NumFactsFeatures : (s+1)*NumFactsFeatures]
			s++
		}
	}
	return rows, obs
}

// TestFacts asserts a unit's facts on small hand-made boards (21×21, seat
// 0, goal distances over 21 + 21): the listed features have the listed
// values and every other fact (features 21 to 94) is 0.
func TestFacts(t *testing.T) {
	cases := []struct {
		name  string
		grid  []string
		units []spec
		id    int
		want  map[int]float32
	}{
		{
			name:  "a farmer's goal field goes round a wall",
			grid:  ownedGrid(0, []Pos{{I: 5, J: 10}}, Pos{I: 5, J: 7}),
			units: []spec{{Farmer, 0, 5, 5, 0}},
			want: map[int]float32{featGoal: 7.0 / 42,
				// bottom, right and top are one step nearer, left one further,
				// and a farmer has no diagonal
				featGoalStep + 0: -1, featGoalStep + 2: -1, featGoalStep + 4: -1, featGoalStep + 6: 1,
				featGoalStep + 1: 1, featGoalStep + 3: 1, featGoalStep + 5: 1, featGoalStep + 7: 1},
		},
		{
			name:  "every cell painted: no goal for a farmer",
			grid:  ownedGrid(0, nil),
			units: []spec{{Farmer, 0, 5, 5, 0}},
			want: map[int]float32{featGoal: 1, featGoalStep + 0: 1, featGoalStep + 1: 1, featGoalStep + 2: 1, featGoalStep + 3: 1,
				featGoalStep + 4: 1, featGoalStep + 5: 1, featGoalStep + 6: 1, featGoalStep + 7: 1},
		},
		{
			name:  "a knight's goal field steps diagonally",
			grid:  emptyGrid(),
			units: []spec{{Knight, 0, 5, 5, 0}, {Farmer, 1, 8, 8, 0}},
			want: map[int]float32{featGoal: 3.0 / 42,
				featGoalStep + 1: -1, featGoalStep + 0: 0, featGoalStep + 2: 0, featGoalStep + 3: 1,
				featGoalStep + 4: 1, featGoalStep + 5: 1, featGoalStep + 6: 1, featGoalStep + 7: 1},
		},
		{
			name: "a knight's attacks, among rival knights",
			grid: emptyGrid(),
			units: []spec{{Knight, 0, 10, 10, 0}, {Farmer, 1, 11, 10, 50}, {Knight, 2, 9, 11, 0}, {Knight, 3, 10, 9, 75},
				{Farmer, 0, 11, 11, 0}},
			want: map[int]float32{featGoal: 1.0 / 42,
				// bottom, top right and left attack; the other cells are beside a rival
				featGoalStep + 0: -1, featGoalStep + 3: -1, featGoalStep + 6: -1,
				featFarmerPrey + 0: 0.5, featCapture + 0: 1, // 50 <= 60: one hit captures
				featKnightPrey + 3: 1,                                      // 200 > 90: it cannot
				featKnightPrey + 6: 75.0 / 200, featCapture + 6: 16.0 / 31, // damage 75..90 of 60..90
				// both rival knights reach every cell it may stand on but the
				// one my farmer holds (bottom right)
				featKnightsNear + 0: 0.5, featKnightsNear + 2: 0.5, featKnightsNear + 3: 0.5, featKnightsNear + 4: 0.5,
				featKnightsNear + 5: 0.5, featKnightsNear + 6: 0.5, featKnightsNear + 7: 0.5, featKnightsNear + 8: 0.5},
		},
		{
			name: "one hit captures: surely, maybe, never",
			grid: emptyGrid(),
			units: []spec{{Knight, 0, 10, 10, 0}, {Farmer, 1, 11, 10, 60}, {Farmer, 1, 10, 11, 61}, {Farmer, 2, 9, 10, 90},
				{Farmer, 3, 10, 9, 91}},
			want: map[int]float32{featGoal: 1.0 / 42,
				featGoalStep + 0: -1, featGoalStep + 2: -1, featGoalStep + 4: -1, featGoalStep + 6: -1,
				featFarmerPrey + 0: 0.6, featCapture + 0: 1,
				featFarmerPrey + 2: 0.61, featCapture + 2: 30.0 / 31,
				featFarmerPrey + 4: 0.9, featCapture + 4: 1.0 / 31,
				featFarmerPrey + 6: 0.91},
		},
		{
			name:  "a farmer beside a rival witch's haunt, a rival knight two cells away",
			grid:  emptyGrid(),
			units: []spec{{Farmer, 0, 10, 11, 0}, {Witch, 1, 10, 14, 0}, {Knight, 2, 12, 9, 0}},
			want: map[int]float32{featGoal: 1.0 / 42, // every cell but its own is still to paint
				featGoalStep + 0: -1, featGoalStep + 2: -1, featGoalStep + 4: -1, featGoalStep + 6: -1,
				featGoalStep + 1: 1, featGoalStep + 3: 1, featGoalStep + 5: 1, featGoalStep + 7: 1,
				featHaunted + 2: 1, // right is 2 from the witch
				// the witch 4 away below, top and left, 2 right, 3 where it stands
				featWitchNear + 0: 0.25, featWitchNear + 2: 0.75, featWitchNear + 4: 0.25, featWitchNear + 6: 0.25, featWitchNear + 8: 0.5,
				// the knight within two cells below, left and where it stands
				featKnightsNear + 0: 0.25, featKnightsNear + 6: 0.25, featKnightsNear + 8: 0.25},
		},
		{
			name: "a witch's spells per move",
			grid: emptyGrid(),
			units: []spec{{Witch, 0, 10, 10, 0}, {Farmer, 1, 10, 13, 0}, {Knight, 2, 11, 12, 0}, {Farmer, 0, 7, 10, 0},
				{Witch, 3, 12, 9, 0}},
			want: map[int]float32{featGoal: 3.0 / 42,
				featGoalStep + 0: -1, featGoalStep + 2: -1, featGoalStep + 4: 1, featGoalStep + 6: 1,
				featGoalStep + 1: 1, featGoalStep + 3: 1, featGoalStep + 5: 1, featGoalStep + 7: 1,
				// bottom: 2 from the other witch, the rival knight 2 from her
				featSpellOff + 0: 1, featSpellRivals + 0: 0.25,
				featSpellRivals + 1: 0.5,  // right: the rival farmer and knight
				featSpellMine + 2:   0.25, // top: my farmer
				featSpellOff + 3:    1,    // left: 2 from the other witch
			},
		},
		{
			// a unit beside a witch is only alive while she is inactive
			name:  "an inactive witch, a rival farmer beside her",
			grid:  emptyGrid(),
			units: []spec{{Witch, 0, 10, 10, 0}, {Witch, 1, 10, 12, 0}, {Farmer, 1, 9, 10, 0}, {Farmer, 0, 12, 9, 0}},
			want: map[int]float32{featGoal: 1.0 / 42,
				featGoalStep + 4: -1, featGoalStep + 0: 1, featGoalStep + 2: 1, featGoalStep + 6: 1,
				featGoalStep + 1: 1, featGoalStep + 3: 1, featGoalStep + 5: 1, featGoalStep + 7: 1,
				// bottom and left: out of the other witch's way, the rival
				// farmer and my farmer 2 from her
				featSpellRivals + 0: 0.25, featSpellMine + 0: 0.25, featSpellRivals + 3: 0.25, featSpellMine + 3: 0.25,
				// right and staying: the other witch within 2, the rival
				// farmer too
				featSpellOff + 1: 1, featSpellRivals + 1: 0.25, featSpellOff + 4: 1, featSpellRivals + 4: 0.25,
				// top: the farmer's cell, no move
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := build(t, c.grid, c.units...)
			rows, _ := observeFacts(t, m, 0)
			row := rows[c.id]
			for k := featGoal; k < NumFactsFeatures; k++ {
				if want := c.want[k]; row[k] != want {
					t.Errorf("feature %d = %v, want %v", k, row[k], want)
				}
			}
		})
	}
}

// TestFactsFollowTheView: the same scenario built for each seat, turned
// with its view (every position, owner and player), gives that seat the
// same observation, facts included, as seat 0 has of the original.
func TestFactsFollowTheView(t *testing.T) {
	units := []spec{{Knight, 0, 6, 5, 0}, {Farmer, 1, 7, 6, 40}, {Farmer, 0, 5, 9, 0}, {Witch, 0, 9, 9, 0},
		{Knight, 2, 8, 8, 130}, {Witch, 1, 12, 12, 0}, {Farmer, 3, 11, 10, 0}, {Witch, 3, 4, 15, 0}}
	grid := ownedGrid(0, []Pos{{I: 3, J: 3}, {I: 6, J: 12}, {I: 15, J: 4}}, Pos{I: 6, J: 7}, Pos{I: 7, J: 7})
	grid[10] = grid[10][:2] + "1123" + grid[10][6:]
	ref := build(t, grid, units...)
	_, want := observeFacts(t, ref, 0)
	for me := 1; me < 4; me++ {
		v := ref.View(me)
		turned := make([][]byte, len(grid))
		for i := range turned {
			turned[i] = []byte(strings.Repeat(".", len(grid)))
		}
		for i, row := range grid {
			for j, c := range []byte(row) {
				if c >= '0' && c <= '3' {
					c = '0' + (c-'0'+byte(me))%4
				}
				r := v.real(Pos{I: i, J: j})
				turned[r.I][r.J] = c
			}
		}
		g := make([]string, len(turned))
		for i := range turned {
			g[i] = string(turned[i])
		}
		var us []spec
		for _, u := range units {
			r := v.real(Pos{I: u.i, J: u.j})
			us = append(us, spec{u.t, (u.player + me) % 4, r.I, r.J, u.health})
		}
		_, got := observeFacts(t, build(t, g, us...), me)
		for k := range want {
			if !reflect.DeepEqual(got[k], want[k]) {
				t.Errorf("seat %d: tensor %d differs from seat 0's of the turned scenario", me, k)
			}
		}
	}
}
