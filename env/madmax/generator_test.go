package madmax

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env/jutge"
)

// The engine spec's §1.6 table: the board generator's state after the board
// and the units are built.
func TestSetupDrawVectors(t *testing.T) {
	for _, tc := range []struct {
		seed  int32
		state uint32
	}{{1, 1561609205}, {2, 371570186}, {3, 624450507}} {
		m, err := Default().New(tc.seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.rng.State(); got != tc.state {
			t.Errorf("seed %d: generator state %d after setup, want %d", tc.seed, got, tc.state)
		}
	}
}

// The engine spec's §10 worked check for seed 1.
func TestGeneratorSeed1(t *testing.T) {
	g := &generator{r: jutge.NewRandom(1)}
	g.layout()
	if !slices.Equal(g.X, []int{7, 14, 36, 42, 53}) || !slices.Equal(g.Y, []int{6, 11, 20, 30, 38, 43, 51}) {
		t.Errorf("X = %v, Y = %v", g.X, g.Y)
	}
	if z := g.zones(); len(z) != 14 {
		t.Errorf("K = %d zones, want 14", len(z))
	}
	m, err := Default().New(1, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		first       Pos
		owner, size int
	}{
		{Pos{I: 16, J: 40}, 3, 29}, {Pos{I: 16, J: 48}, 3, 33}, {Pos{I: 19, J: 23}, 0, 24}, {Pos{I: 23, J: 32}, 2, 34},
		{Pos{I: 25, J: 14}, 1, 39}, {Pos{I: 38, J: 20}, 1, 28}, {Pos{I: 44, J: 48}, 0, 28}, {Pos{I: 47, J: 13}, 2, 23},
	}
	b := m.Board()
	for k, w := range want {
		if b.Cities[k][0] != w.first || b.CityOwner[k] != w.owner || len(b.Cities[k]) != w.size {
			t.Errorf("city %d: first %v owner %d size %d, want %+v", k, b.Cities[k][0], b.CityOwner[k], len(b.Cities[k]), w)
		}
	}
	var stations []Pos
	for k, kind := range b.Kinds {
		if kind == Station {
			stations = append(stations, b.PosOf(k))
		}
	}
	if !slices.Equal(stations, []Pos{{I: 7, J: 6}, {I: 14, J: 20}, {I: 36, J: 11}, {I: 36, J: 38}, {I: 36, J: 43}, {I: 53, J: 38}}) {
		t.Errorf("stations %v", stations)
	}
	// Cars 80..91, team-major, on the permuted edge roads.
	cars := []Pos{{I: 36, J: 0}, {I: 0, J: 51}, {I: 0, J: 6}, {I: 59, J: 20}, {I: 0, J: 11}, {I: 53, J: 0}, {I: 14, J: 0}, {I: 59, J: 6}, {I: 42, J: 59}, {I: 59, J: 38}, {I: 0, J: 20}, {I: 53, J: 59}}
	for k, p := range cars {
		if u := m.Unit(80 + k); u.Pos != p || u.Team != k/3 || u.Kind != Car || u.Fuel() != 100 {
			t.Errorf("car %d: %+v, want team %d at %v", 80+k, u, k/3, p)
		}
	}
}

// Many seeds build a valid board: 8 cities, two per team, units on legal cells.
func TestGeneratorInvariants(t *testing.T) {
	cfg := Default()
	for seed := int32(0); seed < 200; seed++ {
		m, err := cfg.New(seed, nil)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		var per [NumTeams]int
		for _, o := range m.Board().CityOwner {
			per[o]++
		}
		if per != [NumTeams]int{2, 2, 2, 2} {
			t.Errorf("seed %d: cities per team %v", seed, per)
		}
		for _, u := range m.Units() {
			if !u.Kind.Enters(m.CellType(u.Pos)) || m.UnitAt(u.Pos) != u.ID {
				t.Errorf("seed %d: unit %+v misplaced", seed, u)
			}
		}
		if m.NumUnits() != 92 {
			t.Errorf("seed %d: %d units", seed, m.NumUnits())
		}
	}
}
