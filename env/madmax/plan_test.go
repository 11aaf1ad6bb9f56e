package madmax

import (
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
	"github.com/edagym/edagym/internal/plantest"
)

// playPlanned plays a match for rounds rounds, every seat giving the
// Immortan's orders, and calls visit before each round.
func playPlanned(t testing.TB, seed int32, rounds int, visit func(m *Match)) {
	playStyled(t, ImmortanStyle, seed, rounds, func(m *Match, _ []*Planner) { visit(m) })
}

// playStyled plays a match for rounds rounds, every seat planning in style
// s, and calls visit after the seats have planned, before each round.
func playStyled(t testing.TB, s Style, seed int32, rounds int, visit func(m *Match, ps []*Planner)) {
	m, err := Default().New(seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]*Planner, NumTeams)
	for p := range ps {
		ps[p] = NewPlanner(s)
	}
	orders := make([][]jutge.Order, NumTeams)
	for r := 0; r < rounds; r++ {
		for p, pl := range ps {
			pl.Plan(m, p)
			orders[p] = orders[p][:0]
			for _, o := range pl.Orders() {
				orders[p] = append(orders[p], jutge.Order{Unit: o.ID, Dir: int(o.Dir)})
			}
		}
		visit(m, ps)
		m.Step(orders)
	}
}

// TestPlanFeatures: in plan mode the features are units mode's, then per
// own unit exactly one 1 among the 9 order features, at the direction the
// Immortan orders it this round (8 with no order); every index occurs.
func TestPlanFeatures(t *testing.T) {
	c := Default()
	var seen [grid.NumDirs]int
	var ue, pe *Encoder
	var uobs, pobs [][]byte
	ref := NewPlanner(ImmortanStyle)
	playPlanned(t, 3, 120, func(m *Match) {
		if ue == nil {
			ue, uobs = newEnc(t, m, env.Units)
			pe, pobs = newEnc(t, m, env.Plan)
		}
		for me := 0; me < NumTeams; me++ {
			ue.Observe(m, me, uobs)
			pe.Observe(m, me, pobs)
			ref.Plan(m, me)
			var own []int // slot s is the s-th own unit in id order
			for id := range m.units {
				if m.units[id].Team == me {
					own = append(own, id)
				}
			}
			plantest.CheckSeat(t, fmt.Sprintf("round %d seat %d", m.round, me), uobs, pobs, NumFeatures, NumPlanFeatures,
				own, func(id int) int { return int(ref.OrderOf(id)) }, seen[:])
		}
	})
	plantest.CheckSeen(t, seen[:])
	if s := pe.Spec(); !slices.Equal(s.Obs[1].Shape, []int{c.NumUnits(), NumPlanFeatures}) {
		t.Errorf("plan features shape %v", s.Obs[1].Shape)
	}
}

// TestDummyRaids: the Dummy, like the original engine's, attacks the rival
// warriors beside its warriors (internal/madmaxcompare counts 97% of such
// chances taken in the original's matches); the Immortan only attacks to
// kill or to win a thunderdome fight (22% of its chances here; the Dummy
// without Raid, 26%). Counted on the warriors that may move
// this round and stand beside a rival warrior, in 300 rounds of four
// planners of each style.
func TestDummyRaids(t *testing.T) {
	for _, c := range []struct {
		name     string
		s        Style
		min, max float64
	}{{"Dummy", DummyStyle, 0.85, 1}, {"Immortan", ImmortanStyle, 0, 0.35}} {
		chances, attacks := 0, 0
		playStyled(t, c.s, 2, 300, func(m *Match, ps []*Planner) {
			for me, pl := range ps {
				for _, id := range m.Warriors(me) {
					u := m.Unit(id)
					if !m.CanMove(id) {
						continue
					}
					beside := false
					for d := grid.Bottom; d < grid.None && !beside; d++ {
						beside = rivalWarrior(m, me, u.Pos.Add(d))
					}
					if !beside {
						continue
					}
					chances++
					if d := pl.OrderOf(id); d != grid.None && rivalWarrior(m, me, u.Pos.Add(d)) {
						attacks++
					}
				}
			}
		})
		rate := float64(attacks) / float64(max(chances, 1))
		t.Logf("%s: %d of %d warriors beside a rival warrior attack one (%.1f%%)", c.name, attacks, chances, 100*rate)
		if chances < 100 || rate < c.min || rate > c.max {
			t.Errorf("%s: attack rate %.3f over %d chances, want %.2f to %.2f over at least 100", c.name, rate, chances, c.min, c.max)
		}
	}
}

// rivalWarrior: a warrior of another team stands at q.
func rivalWarrior(m *Match, me int, q Pos) bool {
	if !m.In(q) || m.UnitAt(q) < 0 {
		return false
	}
	v := m.Unit(m.UnitAt(q))
	return v.Team != me && v.Kind == Warrior
}

// BenchmarkPlan: one seat's Immortan plan in a busy round.
func BenchmarkPlan(b *testing.B) {
	var m0 *Match
	playPlanned(b, 5, 60, func(m *Match) { m0 = m })
	p := NewPlanner(ImmortanStyle)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p.Plan(m0, i%NumTeams)
	}
}

// BenchmarkDummyMatch: a whole match of four Dummies, each planning every
// round (the Dummy is the opponent of most training matches).
func BenchmarkDummyMatch(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		playStyled(b, DummyStyle, 5, 500, func(*Match, []*Planner) {})
	}
}

// TestImmortanKeepsFromRaiders: with WarriorCost the Immortan's warriors
// end their moves outside the cities beside far fewer rival warriors (the
// raiders that attack before our next turn) than with WarriorCost 0, the
// rest of the style the same. Counted over the warriors that may move, in
// 300 rounds of four planners of each style.
func TestImmortanKeepsFromRaiders(t *testing.T) {
	exposure := func(s Style) (moves, beside int) {
		playStyled(t, s, 4, 300, func(m *Match, ps []*Planner) {
			for me, pl := range ps {
				for _, id := range m.Warriors(me) {
					if !m.CanMove(id) {
						continue
					}
					q := m.Unit(id).Pos.Add(pl.OrderOf(id))
					if !m.In(q) || m.CellType(q) == City || m.UnitAt(q) >= 0 && m.Unit(m.UnitAt(q)).Kind == Warrior {
						continue // in a city, or an attack
					}
					moves++
					for d := grid.Bottom; d < grid.None; d++ {
						if rivalWarrior(m, me, q.Add(d)) {
							beside++
						}
					}
				}
			}
		})
		return moves, beside
	}
	without := ImmortanStyle
	without.WarriorCost = 0
	m0, b0 := exposure(without)
	m1, b1 := exposure(ImmortanStyle)
	r0, r1 := float64(b0)/float64(max(m0, 1)), float64(b1)/float64(max(m1, 1))
	t.Logf("rival warriors beside a move's cell outside the cities: %.3f per move without WarriorCost (%d moves), %.3f with (%d)", r0, m0, r1, m1)
	if m0 < 1000 || m1 < 1000 || r1 > r0/3 {
		t.Errorf("%.3f rival warriors beside a move with WarriorCost %d, %.3f without: want at most a third", r1, ImmortanStyle.WarriorCost, r0)
	}
}

// TestFuriosaRaidsThoseItOutlasts: the Furiosa's warriors attack the rival
// warriors beside them that they outlast (more of the lesser of food and
// water: RaidLead 1) and, outside a kill and a thunderdome fight, no other.
// Counted per warrior that may move beside such a rival, in 300 rounds of
// four Furiosas.
func TestFuriosaRaidsThoseItOutlasts(t *testing.T) {
	outlasted, raids, others := 0, 0, 0
	playStyled(t, FuriosaStyle, 2, 300, func(m *Match, ps []*Planner) {
		dmg := m.Settings().Damage
		for me, pl := range ps {
			for _, id := range m.Warriors(me) {
				u := m.Unit(id)
				if !m.CanMove(id) {
					continue
				}
				canRaid := false
				for d := grid.Bottom; d < grid.None; d++ {
					q := u.Pos.Add(d)
					if !rivalWarrior(m, me, q) || (m.CellType(u.Pos) == City && m.CellType(q) == City) {
						continue
					}
					e := m.Unit(m.UnitAt(q))
					outlasts := min(u.Food, u.Water) > min(e.Food, e.Water)
					canRaid = canRaid || (outlasts && min(e.Food, e.Water) > dmg)
					if pl.OrderOf(id) == d && !outlasts && min(e.Food, e.Water) > dmg {
						others++
					}
				}
				if canRaid {
					outlasted++
					if d := pl.OrderOf(id); d != grid.None && rivalWarrior(m, me, u.Pos.Add(d)) {
						raids++
					}
				}
			}
		}
	})
	rate := float64(raids) / float64(max(outlasted, 1))
	t.Logf("%d of %d warriors beside a rival they outlast attack (%.1f%%); %d attacks on rivals they do not outlast", raids, outlasted, 100*rate, others)
	if outlasted < 40 || rate < 0.85 || others > 0 {
		t.Errorf("attack rate %.3f over %d chances (want at least 0.85 over 40), %d attacks on rivals not outlasted (want 0)", rate, outlasted, others)
	}
}
