package orkisland

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/orkisland/plan"
)

// Route features (plan mode): where the ork stands in shortest-path fields
// over the whole board, the state of the object under it, and the errand
// the plan gives it. A 9×9 crop cannot see a city twenty cells away, nor
// that five other orks already head for it; these can.
//
// The plan is the Warlord's (plan.WarlordStyle; the package comment of
// env/orkisland/plan says what it computes) or, in roadplan mode, the
// RoadStudent's (PlanStyle), searched by the features' own
// rules (plan.FeatureRouting), which the C++ export (export/) mirrors bit for
// bit:
//
//   - the target field: the plan's first assignment search, from the cells
//     of every object that still needs orks;
//   - the errand: the field of the search that gave the ork its object;
//   - the enemy field: from every enemy ork;
//   - the object underfoot: held by me, the census, whether the ork holds it.
const (
	routeDeltaScale = 16 // a neighbour's field difference is divided by this (clipped to ±1)
	routeCountScale = 8  // ork counts are divided by this (clipped to 1)

	// Feature offsets inside the units-mode feature row.
	featureTarget = 12 // 5: distance, then the change moving bottom, right, top, left
	featureEnemy  = 17 // 5: same for the enemy field
	featureObject = 22 // 5: on an object, held by me, my orks on it, most enemy orks of one player on it, enemy orks near it
	featureHold   = 27 // 1: one of the orks its object needs to stay
	featureErrand = 28 // 5: the assigned object's field, as the target field; 1s when none
)

// routes holds the plan of one observation and the errands it gives.
type routes struct {
	style  plan.Style // whose plan: PlanStyle of the encoder's mode
	plan   *Planner
	board  *Board
	enemy  []int32 // the enemy field
	errand [][5]float32
}

// PlanStyle is the style whose plan a mode's route features describe: the
// RoadStudent's in roadplan mode, the Warlord's in plan and facts mode (and
// the C++ export writes the same weights into its port of the plan).
func PlanStyle(mode env.Mode) plan.Style {
	if mode == env.RoadPlan {
		return plan.RoadStudentStyle
	}
	return plan.WarlordStyle
}

// reset sizes the plan and the buffers for the match's board.
func (r *routes) reset(m *Match) {
	if r.plan == nil {
		r.plan = NewPlanner(r.style, plan.FeatureRouting)
	}
	r.plan.Prepare(m)
	if r.board == m.board {
		return
	}
	r.board = m.board
	r.errand = make([][5]float32, len(m.units))
}

// compute fills the plan, the fields and, with errands, the errands for
// player me (facts mode runs only the first search: the target field).
func (r *routes) compute(m *Match, me int, errands bool) {
	r.plan.Update(m, me)
	for _, id := range m.orks[me] {
		r.errand[id] = [5]float32{1, 1, 1, 1, 1}
	}
	passes := plan.Passes
	if !errands {
		passes = 1
	}
	for pass := range passes {
		ids, field := r.plan.Assign(pass)
		if len(ids) == 0 {
			break
		}
		for _, id := range ids {
			r.field(field, m.units[id].Pos, r.errand[id][:])
		}
	}
	r.enemy = r.plan.Enemies()
}

// features writes the 21 route features of ork u; owner is the relative
// owner per object (Encoder.prepare).
func (r *routes) features(m *Match, u *Unit, owner []int8, f []float32) {
	b := m.board
	c := b.Index(u.Pos)
	r.field(r.plan.Target(), u.Pos, f[featureTarget:featureTarget+5])
	r.field(r.enemy, u.Pos, f[featureEnemy:featureEnemy+5])
	copy(f[featureErrand:featureErrand+5], r.errand[u.ID][:])
	if r.plan.Holds(u.ID) {
		f[featureHold] = 1
	}
	g := f[featureObject : featureObject+5]
	o := r.plan.Object(c)
	if o < 0 {
		return
	}
	g[0] = 1
	if owner[o] == 0 {
		g[1] = 1
	}
	mine, enemyMax, near := r.plan.Census(o)
	g[2] = countFeature(mine)
	g[3] = countFeature(enemyMax)
	g[4] = countFeature(near)
}

// field writes the field's distance at p (1 when unreached, else divided by
// StepCost×(rows+cols+ValueBits) and clipped to 1) and, per direction
// bottom, right, top, left, the field's change moving there divided by
// routeDeltaScale and clipped to ±1 (1 for water, off the board or
// unreached).
func (r *routes) field(dist []int32, p Pos, f []float32) {
	b := r.board
	here := dist[b.Index(p)]
	if here == plan.Unreached {
		for k := range f {
			f[k] = 1
		}
		return
	}
	far := int32(plan.StepCost * (b.Rows + b.Cols + plan.ValueBits)) // a crossing plus the head starts
	f[0] = float32(min(here, far)) / float32(far)
	for d := Bottom; d < None; d++ {
		v := p.Add(d.Grid())
		if !b.In(v) || dist[b.Index(v)] == plan.Unreached {
			f[1+int(d)] = 1
			continue
		}
		delta := min(max(dist[b.Index(v)]-here, -routeDeltaScale), routeDeltaScale)
		f[1+int(d)] = float32(delta) / routeDeltaScale
	}
}

// need is how many of my orks the object under ork u needs to take or keep
// it (the plan's rule: one more than the strongest enemy on it...), over
// routeCountScale; 0 off objects.
func (r *routes) need(m *Match, u *Unit) float32 {
	o := r.plan.Object(m.board.Index(u.Pos))
	if o < 0 {
		return 0
	}
	return countFeature(r.plan.Desired(o))
}

func countFeature(n int) float32 { return float32(min(n, routeCountScale)) / routeCountScale }
