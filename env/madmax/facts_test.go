package madmax

import (
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
)

// factsGrid: a city of team 0 (city 0) and one of team 1 (city 1), a road
// along row 4, Water at (5, 3), a Station at (5, 8) and walls in row 6.
var factsGrid = []string{
	"............",
	".00.....11..",
	".00.....11..",
	"............",
	"RRRRRRRRRRRR",
	"...W....S...",
	"....XXX.....",
	"............",
}

// block is a field's 9 features: the value at the unit, then the change
// moving in directions 0..7 (bottom, bottom-right, right, top-right, top,
// top-left, left, bottom-left).
type block [9]float32

// TestFactsFeatures checks facts mode's features 28..81 on hand-made
// boards, worked out from the rules: distances by hand, with walls, water
// and cities in the way.
func TestFactsFeatures(t *testing.T) {
	ones := block{1, 1, 1, 1, 1, 1, 1, 1, 1}
	cases := []struct {
		name   string
		grid   []string
		units  []Unit
		round  int
		id     int // my unit (seat 0) whose row is checked
		fields map[int]block
		win    [8]float32
		lose   [8]float32
		census [2]float32
	}{
		{
			name: "warrior on the desert: the city to take, water, food, a rival car on the road",
			grid: factsGrid,
			// The rival car drives 1 a Road step, 4 a Desert step: 5 to
			// reach the warrior (a road step, then onto its desert cell).
			units: []Unit{w(0, 3, 5, 40, 10), c(1, 4, 7, 50)},
			id:    0,
			fields: map[int]block{
				fieldTarget: {3. / 40, 0, -1, -1, -1, 0, 1, 1, 1},    // city 1, 3 steps up-right
				fieldRefill: {1. / 40, 0, 1, 1, 1, 1, 1, 0, -1},      // (4, 4) is next to the Water
				fieldFood:   {3. / 40, 0, -1, -1, -1, 0, -1, -1, -1}, // either city, 3 steps
				fieldDanger: {5. / 32, -0.75, -1, -0.25, 0.75, 0.75, 1, 0.25, -0.5},
			},
		},
		{
			name: "warrior in a rival city: thunderdome, attacks outside, own units, a rival car, the census",
			grid: factsGrid,
			units: []Unit{
				w(0, 2, 8, 40, 30), // mine, in city 1 (team 1's)
				w(1, 1, 8, 40, 10), // top, in the city: the thunderdome, 30 against 10
				w(2, 3, 9, 20, 6),  // bottom-right, on the desert: water 6, an attack captures it
				w(3, 3, 8, 7, 30),  // bottom, on the desert: food 7, an attack does not
				w(0, 2, 9, 40, 40), // right, mine in the city: one of the two dies
				c(1, 3, 7, 50),     // bottom-left: a rival car, suicide
				w(0, 1, 7, 40, 40), // mine on the desert, top-left: outside, not at 6 or less
			},
			id: 0,
			fields: map[int]block{
				fieldTarget: {0, 1, 1, 0, 0, 0, 1, 1, 1}, // in a city to take; off it, 1 step
				// Cars do not enter cities: unreached here (1); the desert
				// around is reached (-1), the city cells are not (1).
				fieldDanger: {1, -1, -1, 1, 1, 1, -1, -1, -1},
			},
			win:    [8]float32{0, 1, 0, 0, 0.75, 0, 0, 0},
			lose:   [8]float32{0, 0, 1, 0, 0.25, 0, 0, 1},
			census: [2]float32{2. / 8, 1. / 8},
		},
		{
			name: "car on the road: hunt, fuel, no food field, run-overs and crashes",
			grid: factsGrid,
			units: []Unit{
				c(0, 4, 2, 50),     // mine, on the road
				w(2, 5, 2, 40, 40), // bottom: a rival warrior, run over
				c(3, 4, 3, 50),     // right: a rival car, a crash
				w(0, 3, 2, 40, 40), // top: mine, run over
				w(1, 3, 3, 5, 40),  // top-right: a rival warrior, run over
			},
			round: 1,
			id:    0,
			fields: map[int]block{
				// Bottom-right is Water: a car may not enter it (1).
				fieldTarget: {1. / 100, -0.25, 1, 0, -0.25, 0.75, 1, 0, 0.75},
				fieldRefill: {5. / 100, 0.75, 1, -0.25, 0.5, 0.75, 1, 0.25, 1}, // 5 road steps to (4, 7)
				fieldFood:   ones,
				fieldDanger: {1. / 32, 0.75, 1, -0.25, 0.75, 0.75, 1, 0.25, 1},
			},
			win:  [8]float32{1, 0, 0, 1, 0, 0, 0, 0},
			lose: [8]float32{0, 0, 1, 0, 1, 0, 0, 0},
		},
		{
			name: "every city mine: no city to take",
			grid: []string{
				"............",
				".00.....00..",
				".00.....00..",
				"............",
				"RRRRRRRRRRRR",
				"...W....S...",
			},
			units: []Unit{w(0, 3, 5, 40, 40)},
			id:    0,
			fields: map[int]block{
				fieldTarget: ones,
				fieldDanger: ones, // no rival car
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := scenario{grid: tc.grid, units: tc.units, round: tc.round, seed: 1}.build(t)
			e, obs := newEnc(t, m, env.Facts)
			e.Observe(m, 0, obs)
			s := slices.Index(m.warriorsAndCars(0), tc.id)
			f := env.Float32s(obs[1])[s*NumFactsFeatures : (s+1)*NumFactsFeatures]
			for fld, want := range tc.fields {
				if got := f[featFields+9*fld : featFields+9*fld+9]; !slices.Equal(got, want[:]) {
					t.Errorf("field %d: %v, want %v", fld, got, want)
				}
			}
			if got := f[featWin : featWin+8]; !slices.Equal(got, tc.win[:]) {
				t.Errorf("win %v, want %v", got, tc.win)
			}
			if got := f[featLose : featLose+8]; !slices.Equal(got, tc.lose[:]) {
				t.Errorf("lose %v, want %v", got, tc.lose)
			}
			if got := f[featCensus : featCensus+2]; !slices.Equal(got, tc.census[:]) {
				t.Errorf("census %v, want %v", got, tc.census)
			}
		})
	}
}

// warriorsAndCars is seat me's units in slot order (ascending ids).
func (m *Match) warriorsAndCars(me int) []int {
	var own []int
	for id := range m.units {
		if m.units[id].Team == me {
			own = append(own, id)
		}
	}
	return own
}

// TestFactsMatchReference: over mid-game states of Immortan matches, from
// every seat, facts mode's crops, unit mask, globals and features 0..27
// are units mode's, and features 28..81 are those a reference written
// from the definitions computes (refFacts: its own Dijkstra searches, the
// rules restated) for a unit that may move, 0 for one that may not; empty
// slots are 0. Every feature takes a nonzero value
// somewhere.
func TestFactsMatchReference(t *testing.T) {
	var ue, fe *Encoder
	var uobs, fobs [][]byte
	var nonzero [NumFactsFeatures]int
	states, progressed := 0, 0
	playPlanned(t, 7, 161, func(m *Match) {
		if m.round%5 != 0 { // every team's turn in turn: only units that may move have facts
			return
		}
		if ue == nil {
			ue, uobs = newEnc(t, m, env.Units)
			fe, fobs = newEnc(t, m, env.Facts)
		}
		for me := 0; me < NumTeams; me++ {
			states++
			ue.Observe(m, me, uobs)
			fe.Observe(m, me, fobs)
			for k := range uobs {
				if k != 1 && !slices.Equal(uobs[k], fobs[k]) {
					t.Fatalf("round %d seat %d: tensor %d differs from units mode", m.round, me, k)
				}
			}
			uf, ff := env.Float32s(uobs[1]), env.Float32s(fobs[1])
			own := m.warriorsAndCars(me)
			ref := refFacts(m, me)
			for s, id := range own {
				f := ff[s*NumFactsFeatures : (s+1)*NumFactsFeatures]
				where := fmt.Sprintf("round %d seat %d unit %d", m.round, me, id)
				if !slices.Equal(f[:NumFeatures], uf[s*NumFeatures:(s+1)*NumFeatures]) {
					t.Fatalf("%s: features 0..27 differ from units mode", where)
				}
				want := ref(id)
				if !m.CanMove(id) {
					want = make([]float32, NumFactsFeatures) // its one choice is none: no facts
				}
				for x := NumFeatures; x < NumFactsFeatures; x++ {
					if f[x] != want[x] {
						t.Fatalf("%s: feature %d = %v, the reference %v", where, x, f[x], want[x])
					}
					if f[x] != 0 {
						nonzero[x]++
					}
				}
			}
			if slices.ContainsFunc(ff[len(own)*NumFactsFeatures:], func(v float32) bool { return v != 0 }) {
				t.Fatalf("round %d seat %d: an empty slot has features", m.round, me)
			}
			// the progress tensor: the target field's change per legal move,
			// 0 for a warrior in a city, for none and for empty slots
			prog := env.Float32s(fobs[4])
			for s := range fe.Spec().Slots {
				for d := grid.Dir(0); d <= grid.None; d++ {
					want := float32(0)
					if s < len(own) && d < grid.None && m.Legal(me, own[s], d) &&
						!(m.units[own[s]].Kind == Warrior && m.board.CityAt(m.units[own[s]].Pos) >= 0) {
						want = ff[s*NumFactsFeatures+featFields+1+int(d)]
						progressed++
					}
					if got := prog[s*int(grid.NumDirs)+int(d)]; got != want {
						t.Fatalf("round %d seat %d slot %d move %d: progress %v, want %v", m.round, me, s, d, got, want)
					}
				}
			}
		}
	})
	t.Logf("%d states, %d moves with progress; rows with each facts feature nonzero: %v", states, progressed, nonzero[NumFeatures:])
	if progressed == 0 {
		t.Error("no move had progress")
	}
	for x := NumFeatures; x < NumFactsFeatures; x++ {
		if nonzero[x] == 0 {
			t.Errorf("feature %d is 0 in every row", x)
		}
	}
}

// BenchmarkObserve: one seat's observation in a busy round, per mode.
func BenchmarkObserve(b *testing.B) {
	var m0 *Match
	playPlanned(b, 5, 60, func(m *Match) { m0 = m })
	for _, mode := range []env.Mode{env.Units, env.Plan, env.Facts, env.Needs, env.Raids, env.Thirst, env.Wary} {
		b.Run(string(mode), func(b *testing.B) {
			e, obs := newEnc(b, m0, mode)
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				e.Observe(m0, i%NumTeams, obs)
			}
		})
	}
}
