package orkisland

import (
	"reflect"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestRouteFeatures: the fields, the object census, holders and errands on
// the island board (grass costs 4+1, forest 4+2, sand 4+3, city and path
// 4+0). City 0 and the path each have C within 3 steps: they need 2 orks.
// Head starts (routevalue.go, factor 2): city 0 is worth its 2 cells + 2×2^1
// = 6 (3 bits), so it starts at 4×(24−6+6) = 96; the path, 1 cell + a
// quarter of city 1's component = 2 (2 bits), at 4×(24−4+6) = 104.
func TestRouteFeatures(t *testing.T) {
	grid := append([]string(nil), island...)
	grid[4] = "W.CCPCW"
	units := []Unit{
		{ID: 0, Player: 0, Health: 100, Pos: Pos{3, 2}}, // A: above city 0
		{ID: 1, Player: 0, Health: 100, Pos: Pos{4, 5}}, // B: on city 1, which I hold
		{ID: 2, Player: 1, Health: 100, Pos: Pos{5, 2}}, // C: an enemy below city 0
		{ID: 3, Player: 0, Health: 100, Pos: Pos{4, 3}}, // D: on city 0
	}
	m := testMatch(t, grid, islandCities, islandPaths, units)
	m.orks[0], m.orks[1] = []int{0, 1, 3}, []int{2}
	m.cityOwner[1] = 0
	e, err := NewEncoder(m.cfg, env.Plan)
	if err != nil {
		t.Fatal(err)
	}
	e.prepare(m, 0)
	e.route.reset(m)
	e.route.compute(m, 0, e.owner)

	const far = 4 * (7 + 7 + 24)
	cases := []struct {
		name          string
		unit          int
		target, enemy []float32
		object        []float32
		hold          float32
		errand        []float32
	}{
		// Targets: city 0's free cell (4,2) at 96, the path (4,4) at 104 (also
		// through (4,3)); city 1 is mine and (4,3) holds my ork, so neither is one.
		{"A walks down to city 0, away from the enemy's reach it cannot avoid", 0,
			[]float32{100.0 / far, -4.0 / 16, 1, 5.0 / 16, 5.0 / 16},
			[]float32{9.0 / far, -4.0 / 16, 1, 5.0 / 16, 5.0 / 16},
			[]float32{0, 0, 0, 0, 0},
			// City 0 needs 2 (C is near): D holds, A is the nearest free ork.
			0, []float32{100.0 / far, -4.0 / 16, 1, 5.0 / 16, 5.0 / 16}},
		// B: the path (104) is next door; (5,5) and (3,5) are 112 away,
		// through B's cell. C is 17 away: round city 0 and over the path.
		{"B stands on city 1, which needs nobody", 1,
			[]float32{108.0 / far, 4.0 / 16, 1, 4.0 / 16, -4.0 / 16},
			[]float32{17.0 / far, -2.0 / 16, 1, 4.0 / 16, -4.0 / 16},
			[]float32{1, 1, 1.0 / 8, 0, 0},
			// City 1 needs nobody; B stands in city 0's field, which A
			// filled, so the second search, from the path alone, sends B there.
			0, []float32{108.0 / far, 4.0 / 16, 1, 4.0 / 16, -4.0 / 16}},
		{"D stands on city 0, which C threatens", 3,
			[]float32{100.0 / far, 4.0 / 16, 4.0 / 16, 1, -4.0 / 16},
			[]float32{9.0 / far, -4.0 / 16, 4.0 / 16, 1, -4.0 / 16},
			[]float32{1, 0, 1.0 / 8, 0, 1.0 / 8},
			1, []float32{1, 1, 1, 1, 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := make([]float32, NumPlanFeatures)
			e.route.features(m, &m.units[c.unit], e.owner, f)
			if got := f[featureTarget : featureTarget+5]; !reflect.DeepEqual(got, c.target) {
				t.Errorf("target field %v, want %v", got, c.target)
			}
			if got := f[featureEnemy : featureEnemy+5]; !reflect.DeepEqual(got, c.enemy) {
				t.Errorf("enemy field %v, want %v", got, c.enemy)
			}
			if got := f[featureObject : featureObject+5]; !reflect.DeepEqual(got, c.object) {
				t.Errorf("object %v, want %v", got, c.object)
			}
			if got := f[featureHold]; got != c.hold {
				t.Errorf("hold %v, want %v", got, c.hold)
			}
			if got := f[featureErrand : featureErrand+5]; !reflect.DeepEqual(got, c.errand) {
				t.Errorf("errand %v, want %v", got, c.errand)
			}
		})
	}
}

// TestRouteFieldsUnreached: with nothing to take and no enemy, both fields
// read 1 everywhere.
func TestRouteFieldsUnreached(t *testing.T) {
	grid := append([]string(nil), island...)
	grid[4] = "W.CCPCW"
	m := testMatch(t, grid, islandCities, islandPaths, []Unit{{ID: 0, Player: 0, Health: 5, Pos: Pos{1, 1}}})
	m.orks[0] = []int{0}
	m.cityOwner[0], m.cityOwner[1], m.pathOwner[0] = 0, 0, 0
	e, _ := NewEncoder(m.cfg, env.Plan)
	e.prepare(m, 0)
	e.route.reset(m)
	e.route.compute(m, 0, e.owner)
	f := make([]float32, NumPlanFeatures)
	e.route.features(m, &m.units[0], e.owner, f)
	for _, k := range []int{12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 28, 29, 30, 31, 32} {
		if f[k] != 1 {
			t.Errorf("feature %d = %v, want 1", k, f[k])
		}
	}
}

// TestPlanExtendsUnits: plan mode's crops and first 12 features are units
// mode's, for every ork of a mid-game.
func TestPlanExtendsUnits(t *testing.T) {
	m := Default().New(30, nil)
	walkRandomly(m, 60, 3)
	observe := func(mode env.Mode) [][]byte {
		e, err := NewEncoder(m.cfg, mode)
		if err != nil {
			t.Fatal(err)
		}
		obs := make([][]byte, len(e.Spec().Obs))
		for k, ts := range e.Spec().Obs {
			obs[k] = make([]byte, ts.Bytes())
		}
		e.Observe(m, 1, obs)
		return obs
	}
	units, plan := observe(env.Units), observe(env.Plan)
	if !reflect.DeepEqual(units[0], plan[0]) || !reflect.DeepEqual(units[2], plan[2]) {
		t.Fatal("plan mode's crops or unit mask differ from units mode's")
	}
	uf, pf := env.Float32s(units[1]), env.Float32s(plan[1])
	for s := range len(m.Orks(1)) {
		if got, want := pf[s*NumPlanFeatures:s*NumPlanFeatures+NumFeatures], uf[s*NumFeatures:(s+1)*NumFeatures]; !reflect.DeepEqual(got, want) {
			t.Fatalf("slot %d: plan features start %v, units features %v", s, got, want)
		}
	}
}

// TestValues: object values on the island board (factor 2, bonuses 1): city
// 0 has 2 cells, city 1 one, the path one, between them.
func TestValues(t *testing.T) {
	grid := append([]string(nil), island...)
	grid[4] = "W.CCPCW"
	m := testMatch(t, grid, islandCities, islandPaths, nil)
	cases := []struct {
		name string
		mine []bool  // city 0, city 1, path
		want []int64 // the same
	}{
		// One component of 2: 2×2^2 = 8 each; the path keeps half of it.
		{"all mine", []bool{true, true, true}, []int64{2 + 8, 1 + 8, 1 + 4}},
		// Two components of 1 (4 each); the path would merge them: 8 − 4 − 4.
		{"both cities", []bool{true, true, false}, []int64{2 + 4, 1 + 4, 1 + 0}},
		// Taking city 1 makes a component of 2 out of one of 1: 8 − 4.
		{"city 0 and the path", []bool{true, false, true}, []int64{2 + 4, 1 + 4, 1 + 1}},
		{"nothing", []bool{false, false, false}, []int64{2 + 4, 1 + 4, 1}},
	}
	var vl Valuer
	for _, c := range cases {
		got := make([]int64, 3)
		vl.Values(m.board, m.cfg, c.mine, got)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: values %v, want %v", c.name, got, c.want)
		}
	}
}
