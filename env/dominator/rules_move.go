package dominator

import (
	"slices"

	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// executeMoves runs the round's movements in a random order.
//
// Rule: "Every round, all the selected orders will be executed using a
// random order." The board generator draws a permutation of the movement
// list; a unit captured earlier in the round does not act. Each unit with
// a movement counts as moved (it will not heal) even if its move fails.
func executeMoves(m *Match, _ [][]jutge.Order) {
	m.perm = m.rng.Permutation(len(m.moves), m.perm)
	for _, k := range m.perm {
		mv := m.moves[k]
		m.moved[mv.id] = true
		if m.killed[mv.id] {
			continue
		}
		if m.attempt(mv.id, mv.d) {
			m.done = append(m.done, mv)
		}
	}
}

// attempt tries one move and reports whether it is listed in the match file.
//
// Rules: "Trying to move a unit into a wall is an invalid move." "Witches can
// move to any adjacent empty cell." "Farmers can move to any adjacent empty
// cell. If that cell is haunted, the farmer dies. Otherwise, the cell is
// painted with the farmer's team color." "Knights can move to any adjacent
// or diagonally adjacent empty cell. If that cell is haunted, the knight
// dies." "Knights can attack any adjacent or diagonally adjacent rival
// farmer or rival knight (by an order to move there). Trying to attack an own
// unit or a witch is an invalid movement."
func (m *Match) attempt(id int, d grid.Dir) bool {
	u := &m.units[id]
	p2 := u.Pos.Add(d)
	if !m.b.open(p2) {
		return false
	}
	c2 := m.b.at(p2)
	if c2.Unit >= 0 {
		if u.Type != Knight {
			return false
		}
		return m.attack(u, &m.units[c2.Unit])
	}
	m.b.at(u.Pos).Unit = -1
	c2.Unit = int32(id)
	u.Pos = p2
	if u.Type == Witch {
		m.haunt()
		m.castOnHaunted()
		return true
	}
	if c2.Haunted {
		m.spell(u)
		return false
	}
	if u.Type == Farmer {
		m.paint(c2, u.Player)
	}
	return true
}

// attack is knight k's attack on v.
//
// Rule: "the rival unit loses a random amount of health between 60 and 90
// [damage_min and damage_max]. If the new health drops to 0 or below, that
// unit is captured by the team of the attacking knight." The knight stays
// where it is; the attack is listed either way.
func (m *Match) attack(k, v *Unit) bool {
	if v.Type == Witch || v.Player == k.Player {
		return false
	}
	v.Health -= m.rng.Int(m.cfg.DamageMin, m.cfg.DamageMax)
	if v.Health <= 0 {
		m.capture(v, k.Player)
		m.captors = append(m.captors, k.ID)
	}
	return true
}

// capture gives unit u to player p: full health, off the board (keeping its
// coordinates) until the respawn stage, and unable to act this round.
func (m *Match) capture(u *Unit, p int) {
	u.Player = p
	u.Health = m.cfg.MaxHealth(u.Type)
	m.b.at(u.Pos).Unit = -1
	if !m.killed[u.ID] {
		m.dead = append(m.dead, u.ID)
	}
	m.killed[u.ID] = true
}

// haunt recomputes which witches are active and which cells are haunted.
//
// Rules: "A witch gets deactivated when there are one or more witches at
// Manhattan distance at most two from her, even if there is just one such
// witch, and from the same team. Deactivated witches do not haunt any
// sorrounding cells." "Any cell at Manhattan distance at most two from a
// witch [...] is haunted, even if there is a wall in between."
//
// Only the cells listed in m.haunted carry the flag, so only they are
// cleared.
func (m *Match) haunt() {
	for _, k := range m.haunted {
		m.b.cells[k].Haunted = false
	}
	m.haunted, m.hauntedOpen = m.haunted[:0], 0
	for p := range m.witches {
		for _, id := range m.witches[p] {
			w := &m.units[id]
			w.Active = true
			for _, d := range diamond2 {
				q := w.Pos.Plus(d)
				if d != (Pos{}) && m.b.in(q) {
					if o := m.b.at(q).Unit; o >= 0 && m.units[o].Type == Witch {
						w.Active = false
						break
					}
				}
			}
			if w.Active {
				for _, d := range diamond2 {
					if q := w.Pos.Plus(d); m.b.in(q) {
						m.setHaunted(q)
					}
				}
			}
		}
	}
}

// setHaunted marks q haunted, listing it in m.haunted the first time.
func (m *Match) setHaunted(q Pos) {
	c := m.b.at(q)
	if c.Haunted {
		return
	}
	c.Haunted = true
	m.haunted = append(m.haunted, int32(q.I*m.b.cols+q.J))
	if c.Type == Empty && m.interior(q) {
		m.hauntedOpen++
	}
}

// castOnHaunted casts a spell on every farmer and knight standing on a
// haunted cell, in row-major order: "Any farmer or knight in a haunted cell
// dies immediately, even if the spell comes from a witch of the own team."
//
// The victims are found from the units, not by scanning the board, then
// taken in row-major order (ascending cell index). A spell only takes its
// victim off the board, so it changes no other cell of the list.
func (m *Match) castOnHaunted() {
	v := m.victims[:0]
	for id := range m.units {
		u := &m.units[id]
		if u.Type != Witch && m.onBoard(id) && m.b.at(u.Pos).Haunted {
			v = append(v, int32(u.Pos.I*m.b.cols+u.Pos.J))
		}
	}
	slices.Sort(v)
	m.victims = v
	for _, k := range v {
		m.spell(&m.units[m.b.cells[k].Unit])
	}
}

// spell kills u by the active witches around it.
//
// Rule: "A unit killed by the spell of one or more witches will be reborn as
// a unit of another team. If all the killing witches belong to the same team
// of the dead unit, the new team will be selected uniformly at random among
// the rest of teams. Otherwise, the new team will be selected with
// probability proportional to the number of killing witches of the other
// teams."
func (m *Match) spell(u *Unit) {
	t := m.targets[:0]
	for _, d := range diamond2 {
		q := u.Pos.Plus(d)
		if !m.b.in(q) {
			continue
		}
		if o := m.b.at(q).Unit; o >= 0 {
			if w := &m.units[o]; w.Type == Witch && w.Active && w.Player != u.Player {
				t = append(t, w.Player)
			}
		}
	}
	m.targets = t
	if len(t) > 0 {
		m.capture(u, t[m.rng.Int(0, len(t)-1)])
		return
	}
	m.capture(u, (u.Player+m.rng.Int(1, 3))%4)
}
