package orkisland

import (
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/env/orkisland/plan"
)

// leftovers: a free ork hunts the nearest enemy it can beat, as the
// Warlord's, but an ork on a city or path only an enemy on one too; the
// others reinforce the best objects.
func (s *Student) leftovers(m *ork.Match, me int, orks []int, out *jutge.Orders) {
	b := m.Board()
	pl := s.plan
	field := pl.Enemies()
	slack := pl.Style().HuntSlack
	for _, id := range orks {
		if pl.Busy(id) {
			continue
		}
		u := m.Unit(id)
		dd := field[b.Index(u.Pos)]
		if dd == plan.Unreached {
			continue
		}
		e := m.Unit(int(pl.Label(b.Index(u.Pos))))
		if onRoad(m, pl, u.Pos) && !onRoad(m, pl, e.Pos) {
			continue
		}
		if u.Health > e.Health+int(dd)/2-slack {
			pl.SetBusy(id)
			out.Add(id, int(s.step(m, me, id, field)))
		}
	}
	field = pl.Reinforce()
	if field == nil {
		return
	}
	for _, id := range orks {
		if !pl.Busy(id) {
			pl.SetBusy(id)
			out.Add(id, int(s.step(m, me, id, field)))
		}
	}
}
