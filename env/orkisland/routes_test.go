package orkisland

import (
	"reflect"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/orkisland/plan"
)

// TestRouteFeatures: the fields, the object census, holders and errands on
// the island board (entering grass costs 4+4×1, forest 4+4×2, sand 4+12
// (capped), city and path 4+0). Only enemies standing on an object threaten
// it, and C stands below city 0, not on it: city 0 needs one ork (D holds
// it), city 1 is mine and needs none, the empty path needs one. Head start
// (plan/value.go, factor 2): the path is worth 1 cell + a quarter of city
// 1's component (2×2^1/4) = 2 (2 bits), so it starts at 4×(24−4) = 80.
func TestRouteFeatures(t *testing.T) {
	m, e := islandRoutes(t, []Unit{
		{ID: 0, Player: 0, Health: 100, Pos: Pos{I: 3, J: 2}}, // A: above city 0
		{ID: 1, Player: 0, Health: 100, Pos: Pos{I: 4, J: 5}}, // B: on city 1, which I hold
		{ID: 2, Player: 1, Health: 100, Pos: Pos{I: 5, J: 2}}, // C: an enemy below city 0
		{ID: 3, Player: 0, Health: 100, Pos: Pos{I: 4, J: 3}}, // D: on city 0
	}, 1)

	const far = 4 * (7 + 7 + 24)
	cases := []struct {
		name          string
		unit          int
		target, enemy []float32
		object        []float32
		hold          float32
		errand        []float32
	}{
		// The only target is the path (4,4) at 80; its neighbours are 84,
		// (4,2) 88, A 92, and (2,2), (3,1) one grass step (8) more. C's field:
		// its neighbours 8, (4,2) 8, A 12, (2,2) and (3,1) 20.
		{"A walks down towards the path, which B takes", 0,
			[]float32{92.0 / far, -4.0 / 16, 1, 8.0 / 16, 8.0 / 16},
			[]float32{12.0 / far, -4.0 / 16, 1, 8.0 / 16, 8.0 / 16},
			[]float32{0, 0, 0, 0, 0},
			// B, at 84, is nearer the path and takes it: A has no errand.
			0, []float32{1, 1, 1, 1, 1}},
		// B: the path (80) is next door; (5,5) and (3,5) are 88 through B's
		// cell. C is 20 away: along city 0 and over the path.
		{"B stands on city 1, which needs nobody, and takes the path", 1,
			[]float32{84.0 / far, 4.0 / 16, 1, 4.0 / 16, -4.0 / 16},
			[]float32{20.0 / far, 4.0 / 16, 1, 4.0 / 16, -4.0 / 16},
			[]float32{1, 1, 1.0 / 8, 0, 0},
			0, []float32{84.0 / far, 4.0 / 16, 1, 4.0 / 16, -4.0 / 16}},
		// D holds city 0: C beside it is no threat, so nobody joins D.
		{"D stands on city 0 and holds it", 3,
			[]float32{84.0 / far, 4.0 / 16, -4.0 / 16, 1, 4.0 / 16},
			[]float32{12.0 / far, -4.0 / 16, 4.0 / 16, 1, -4.0 / 16},
			[]float32{1, 0, 1.0 / 8, 0, 0},
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

// TestRouteEnemyOnObject: an enemy E standing on my city 0 (beside my D)
// threatens it, so it needs one more ork than E's player has there: 2, and
// D alone holds it. Values: city 0 is worth 2 cells + its component 2×2^1 =
// 6 (3 bits) and starts at 4×(24−6+6×1) = 96; the path would join my two
// cities, 1 + 2×2^2 − 2×(2×2^1) = 1 (1 bit), and starts at 4×(24−2) = 88.
// The path's search reaches E's cell at 96 through D's, before city 0's own
// source joins, so the first search sends B (nearer) to the path and nobody
// to city 0; the second, from city 0 alone, sends A down onto E.
func TestRouteEnemyOnObject(t *testing.T) {
	m, e := islandRoutes(t, []Unit{
		{ID: 0, Player: 0, Health: 100, Pos: Pos{I: 3, J: 2}}, // A: above city 0
		{ID: 1, Player: 0, Health: 100, Pos: Pos{I: 4, J: 5}}, // B: on city 1
		{ID: 2, Player: 1, Health: 50, Pos: Pos{I: 4, J: 2}},  // E: an enemy on city 0
		{ID: 3, Player: 0, Health: 100, Pos: Pos{I: 4, J: 3}}, // D: on city 0
	}, 0, 1)
	const far = 4 * (7 + 7 + 24)
	f := make([]float32, NumPlanFeatures)
	e.route.features(m, &m.units[3], e.owner, f)
	if got, want := f[featureObject:featureObject+5], []float32{1, 1, 1.0 / 8, 1.0 / 8, 1.0 / 8}; !reflect.DeepEqual(got, want) {
		t.Errorf("D's object %v, want %v", got, want)
	}
	if f[featureHold] != 1 {
		t.Errorf("D does not hold city 0")
	}
	clear(f)
	e.route.features(m, &m.units[1], e.owner, f)
	if got, want := f[featureErrand:featureErrand+5], []float32{92.0 / far, 4.0 / 16, 1, 4.0 / 16, -4.0 / 16}; !reflect.DeepEqual(got, want) {
		t.Errorf("B's errand %v, want %v (the path)", got, want)
	}
	clear(f)
	e.route.features(m, &m.units[0], e.owner, f)
	if got, want := f[featureErrand:featureErrand+5], []float32{100.0 / far, -4.0 / 16, 1, 8.0 / 16, 8.0 / 16}; !reflect.DeepEqual(got, want) {
		t.Errorf("A's errand %v, want %v (down onto E)", got, want)
	}
}

// islandRoutes computes player 0's route fields on the island board with a
// path between its cities, where player 0 holds the cities listed.
func islandRoutes(t *testing.T, units []Unit, held ...int) (*Match, *Encoder) {
	t.Helper()
	grid := append([]string(nil), island...)
	grid[4] = "W.CCPCW"
	m := testMatch(t, grid, islandCities, islandPaths, units)
	m.listOrks()
	for _, c := range held {
		m.cityOwner[c] = 0
	}
	e, err := NewEncoder(m.cfg, env.Plan)
	if err != nil {
		t.Fatal(err)
	}
	e.prepare(m, 0)
	e.route.reset(m)
	e.route.compute(m, 0, true)
	return m, e
}

// TestRouteFieldsUnreached: with nothing to take and no enemy, both fields
// read 1 everywhere.
func TestRouteFieldsUnreached(t *testing.T) {
	grid := append([]string(nil), island...)
	grid[4] = "W.CCPCW"
	m := testMatch(t, grid, islandCities, islandPaths, []Unit{{ID: 0, Player: 0, Health: 5, Pos: Pos{I: 1, J: 1}}})
	m.orks[0] = []int{0}
	m.cityOwner[0], m.cityOwner[1], m.pathOwner[0] = 0, 0, 0
	e, _ := NewEncoder(m.cfg, env.Plan)
	e.prepare(m, 0)
	e.route.reset(m)
	e.route.compute(m, 0, true)
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
		obs := e.Spec().NewObs()
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

// TestRoadPlanIsPlanWithTheRoadStudentsRoutes: roadplan mode's observation
// is plan mode's computed with the RoadStudent's plan (a plan-mode encoder
// whose routes take plan.RoadStudentStyle), for every seat of a mid-game,
// and differs from plan mode's (the Warlord's) in the route features only.
func TestRoadPlanIsPlanWithTheRoadStudentsRoutes(t *testing.T) {
	m := Default().New(32, nil)
	walkToObjects(t, m, 40)
	differ := 0
	for me := range m.cfg.Players {
		road, warlord := observeMode(t, m, env.RoadPlan, me), observeMode(t, m, env.Plan, me)
		e, err := NewEncoder(m.cfg, env.Plan)
		if err != nil {
			t.Fatal(err)
		}
		e.route.style = plan.RoadStudentStyle
		want := e.Spec().NewObs()
		e.Observe(m, me, want)
		if !reflect.DeepEqual(road, want) {
			t.Fatalf("seat %d: roadplan's observation is not plan mode's with the RoadStudent's routes", me)
		}
		for k := range road {
			if k != 1 && !reflect.DeepEqual(road[k], warlord[k]) {
				t.Fatalf("seat %d: tensor %d differs from plan mode's", me, k)
			}
		}
		rf, wf := env.Float32s(road[1]), env.Float32s(warlord[1])
		for s := range len(m.Orks(me)) {
			r, w := rf[s*NumPlanFeatures:(s+1)*NumPlanFeatures], wf[s*NumPlanFeatures:(s+1)*NumPlanFeatures]
			if !reflect.DeepEqual(r[:featureTarget], w[:featureTarget]) || !reflect.DeepEqual(r[featureErrand+5:], w[featureErrand+5:]) {
				t.Fatalf("seat %d slot %d: roadplan differs from plan mode outside the route features", me, s)
			}
			if !reflect.DeepEqual(r, w) {
				differ++
			}
		}
	}
	if differ == 0 {
		t.Error("no ork's route features differ from plan mode's: the RoadStudent's weights are not in use")
	}
	t.Logf("%d orks' rows differ from plan mode's", differ)
}
