package orkisland

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/env/orkisland/plan"
)

// Dummy is a scripted baseline written from the rules. Every round it
// computes the plan (env/orkisland/plan: the census, what each city and path
// is worth and needs, its holders, the errands of the other orks) and gives
// orders from it:
//
//  1. attacks: an ork next to an enemy it beats attacks it ("If the health
//     of A (after the decrement due to the movement) is strictly greater than
//     the health of B, then B dies") and so wins it for me;
//  2. targets: the orks the plan's assignment passes give an object step
//     towards it along the pass's field;
//  3. leftovers hunt weaker enemies, or reinforce the best objects.
//
// Moves avoid cells next to stronger enemies. Dummy uses no randomness and
// allocates nothing per round once its plan is sized. Its style
// (plan.DummyStyle) sets the weights of these rules; the Warlord
// (players.go) is the same player in plan.WarlordStyle.
type Dummy struct {
	plan *ork.Planner
}

func newDummy(style plan.Style) *Dummy {
	return &Dummy{plan: ork.NewPlanner(style, plan.BotRouting)}
}

// Play implements env.Player.
func (d *Dummy) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*ork.Match)
	orks := m.Orks(me)
	d.plan.Update(m, me)
	d.attacks(m, me, orks, out)
	d.targets(m, me, out)
	d.leftovers(m, me, orks, out)
}

// attacks: an ork beside an enemy it beats after paying the move cost
// attacks the strongest such enemy; a holder only if it stays on its object
// (unless the style's holders roam).
func (d *Dummy) attacks(m *ork.Match, me int, orks []int, out *jutge.Orders) {
	b := m.Board()
	cost := &m.Settings().Cost
	roam := d.plan.Style().HoldersRoam
	for _, id := range orks {
		u := m.Unit(id)
		best, bestH := ork.None, -1
		for dir := ork.Bottom; dir < ork.None; dir++ {
			v := u.Pos.Add(dir.Grid())
			if !b.In(v) {
				continue
			}
			e := m.UnitAt(v)
			if e < 0 {
				continue
			}
			eu := m.Unit(e)
			if eu.Player == me || u.Health-cost[b.At(v)] <= eu.Health {
				continue
			}
			if !roam && d.plan.Holds(id) && d.plan.Object(b.Index(v)) != d.plan.Object(b.Index(u.Pos)) {
				continue
			}
			if eu.Health > bestH {
				best, bestH = dir, eu.Health
			}
		}
		if best != ork.None {
			out.Add(id, int(best))
			d.plan.SetBusy(id)
		}
	}
}

// targets runs the plan's assignment passes; each ork given an object steps
// towards it.
func (d *Dummy) targets(m *ork.Match, me int, out *jutge.Orders) {
	for pass := range plan.Passes {
		ids, field := d.plan.Assign(pass)
		if len(ids) == 0 {
			return
		}
		for _, id := range ids {
			out.Add(int(id), int(d.step(m, me, int(id), field)))
		}
	}
}

// leftovers: free orks hunt the nearest enemy they can beat, else reinforce
// the best objects.
func (d *Dummy) leftovers(m *ork.Match, me int, orks []int, out *jutge.Orders) {
	b := m.Board()
	free := 0
	for _, id := range orks {
		if !d.plan.Busy(id) {
			free++
		}
	}
	if free == 0 {
		return
	}
	field := d.plan.Enemies()
	slack := d.plan.Style().HuntSlack
	for _, id := range orks {
		if d.plan.Busy(id) {
			continue
		}
		u := m.Unit(id)
		dd := field[b.Index(u.Pos)]
		if dd == plan.Unreached {
			continue
		}
		e := m.Unit(int(d.plan.Label(b.Index(u.Pos))))
		if u.Health > e.Health+int(dd)/2-slack {
			d.plan.SetBusy(id)
			out.Add(id, int(d.step(m, me, id, field)))
		}
	}
	field = d.plan.Reinforce()
	if field == nil {
		return
	}
	for _, id := range orks {
		if !d.plan.Busy(id) {
			d.plan.SetBusy(id)
			out.Add(id, int(d.step(m, me, id, field)))
		}
	}
}

// step is ork id's move along the current field: the move with the least
// remaining cost, where cells next to an enemy that would beat it there, and
// moves that would kill it, cost extra.
func (d *Dummy) step(m *ork.Match, me int, id int, field []int32) ork.Dir {
	b := m.Board()
	cost := &m.Settings().Cost
	u := m.Unit(id)
	best, bestS := ork.None, plan.Unreached
	for dir := ork.Bottom; dir <= ork.None; dir++ {
		if !m.CanMove(id, dir) {
			continue
		}
		v := u.Pos.Add(dir.Grid())
		k := b.Index(v)
		c := cost[b.At(v)]
		h := u.Health
		var s int32
		if dir == ork.None {
			s = field[k] + plan.StepCost
		} else {
			h -= c
			s = field[k] + d.plan.Weight(k)
			if e := m.UnitAt(v); e >= 0 && m.Unit(e).Health >= h {
				continue // an attack it would not win
			}
			if h < 0 {
				s += 1000
			}
		}
		s += d.danger(m, me, v, u.Pos, h, c)
		if s < bestS {
			best, bestS = dir, s
		}
	}
	return best
}

// danger at v for my ork with health h there: "If the health of A (after
// the decrement due to the movement) is strictly greater than the health of
// B, then B dies" — an enemy beside v wins if its health minus the cost c of
// v beats h; a tie is a coin flip.
func (d *Dummy) danger(m *ork.Match, me int, v, from ork.Pos, h, c int) int32 {
	b := m.Board()
	var s int32
	for dir := ork.Bottom; dir < ork.None; dir++ {
		x := v.Add(dir.Grid())
		if x == from || !b.In(x) {
			continue
		}
		e := m.UnitAt(x)
		if e < 0 {
			continue
		}
		eu := m.Unit(e)
		if eu.Player == me {
			continue
		}
		if eh := eu.Health - c; eh > h {
			s += 200
		} else if eh == h {
			s += 100
		}
	}
	return s
}
