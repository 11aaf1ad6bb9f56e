package orkisland

import (
	"reflect"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/env/orkisland/plan"
)

// TestFactsCutFromPlan: for every ork of several mid-games and every seat,
// facts mode's crops, unit mask and globals are plan mode's, and its 41
// features are plan mode's row without the plan's decisions (the holder
// flag, 27, and the errand, 28-32) with the object's need at 27 (the number
// of my orks it needs, as the plan's rule gives it, over 8) and at 28 the
// ork's rank among my orks on its object, by id, over 8.
func TestFactsCutFromPlan(t *testing.T) {
	needs, ranks := map[float32]int{}, map[int]int{}
	for _, seed := range []int32{30, 31, 32} {
		m := Default().New(seed, nil)
		walkToObjects(t, m, 30+10*int(seed-30))
		for me := range m.cfg.Players {
			planObs, facts := observeMode(t, m, env.Plan, me), observeMode(t, m, env.Facts, me)
			for _, k := range []int{0, 2, 3} {
				if !reflect.DeepEqual(planObs[k], facts[k]) {
					t.Fatalf("seed %d seat %d: tensor %d differs between plan and facts mode", seed, me, k)
				}
			}
			pf, ff := env.Float32s(planObs[1]), env.Float32s(facts[1])
			ref := NewPlanner(plan.WarlordStyle, plan.FeatureRouting)
			ref.Update(m, me)
			for s, id := range m.Orks(me) {
				p, f := pf[s*NumPlanFeatures:(s+1)*NumPlanFeatures], ff[s*NumFactsFeatures:(s+1)*NumFactsFeatures]
				want := append(append(append([]float32(nil), p[:featureHold]...), 0, 0), p[featureDanger:]...)
				if o := ref.Object(m.board.Index(m.units[id].Pos)); o >= 0 {
					want[featureHold] = countFeature(ref.Desired(o))
					rank := 0
					for _, other := range m.Orks(me) {
						if other < id && ref.Object(m.board.Index(m.units[other].Pos)) == o {
							rank++
						}
					}
					want[featureHold+1] = countFeature(rank)
					ranks[rank]++
				}
				if !reflect.DeepEqual(f, want) {
					t.Fatalf("seed %d seat %d ork %d: facts %v, want %v", seed, me, id, f, want)
				}
				needs[f[featureHold]]++
			}
		}
	}
	t.Logf("need feature values (over 8) and how often: %v", needs)
	t.Logf("ranks on objects and how often: %v", ranks)
	if len(ranks) < 3 {
		t.Errorf("ranks %v: want objects with three orks of mine or more", ranks)
	}
	if len(needs) < 3 {
		t.Errorf("the need feature took the values %v: want a mid-game with objects needing 0, 1 and more orks", needs)
	}
}

// walkToObjects plays rounds in which every ork steps down its player's
// target field (the plan's first search), so that orks gather on objects
// and contest them.
func walkToObjects(t *testing.T, m *Match, rounds int) {
	t.Helper()
	pl := NewPlanner(plan.WarlordStyle, plan.FeatureRouting)
	orders := make([][]jutge.Order, m.cfg.Players)
	for range rounds {
		for p := range orders {
			orders[p] = orders[p][:0]
			pl.Update(m, p)
			_, field := pl.Assign(0)
			for _, id := range m.Orks(p) {
				at := m.units[id].Pos
				best, dir := field[m.board.Index(at)], None
				for d := Bottom; d < None; d++ {
					if v := at.Add(d.Grid()); m.board.In(v) && m.board.At(v) != Water && field[m.board.Index(v)] < best {
						best, dir = field[m.board.Index(v)], d
					}
				}
				orders[p] = append(orders[p], jutge.Order{Unit: id, Dir: int(dir)})
			}
		}
		m.Step(orders)
	}
}

func observeMode(t *testing.T, m *Match, mode env.Mode, me int) [][]byte {
	t.Helper()
	e, err := NewEncoder(m.cfg, mode)
	if err != nil {
		t.Fatal(err)
	}
	obs := e.Spec().NewObs()
	e.Observe(m, me, obs)
	return obs
}

// TestFactsProgress: per move an ork can make, the progress tensor is 1
// for a fight it loses (plan feature 42+d), else off the objects the target
// field's change (13+d), on an object 0.5 for leaving it when it needs all
// my orks there, 0 otherwise; staying and empty slots read 0.
func TestFactsProgress(t *testing.T) {
	m := Default().New(31, nil)
	walkToObjects(t, m, 40)
	seen := map[string]int{}
	for me := range m.cfg.Players {
		planObs := observeMode(t, m, env.Plan, me)
		obs := observeMode(t, m, env.Facts, me)
		pf, prog := env.Float32s(planObs[1]), env.Float32s(obs[4])
		ref := NewPlanner(plan.WarlordStyle, plan.FeatureRouting)
		ref.Update(m, me)
		for s, id := range m.Orks(me) {
			row, p := pf[s*NumPlanFeatures:(s+1)*NumPlanFeatures], prog[s*int(NumDirs):(s+1)*int(NumDirs)]
			u := &m.units[id]
			o := ref.Object(m.board.Index(u.Pos))
			want := make([]float32, NumDirs)
			for d := Bottom; d < None; d++ {
				if !m.CanMove(id, d) {
					continue
				}
				to := ref.Object(m.board.Index(u.Pos.Add(d.Grid())))
				switch mine, _, _ := func() (int, int, int) {
					if o < 0 {
						return 0, 0, 0
					}
					return ref.Census(o)
				}(); {
				case row[featureLose+int(d)] != 0:
					want[d] = 1
					seen["loses a fight"]++
				case o < 0:
					want[d] = row[featureTarget+1+int(d)]
					seen["off objects"]++
				case to != o && mine <= ref.Desired(o):
					want[d] = 0.5
					seen["leaves a needy object"]++
				default:
					seen["free on an object"]++
				}
			}
			if !reflect.DeepEqual(p, want) {
				t.Fatalf("seat %d ork %d: progress %v, want %v", me, id, p, want)
			}
		}
		for s := len(m.Orks(me)); s < m.NumUnits(); s++ {
			for _, v := range prog[s*int(NumDirs) : (s+1)*int(NumDirs)] {
				if v != 0 {
					t.Fatalf("seat %d: empty slot %d has progress", me, s)
				}
			}
		}
	}
	t.Logf("moves checked: %v", seen)
	for _, k := range []string{"off objects", "leaves a needy object", "free on an object"} {
		if seen[k] == 0 {
			t.Errorf("no move %s", k)
		}
	}
}
