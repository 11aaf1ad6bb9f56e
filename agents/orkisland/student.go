package orkisland

import (
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
	"github.com/edagym/edagym/env/orkisland/plan"
)

// Student is a sparring partner that plays as the course's best student,
// Marti8, does in the matches of ../shared/students (docs/students.md has
// the statistics it was matched on). It plays the Dummy's plan in
// plan.StudentStyle (orks keep to the cities and paths, where steps cost
// no health) with these orders, in this order:
//
//  1. road fights (student_fights.go): an ork beside an enemy it beats
//     attacks it, but an ork on a city or path only if the enemy stands on
//     one too: it never steps off the roads to fight;
//  2. evasion (student_evade.go): an ork that an enemy beside it would beat
//     steps out of its reach, holders too;
//  3. patrols (student_patrol.go): a holder walks up and down its object
//     instead of standing on it, and so meets the enemies that come near;
//  4. targets, as the Dummy's;
//  5. leftovers (student_leftovers.go): free orks hunt enemies they beat,
//     an ork on a road only enemies on a road, else reinforce the best
//     objects.
//
// It uses no randomness. Per match it allocates its per-ork memory once;
// a round allocates nothing once the plan's buffers have grown.
type Student struct {
	*Dummy
	m     *ork.Match
	prev  []ork.Pos // per ork id: its cell the round before
	given []bool    // per ork id: ordered by rules 1-3 this round
}

func newStudent() *Student {
	return &Student{Dummy: newDummy(plan.StudentStyle)}
}

// Play implements env.Player.
func (s *Student) Play(em env.Match, me int, out *jutge.Orders) {
	m := em.(*ork.Match)
	orks := m.Orks(me)
	s.remember(m)
	s.plan.Update(m, me)
	pl := s.plan.Plan
	for _, id := range orks {
		if d := roadFight(m, pl, me, id); d != ork.None {
			s.order(out, id, d)
		}
	}
	for _, id := range orks {
		if s.given[id] || pl.Busy(id) && !pl.Holds(id) {
			continue
		}
		if d, ok := evasion(m, pl, me, id); ok {
			s.order(out, id, d)
		}
	}
	for _, id := range orks {
		if pl.Holds(id) && !s.given[id] {
			if d := patrol(m, pl, me, id, s.prev[id]); d != ork.None {
				s.order(out, id, d)
			}
		}
	}
	s.targets(m, me, out)
	s.leftovers(m, me, orks, out)
	for _, id := range orks {
		s.prev[id] = m.Unit(id).Pos
	}
}

// order gives ork id a move, marking it ordered and busy.
func (s *Student) order(out *jutge.Orders, id int, d ork.Dir) {
	out.Add(id, int(d))
	s.given[id] = true
	s.plan.SetBusy(id)
}

// remember sizes the per-ork memory for m (a new match forgets the last)
// and clears this round's marks.
func (s *Student) remember(m *ork.Match) {
	if s.m != m || len(s.prev) != m.NumUnits() {
		s.m = m
		s.prev = make([]ork.Pos, m.NumUnits())
		s.given = make([]bool, m.NumUnits())
		for id := range s.prev {
			s.prev[id] = ork.Pos{I: -1, J: -1}
		}
	}
	clear(s.given)
}
