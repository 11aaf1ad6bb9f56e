package moria

import (
	"math"
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// encodeScenario, with testConfig (rock resistance 2) and the picture's
// top-left corner at (10, 10):
//
//	row 10: G R a . .      granite, full rock, rock dug once, caves
//	row 11: . D d T A      clan 0's dwarf 0, clan 1's dwarf 2 (health 50), the troll, an abyss
//	row 12: T w 1 . .      a treasure, clan 0's wizard 1, a cave of clan 1
//	row 13: . R . . .      rock below the wizard; caves down to row 16
//
// Clan 2's dwarf 4 stands at (15, 10) with an orc below it and the Balrog to
// its right; the other units park on the bottom row.
func encodeScenario(t *testing.T) *Match {
	return scenario(t, testConfig(), 1, `
GRa..
....A
T.1..
.R...
.....
.....
.....`,
		u(0, 11, 11), at{id: 2, p: Pos{I: 11, J: 12}, health: 50, owner: 1}, u(1, 12, 11), u(10, 11, 13),
		u(4, 15, 10), u(8, 16, 10), u(11, 15, 11))
}

func newTestEncoder(t *testing.T, m *Match, mode env.Mode) (*Encoder, [][]byte) {
	t.Helper()
	e, err := NewEncoder(m.cfg, mode)
	if err != nil {
		t.Fatal(err)
	}
	return e, e.Spec().NewObs()
}

func TestEncoderSpec(t *testing.T) {
	c := DefaultConfig()
	units, _ := NewEncoder(c, env.Units)
	s := units.Spec()
	if s.Slots != 100 || s.Actions != 9 || len(s.Names) != 9 || s.Names[int(grid.RT)] != "top_right" {
		t.Errorf("units spec %+v", s)
	}
	if got := s.Obs[0].Shape; !slices.Equal(got, []int{100, NumPlanes, CropSize, CropSize}) {
		t.Errorf("crops shape %v", got)
	}
	bytes := 0
	for _, o := range s.Obs {
		bytes += o.Bytes()
	}
	if want := 100*NumPlanes*CropSize*CropSize + 100*NumFeatures*4 + 100 + NumGlobals*4; bytes != want || bytes != 120_032 {
		t.Errorf("units mode: %d bytes per agent-step, want %d (docs say 120,032)", bytes, want)
	}
	board, _ := NewEncoder(c, env.Board)
	if s := board.Spec(); s.Slots != 3600 || s.Obs[0].Bytes()+s.Obs[1].Bytes() != 82_832 {
		t.Errorf("board spec %+v", s)
	}
	if _, err := NewEncoder(c, "pixels"); err == nil {
		t.Error("unknown mode: no error")
	}
}

// planesAt reads the planes of cell k (stride apart) that are not 0.
func planesAt(dst []uint8, k, stride int) map[int]uint8 {
	out := map[int]uint8{}
	for p := range NumPlanes {
		if v := dst[p*stride+k]; v != 0 {
			out[p] = v
		}
	}
	return out
}

func TestObserveUnits(t *testing.T) {
	m := encodeScenario(t)
	e, obs := newTestEncoder(t, m, env.Units)
	e.Observe(m, 0, obs)
	if !slices.Equal(obs[2], []uint8{1, 1, 0, 0, 0, 0, 0, 0}) {
		t.Fatalf("unit mask %v", obs[2])
	}
	area, per := CropSize*CropSize, NumPlanes*CropSize*CropSize
	r := CropSize / 2
	at := func(slot, i, j int, c Pos) map[int]uint8 { // planes of (i, j) in the crop centred on c
		return planesAt(obs[0][slot*per:], (i-c.I+r)*CropSize+j-c.J+r, area)
	}
	d0 := Pos{I: 11, J: 11}
	for _, tc := range []struct {
		i, j int
		want map[int]uint8
	}{
		{10, 10, map[int]uint8{planeType + int(Granite): 1}},
		{10, 11, map[int]uint8{planeType + int(Rock): 1, planeTurns: 255}},
		{10, 12, map[int]uint8{planeType + int(Rock): 1, planeTurns: 127}},
		{11, 11, map[int]uint8{planeType + int(Cave): 1, planeOwner: 1, planeDwarf: 1, planeHealth: 255}},
		{11, 12, map[int]uint8{planeType + int(Cave): 1, planeOwner + 1: 1, planeDwarf + 1: 1, planeHealth: 127}},
		{11, 13, map[int]uint8{planeType + int(Cave): 1, planeTroll: 1, planeHealth: 255}},
		{11, 14, map[int]uint8{planeType + int(Abyss): 1}},
		{12, 10, map[int]uint8{planeType + int(Cave): 1, planeTreasure: 1}},
		{12, 11, map[int]uint8{planeType + int(Cave): 1, planeWizard: 1, planeHealth: 255}},
		{12, 12, map[int]uint8{planeType + int(Cave): 1, planeOwner + 1: 1}},
		{14, 11, map[int]uint8{planeType + int(Cave): 1}},
		{8, 8, map[int]uint8{planeType + int(Rock): 1, planeTurns: 255}},
	} {
		if got := at(0, tc.i, tc.j, d0); !mapsEqual(got, tc.want) {
			t.Errorf("crop of dwarf 0, cell (%d, %d): planes %v, want %v", tc.i, tc.j, got, tc.want)
		}
	}
	f := env.Float32s(obs[1])[:NumFeatures]
	want := []float32{1, 0, 1, 11.0 / 60, 11.0 / 60, 0,
		0.25, 0.5, 0.25, 0, // clans 0 and 2 own one cave each, clan 1 two
		1.0 / 60, 1.0 / 60, -1.0 / 60, // the treasure at (12, 10)
		4.0 / 60, 4.0 / 60, 0, // the Balrog at (15, 11)
		2.0 / 8, 1}
	for k := range want {
		if math.Abs(float64(f[k]-want[k])) > 1e-6 {
			t.Errorf("dwarf 0 feature %d = %v, want %v", k, f[k], want[k])
		}
	}
	if w := env.Float32s(obs[1])[NumFeatures:]; w[0] != 0 || w[1] != 1 || w[2] != 1 {
		t.Errorf("wizard 1: type %v %v, health %v", w[0], w[1], w[2])
	}

	// Clan 1 sees itself as relative clan 0 and clan 0 as relative clan 3;
	// its wizard 3 parks at (59, 10) where the crop runs off the board.
	e.Observe(m, 1, obs)
	if !slices.Equal(obs[2], []uint8{1, 1, 0, 0, 0, 0, 0, 0}) {
		t.Fatalf("clan 1's unit mask %v", obs[2])
	}
	if got, want := at(0, 11, 11, Pos{I: 11, J: 12}), (map[int]uint8{planeType + int(Cave): 1, planeOwner + 3: 1, planeDwarf + 3: 1, planeHealth: 255}); !mapsEqual(got, want) {
		t.Errorf("clan 1 sees dwarf 0's cell as %v, want %v", got, want)
	}
	w3 := Pos{I: 59, J: 10}
	if got := at(1, 59, 10, w3); !mapsEqual(got, map[int]uint8{planeType + int(Outside): 1, planeWizard: 1, planeHealth: 255}) {
		t.Errorf("wizard 3's own cell: %v", got)
	}
	if got := at(1, 60, 10, w3); len(got) != 0 {
		t.Errorf("off the board: planes %v, want none", got)
	}
	if f := env.Float32s(obs[1])[NumFeatures:]; f[6] != 0.5 || f[9] != 0.25 || f[17] != 0 {
		t.Errorf("clan 1's wizard: shares %v, inside %v", f[6:10], f[17])
	}
}

func mapsEqual(a, b map[int]uint8) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestObserveBoard(t *testing.T) {
	m := encodeScenario(t)
	e, obs := newTestEncoder(t, m, env.Board)
	e.Observe(m, 2, obs) // clan 2: clan 0 is relative 2, clan 1 relative 3
	for _, tc := range []struct {
		p    Pos
		want map[int]uint8
	}{
		{Pos{I: 11, J: 11}, map[int]uint8{planeType + int(Cave): 1, planeOwner + 2: 1, planeDwarf + 2: 1, planeHealth: 255}},
		{Pos{I: 11, J: 12}, map[int]uint8{planeType + int(Cave): 1, planeOwner + 3: 1, planeDwarf + 3: 1, planeHealth: 127}},
		{Pos{I: 15, J: 10}, map[int]uint8{planeType + int(Cave): 1, planeOwner: 1, planeDwarf: 1, planeHealth: 255}},
		{Pos{I: 13, J: 11}, map[int]uint8{planeType + int(Rock): 1, planeTurns: 255}},
		{Pos{I: 16, J: 10}, map[int]uint8{planeType + int(Cave): 1, planeOrc: 1, planeHealth: 255}},
		{Pos{I: 15, J: 11}, map[int]uint8{planeType + int(Cave): 1, planeBalrog: 1, planeHealth: 255}},
		{Pos{I: 0, J: 0}, map[int]uint8{planeType + int(Outside): 1}},
	} {
		if got := planesAt(obs[0], index(tc.p), cells); !mapsEqual(got, tc.want) {
			t.Errorf("cell %v: planes %v, want %v", tc.p, got, tc.want)
		}
	}
	g := env.Float32s(obs[1])
	// Scores 1, 2, 1, 0: clan 2's dwarf conquered its cave. One treasure
	// left, none taken.
	want := []float32{0, 0.25, 0, 0.25, 0.5, 1.0 / 4, 1.0 / 4, 1}
	for k := range want {
		if math.Abs(float64(g[k]-want[k])) > 1e-6 {
			t.Errorf("global %d = %v, want %v", k, g[k], want[k])
		}
	}
}

func TestMask(t *testing.T) {
	m := encodeScenario(t)
	e, _ := newTestEncoder(t, m, env.Units)
	mask := make([]uint8, e.Spec().Slots*int(grid.NumDirs))
	e.Mask(m, 0, mask)
	//                   b  br r  rt t  tl l  lb none
	dwarf0 := []uint8{0, 1, 1, 1, 1, 0, 1, 1, 1}  // own wizard below, granite top-left; rock is dug, clan 1's dwarf attacked
	wizard1 := []uint8{0, 0, 1, 0, 0, 0, 1, 0, 1} // rock below, own dwarf above, no diagonals
	if !slices.Equal(mask[0:9], dwarf0) || !slices.Equal(mask[9:18], wizard1) {
		t.Errorf("clan 0's mask rows:\n%v\n%v\nwant\n%v\n%v", mask[0:9], mask[9:18], dwarf0, wizard1)
	}
	if slices.Max(mask[18:]) != 0 {
		t.Error("empty slots allow actions")
	}
	e.Mask(m, 1, mask)
	// Dwarf 2 at (11, 12) may do anything: below and BR caves, the troll
	// to its right and clan 0's dwarf and wizard are attacked, RT is a
	// cave, top and TL are rock to dig.
	dwarf2 := []uint8{1, 1, 1, 1, 1, 1, 1, 1, 1}
	if !slices.Equal(mask[0:9], dwarf2) {
		t.Errorf("dwarf 2's mask row %v, want %v", mask[0:9], dwarf2)
	}
	e.Mask(m, 2, mask)
	// Dwarf 4 at (15, 10): the orc below is attacked; the Balrog to the right
	// is never a target; the cave at (14, 11), next to the Balrog, is a
	// deadly but accepted move; left (15, 9) is rock.
	dwarf4 := []uint8{1, 1, 0, 1, 1, 1, 1, 1, 1}
	if !slices.Equal(mask[0:9], dwarf4) {
		t.Errorf("dwarf 4's mask row %v, want %v", mask[0:9], dwarf4)
	}

	b, _ := newTestEncoder(t, m, env.Board)
	bmask := make([]uint8, b.Spec().Slots*int(grid.NumDirs))
	b.Mask(m, 0, bmask)
	row := func(p Pos) []uint8 { return bmask[index(p)*9 : index(p)*9+9] }
	if !slices.Equal(row(Pos{I: 11, J: 11}), dwarf0) || !slices.Equal(row(Pos{I: 12, J: 11}), wizard1) ||
		!slices.Equal(row(Pos{I: 11, J: 12}), []uint8{0, 0, 0, 0, 0, 0, 0, 0, 1}) {
		t.Errorf("board mask rows %v %v %v", row(Pos{I: 11, J: 11}), row(Pos{I: 12, J: 11}), row(Pos{I: 11, J: 12}))
	}
}

func TestDecode(t *testing.T) {
	m := encodeScenario(t)
	var out jutge.Orders
	e, _ := newTestEncoder(t, m, env.Units)
	actions := make([]int32, e.Spec().Slots)
	for k := range actions {
		actions[k] = int32(grid.None)
	}
	actions[0], actions[1], actions[2] = int32(grid.Right), int32(grid.BR), int32(grid.Top) // a wizard's diagonal is dropped; slot 2 is empty
	out.Reset(m.NumUnits())
	e.Decode(m, 0, actions, &out)
	if got := out.List(); !slices.Equal(got, []jutge.Order{{Unit: 0, Dir: int(grid.Right)}}) {
		t.Errorf("units mode orders %v", got)
	}

	b, _ := newTestEncoder(t, m, env.Board)
	cellActions := make([]int32, b.Spec().Slots)
	for k := range cellActions {
		cellActions[k] = int32(grid.Top) // cells without my units give no orders
	}
	cellActions[index(Pos{I: 11, J: 11})] = int32(grid.Left)
	cellActions[index(Pos{I: 12, J: 11})] = int32(grid.Right)
	out.Reset(m.NumUnits())
	b.Decode(m, 0, cellActions, &out)
	if got := out.List(); !slices.Equal(got, []jutge.Order{{Unit: 0, Dir: int(grid.Left)}, {Unit: 1, Dir: int(grid.Right)}}) {
		t.Errorf("board mode orders %v", got)
	}
}

// TestEncoderAllocatesNothing: Observe, Mask and Decode in a real match.
func TestEncoderAllocatesNothing(t *testing.T) {
	m, err := NewMatch(DefaultConfig(), 5, nil)
	if err != nil {
		t.Fatal(err)
	}
	for range 10 {
		m.Step(make([][]jutge.Order, 4))
	}
	var out jutge.Orders
	for _, mode := range []env.Mode{env.Units, env.Plan, env.Facts, env.Board} {
		e, obs := newTestEncoder(t, m, mode)
		mask := make([]uint8, e.Spec().Slots*int(grid.NumDirs))
		actions := make([]int32, e.Spec().Slots)
		if n := testing.AllocsPerRun(20, func() {
			e.Observe(m, 1, obs)
			e.Mask(m, 1, mask)
			out.Reset(m.NumUnits())
			e.Decode(m, 1, actions, &out)
		}); n != 0 {
			t.Errorf("%s: %v allocations", mode, n)
		}
	}
}
