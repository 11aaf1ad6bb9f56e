package madmax

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// encGrid has every cell kind, a city of team 0 and a one-cell city of team 1.
var encGrid = []string{
	".....X....",
	".000......",
	".000......",
	"..........",
	"RRRRRRRRRR",
	"..W..S....",
	"........1.",
	"..........",
}

// encMatch: round 2 (team 2's turn), scores 10 20 30 40, cities 1 1 0 0.
//
//	id 0: warrior of team 0 in the city, food 40, water 20
//	id 1: car of team 1 on the road, fuel 50 (may move: fuel on a road)
//	id 2: warrior of team 1 on the desert, food 30, water 40 (may not move)
//	id 3: car of team 0 on the desert, no fuel
//	id 4: warrior of team 2 in the bottom-left corner (its turn)
func encMatch(t *testing.T) *Match {
	m := scenario{grid: encGrid, round: 2, seed: 1, units: []Unit{
		w(0, 2, 2, 40, 20), c(1, 4, 3, 50), w(1, 1, 4, 30, 40), c(0, 3, 7, 0), w(2, 7, 0, 40, 40),
	}}.build(t)
	m.total = [NumTeams]int{10, 20, 30, 40}
	m.numCities = [NumTeams]int{1, 1, 0, 0}
	return m
}

func newEnc(t testing.TB, m *Match, mode env.Mode) (*Encoder, [][]byte) {
	t.Helper()
	e, err := NewEncoder(m.cfg, mode)
	if err != nil {
		t.Fatal(err)
	}
	return e, e.Spec().NewObs()
}

func TestEncoderSpec(t *testing.T) {
	c := Default()
	u, err := NewEncoder(c, env.Units)
	if err != nil {
		t.Fatal(err)
	}
	s := u.Spec()
	if s.Slots != 92 || s.Actions != 9 || len(s.Names) != 9 || s.Names[8] != "none" || s.Rounds != 500 {
		t.Errorf("units spec %+v", s)
	}
	want := [][]int{{92, NumPlanes, CropSize, CropSize}, {92, NumFeatures}, {92}, {NumGlobals}}
	for k, ts := range s.Obs {
		if !slices.Equal(ts.Shape, want[k]) {
			t.Errorf("%s shape %v, want %v", ts.Name, ts.Shape, want[k])
		}
	}
	b, _ := NewEncoder(c, env.Board)
	if s := b.Spec(); s.Slots != 3600 || !slices.Equal(s.Obs[0].Shape, []int{NumPlanes, 60, 60}) || !slices.Equal(s.Obs[1].Shape, []int{NumGlobals}) {
		t.Errorf("board spec %+v", s)
	}
	if _, err := NewEncoder(c, "pixels"); err == nil {
		t.Error("an unknown mode must be an error")
	}
}

func TestBoardPlanes(t *testing.T) {
	m := encMatch(t)
	e, obs := newEnc(t, m, env.Board)
	e.Observe(m, 1, obs) // seen by team 1: teams 1, 2, 3, 0 are relative 0, 1, 2, 3
	planes, g := obs[0], env.Float32s(obs[1])
	n := 8 * 10
	at := func(plane, i, j int) uint8 { return planes[plane*n+i*10+j] }
	for _, tc := range []struct {
		name        string
		plane, i, j int
		want        uint8
	}{
		{"desert", planeKind + int(Desert), 0, 0, 1},
		{"wall", planeKind + int(Wall), 0, 5, 1},
		{"city", planeKind + int(City), 1, 1, 1},
		{"road", planeKind + int(Road), 4, 3, 1},
		{"water", planeKind + int(Water), 5, 2, 1},
		{"station", planeKind + int(Station), 5, 5, 1},
		{"road is not desert", planeKind + int(Desert), 4, 3, 0},
		{"team 0's city is relative 3", planeOwner + 3, 1, 1, 1},
		{"team 1's city is mine", planeOwner + 0, 6, 8, 1},
		{"no owner off cities", planeOwner + 3, 3, 3, 0},
		{"team 0's warrior", planeWarrior + 3, 2, 2, 1},
		{"its food", planeFood, 2, 2, 255},
		{"its water", planeWater, 2, 2, 127},
		{"my warrior", planeWarrior + 0, 1, 4, 1},
		{"my car", planeCar + 0, 4, 3, 1},
		{"its fuel", planeFuel, 4, 3, 127},
		{"team 0's car", planeCar + 3, 3, 7, 1},
		{"team 2's warrior", planeWarrior + 1, 7, 0, 1},
		{"my car may move (fuel on a road)", planeCanMove, 4, 3, 1},
		{"team 2 may move (its turn)", planeCanMove, 7, 0, 1},
		{"my warrior may not", planeCanMove, 1, 4, 0},
		{"team 0's car may not (no fuel, not its turn)", planeCanMove, 3, 7, 0},
	} {
		if got := at(tc.plane, tc.i, tc.j); got != tc.want {
			t.Errorf("%s: plane %d at (%d, %d) = %d, want %d", tc.name, tc.plane, tc.i, tc.j, got, tc.want)
		}
	}
	for k := 0; k < n; k++ { // exactly one kind per cell
		sum := 0
		for p := 0; p < int(NumCellTypes); p++ {
			sum += int(planes[p*n+k])
		}
		if sum != 1 {
			t.Fatalf("cell %d has %d kinds", k, sum)
		}
	}
	want := []float32{0.02, 0, 1, 0, 0, 0.2, 0.3, 0.4, 0.1, 0.5, 0, 0, 0.5, 0.25, 0.25}
	if !slices.Equal(g, want) {
		t.Errorf("globals %v, want %v", g, want)
	}
}

func TestUnitsObservation(t *testing.T) {
	m := encMatch(t)
	e, obs := newEnc(t, m, env.Units)
	e.Observe(m, 1, obs)
	crops, f, mask := obs[0], env.Float32s(obs[1]), obs[2]
	if !slices.Equal(mask, []uint8{1, 1, 0, 0, 0, 0, 0, 0}) {
		t.Fatalf("unit mask %v: want my units 1 and 2 in slots 0 and 1", mask)
	}
	car := f[:NumFeatures] // unit 1 at (4, 3)
	wantCar := map[int]float32{featCar: 1, featFuel: 0.5, featRow: 0.5, featCol: 0.3, featCanMove: 1, featRound: 0.02,
		featTurn + 1: 1, featShares: 0.2, featShares + 3: 0.1,
		featWaterCell: 0.1, featWaterCell + 1: 1.0 / 8, featWaterCell + 2: -0.1,
		featStation: 0.2, featStation + 1: 1.0 / 8, featStation + 2: 0.2,
		featCity: 0.2, featMyWarrior: 0.25, featMyCars: 0.25}
	for k, v := range wantCar {
		if car[k] != v {
			t.Errorf("car feature %d = %v, want %v", k, car[k], v)
		}
	}
	// The nearest city cell not mine: team 0's city, 2 cells away.
	ti, tj := 4+int(car[featCity+1]*8), 3+int(car[featCity+2]*10)
	if m.board.At(Pos{I: ti, J: tj}) != City || m.CityAt(Pos{I: ti, J: tj}) != 0 || chebyshev(Pos{I: 4, J: 3}, Pos{I: ti, J: tj}) != 2 {
		t.Errorf("nearest city cell (%d, %d)", ti, tj)
	}
	war := f[NumFeatures : 2*NumFeatures] // unit 2 at (1, 4)
	if war[featWarrior] != 1 || war[featFood] != 0.75 || war[featWater] != 1 || war[featCanMove] != 0 || war[featCity] != 0.1 {
		t.Errorf("warrior features %v", war)
	}
	if slices.ContainsFunc(f[2*NumFeatures:], func(v float32) bool { return v != 0 }) {
		t.Error("empty slots have features")
	}
	// The car's crop: centred on it, the water one row down and one left.
	area := CropSize * CropSize
	crop := crops[:NumPlanes*area]
	at := func(plane, di, dj int) uint8 { return crop[plane*area+(di+4)*CropSize+dj+4] }
	if at(planeCar, 0, 0) != 1 || at(planeCanMove, 0, 0) != 1 || at(planeKind+int(Water), 1, -1) != 1 || at(planeWarrior, -3, 1) != 1 {
		t.Error("car crop: wrong centre or neighbours")
	}
	if at(planeKind+int(Wall), -4, 0) != 0 || at(planeKind+int(Wall), 4, 0) != 1 || at(planeKind+int(Wall), 0, -4) != 1 {
		t.Error("car crop: rows 0 on the board, row 8 and column -1 off it (walls)")
	}
}

func TestMaskAndDecode(t *testing.T) {
	m := encMatch(t)
	e, _ := newEnc(t, m, env.Units)
	mask := make([]uint8, e.Spec().Slots*9)
	e.Mask(m, 1, mask)
	// My car on the road may go anywhere but into the water (left-bottom);
	// my warrior may not move at round 2.
	if got := mask[:9]; !slices.Equal(got, []uint8{1, 1, 1, 1, 1, 1, 1, 0, 1}) {
		t.Errorf("car mask %v", got)
	}
	if got := mask[9:18]; !slices.Equal(got, []uint8{0, 0, 0, 0, 0, 0, 0, 0, 1}) {
		t.Errorf("warrior mask at round 2 %v", got)
	}
	if slices.Contains(mask[18:], 1) {
		t.Error("empty slots allow actions")
	}
	m.round = 1 // team 1's turn: the warrior may move, but not into the wall (right-top)
	e.Mask(m, 1, mask)
	if got := mask[9:18]; !slices.Equal(got, []uint8{1, 1, 1, 0, 1, 1, 1, 1, 1}) {
		t.Errorf("warrior mask at round 1 %v", got)
	}
	// Team 2's warrior in the corner: only top, right-top and right.
	m.round = 2
	e.Mask(m, 2, mask)
	if got := mask[:9]; !slices.Equal(got, []uint8{0, 0, 1, 1, 1, 0, 0, 0, 1}) {
		t.Errorf("corner warrior mask %v", got)
	}
	// Team 0 at round 2: its car has no fuel, its warrior waits.
	e.Mask(m, 0, mask)
	if got := mask[:18]; !slices.Equal(got, []uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1}) {
		t.Errorf("team 0 mask %v", got)
	}

	var out jutge.Orders
	out.Reset(m.NumUnits())
	actions := []int32{int32(grid.Right), int32(grid.None), 3, 3, 3, 3, 3, 3}
	e.Decode(m, 1, actions, &out)
	if got := out.List(); !slices.Equal(got, []jutge.Order{{Unit: 1, Dir: int(grid.Right)}}) {
		t.Errorf("units decode %v", got)
	}

	b, _ := newEnc(t, m, env.Board)
	bmask := make([]uint8, 80*9)
	b.Mask(m, 1, bmask)
	if got := bmask[(4*10+3)*9:][:9]; !slices.Equal(got, []uint8{1, 1, 1, 1, 1, 1, 1, 0, 1}) {
		t.Errorf("board mask at my car %v", got)
	}
	for c := 0; c < 80; c++ {
		if c != 4*10+3 && c != 1*10+4 && (slices.Contains(bmask[c*9:c*9+8], 1) || bmask[c*9+8] != 1) {
			t.Fatalf("cell %d without my units: %v", c, bmask[c*9:c*9+9])
		}
	}
	bact := make([]int32, 80)
	for c := range bact {
		bact[c] = int32(grid.Top)
	}
	bact[1*10+4] = int32(grid.None)
	out.Reset(m.NumUnits())
	b.Decode(m, 1, bact, &out)
	if got := out.List(); !slices.Equal(got, []jutge.Order{{Unit: 1, Dir: int(grid.Top)}}) {
		t.Errorf("board decode %v (other teams' cells must be ignored)", got)
	}
}

// Observe, Mask and Decode allocate nothing, in a generated match with busy
// rounds and a new board after a reset.
func TestEncoderAllocatesNothing(t *testing.T) {
	c := Default()
	for _, mode := range []env.Mode{env.Units, env.Plan, env.Facts, env.Board} {
		m, err := c.New(5, nil)
		if err != nil {
			t.Fatal(err)
		}
		e, obs := newEnc(t, m, mode)
		mask := make([]uint8, e.Spec().Slots*9)
		actions := make([]int32, e.Spec().Slots)
		var out jutge.Orders
		e.Observe(m, 0, obs)
		if n := testing.AllocsPerRun(20, func() {
			for me := 0; me < NumTeams; me++ {
				e.Observe(m, me, obs)
				e.Mask(m, me, mask)
				for s := range actions {
					actions[s] = int32(grid.Right)
				}
				out.Reset(m.NumUnits())
				e.Decode(m, me, actions, &out)
			}
		}); n != 0 {
			t.Errorf("%s: %v allocations", mode, n)
		}
	}
}
