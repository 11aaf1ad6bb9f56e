package dominator

import (
	"errors"
	"fmt"

	"github.com/edagym/edagym/env/grid"
)

// box is a player's home quadrant: rows I0..I1 and columns J0..J1, inclusive.
type box struct{ I0, I1, J0, J1 int }

// homeBox is player p's quadrant: players 0 and 3 on top, 0 and 1 on the left.
func (m *Match) homeBox(p int) box { return homeBox(m.b.rows, m.b.cols, p) }

func homeBox(rows, cols, p int) box {
	h, g := rows/2, cols/2
	bx := box{1, h - 2, 1, g - 2}
	if p == 1 || p == 2 {
		bx.I0, bx.I1 = h+2, rows-2
	}
	if p == 2 || p == 3 {
		bx.J0, bx.J1 = g+2, cols-2
	}
	return bx
}

// free reports whether p is an empty cell with no unit and no haunting.
func (m *Match) free(p Pos) bool {
	c := m.b.at(p)
	return c.Type == Empty && c.Unit < 0 && !c.Haunted
}

// interior reports whether p is on the board and off its border rows and
// columns: where the extra placement looks for free cells.
func (m *Match) interior(p Pos) bool {
	return p.I >= 1 && p.I <= m.b.rows-2 && p.J >= 1 && p.J <= m.b.cols-2
}

// freeInterior counts the free interior cells, the list E of the extra
// placement, without scanning the board: the interior cells that are not
// walls (fixed once the board is built), less the haunted ones among them
// (counted as haunting is marked), less those holding a unit and not
// haunted, found from the units themselves.
func (m *Match) freeInterior() int {
	n := m.openInterior - m.hauntedOpen
	for id := range m.units {
		if p := m.units[id].Pos; m.interior(p) {
			if c := m.b.at(p); int(c.Unit) == id && c.Type == Empty && !c.Haunted {
				n--
			}
		}
	}
	return n
}

// witchesNear lists in m.near the positions of the witches on the board
// within distance 3 of some cell of bx: the only ones that matter to
// clearOf there. A witch not yet placed stands nowhere.
func (m *Match) witchesNear(bx box) []Pos {
	m.near = m.near[:0]
	for pl := range m.witches {
		for _, id := range m.witches[pl] {
			q := m.units[id].Pos
			di := max(bx.I0-q.I, q.I-bx.I1, 0)
			dj := max(bx.J0-q.J, q.J-bx.J1, 0)
			if di+dj <= 3 && m.onBoard(id) {
				m.near = append(m.near, q)
			}
		}
	}
	return m.near
}

// clearOf is the rules' witch-clear(p): p is free and no witch stands within
// distance 3 (on the radius-3 diamond around p). Rather than the diamond's
// 25 cells, it checks the few witches near p, listed in ws (witchesNear).
func (m *Match) clearOf(p Pos, ws []Pos) bool {
	if !m.free(p) {
		return false
	}
	for _, q := range ws {
		if grid.Abs(q.I-p.I)+grid.Abs(q.J-p.J) <= 3 {
			return false
		}
	}
	return true
}

// put places unit u on p; a farmer paints the cell.
func (m *Match) put(u *Unit, p Pos) {
	u.Pos = p
	c := m.b.at(p)
	c.Unit = int32(u.ID)
	if u.Type == Farmer {
		m.paint(c, u.Player)
	}
}

// paint gives cell c to player p, keeping the land counts up to date.
func (m *Match) paint(c *Cell, p int) {
	if o := c.Owner; o >= 0 {
		m.land[o]--
	}
	c.Owner = int8(p)
	m.land[p]++
}

// placeWitch draws positions in p's box until one is witch-clear, places the
// witch there and haunts its radius-2 diamond.
func (m *Match) placeWitch(u *Unit) error {
	bx := m.homeBox(u.Player)
	ws := m.witchesNear(bx)
	any := false
	for i := bx.I0; i <= bx.I1 && !any; i++ {
		for j := bx.J0; j <= bx.J1 && !any; j++ {
			any = m.clearOf(Pos{I: i, J: j}, ws)
		}
	}
	if !any { // the original would draw forever
		return fmt.Errorf("no room for the witches of player %d", u.Player)
	}
	for {
		p := Pos{I: m.rng.Int(bx.I0, bx.I1), J: 0}
		p.J = m.rng.Int(bx.J0, bx.J1)
		if m.clearOf(p, ws) {
			for _, d := range diamond2 {
				if q := p.Plus(d); m.b.in(q) {
					m.setHaunted(q)
				}
			}
			m.put(u, p)
			return nil
		}
	}
}

// goodCells lists in m.cellsA, in row-major order, the good cells of box bx
// for a new unit of player pl: witch-clear, and no rival knight orthogonally
// adjacent (farmers) or no rival unit of any kind in the 8 neighbours
// (knights). Rather than looking around every cell, it marks in m.bad the
// cells of the box that a witch's radius-3 diamond or a rival's
// neighbourhood spoils, then keeps the free cells left unmarked.
func (m *Match) goodCells(bx box, pl int, knight bool) []Pos {
	cols, bad := m.b.cols, m.bad
	for i := bx.I0; i <= bx.I1; i++ {
		clear(bad[i*cols+bx.J0 : i*cols+bx.J1+1])
	}
	for _, w := range m.witchesNear(bx) {
		for i := max(w.I-3, bx.I0); i <= min(w.I+3, bx.I1); i++ {
			r := 3 - grid.Abs(i-w.I)
			for j := max(w.J-r, bx.J0); j <= min(w.J+r, bx.J1); j++ {
				bad[i*cols+j] = true
			}
		}
	}
	nbr := 4 // the orthogonal directions come first in nbrDirs
	if knight {
		nbr = 8
	}
	for id := range m.units {
		v := &m.units[id]
		p := v.Pos
		if v.Player == pl || !knight && v.Type != Knight ||
			p.I < bx.I0-1 || p.I > bx.I1+1 || p.J < bx.J0-1 || p.J > bx.J1+1 || !m.onBoard(id) {
			continue
		}
		for _, d := range nbrDirs[:nbr] {
			if q := p.Add(d); q.I >= bx.I0 && q.I <= bx.I1 && q.J >= bx.J0 && q.J <= bx.J1 {
				bad[q.I*cols+q.J] = true
			}
		}
	}
	a := m.cellsA[:0]
	for i := bx.I0; i <= bx.I1; i++ {
		for j := bx.J0; j <= bx.J1; j++ {
			if p := (Pos{I: i, J: j}); !bad[i*cols+j] && m.free(p) {
				a = append(a, p)
			}
		}
	}
	m.cellsA = a
	return a
}

// nbrDirs are the directions to a cell's neighbours, the orthogonal ones
// first.
var nbrDirs = [8]grid.Dir{grid.Bottom, grid.Right, grid.Top, grid.Left, grid.BR, grid.RT, grid.TL, grid.LB}

// placeGroup places a list of same-type units of player pl in its box: on a
// random permutation of the good cells, then of the free cells, and what
// still does not fit goes to m.extras. It reproduces the original's quirk of
// leaving some units of an overfull group off the board.
func (m *Match) placeGroup(pl int, ids []int) {
	if len(ids) == 0 {
		return
	}
	knight := m.units[ids[0]].Type == Knight
	bx := m.homeBox(pl)
	a := m.goodCells(bx, pl, knight)
	// Only the first len(ids) entries of each permutation are used.
	m.perm = m.rng.PermutationPrefix(len(a), len(ids), m.perm)
	for k := range m.perm {
		m.put(&m.units[ids[k]], a[m.perm[k]])
	}
	if len(ids) <= len(a) {
		return
	}
	kind := "farmers"
	if knight {
		kind = "knights"
	}
	if m.log != nil {
		m.logf("warning: more %s than good reborn positions for player %d\n", kind, pl)
	}
	bb := m.cellsB[:0]
	for i := bx.I0; i <= bx.I1; i++ {
		for j := bx.J0; j <= bx.J1; j++ {
			if p := (Pos{I: i, J: j}); m.free(p) {
				bb = append(bb, p)
			}
		}
	}
	m.cellsB = bb
	m.perm = m.rng.PermutationPrefix(len(bb), len(ids), m.perm)
	for k := len(a); k < len(m.perm); k++ {
		m.put(&m.units[ids[k]], bb[m.perm[k]])
	}
	if len(ids) > len(a)+len(bb) {
		if m.log != nil {
			m.logf("warning: more %s than free reborn positions for player %d\n", kind, pl)
		}
		m.extras = append(m.extras, ids[len(a)+len(bb):]...)
	}
}

// placeInitial creates every unit and places them with the board generator:
// for each player its witches, its knights, then its farmers.
func (m *Match) placeInitial() error {
	c := m.cfg
	m.units = make([]Unit, 0, c.NumUnits())
	for p := 0; p < c.Players; p++ {
		for _, g := range [3]struct {
			t UnitType
			n int
		}{{Witch, c.Witches}, {Knight, c.Knights}, {Farmer, c.Farmers}} {
			for range g.n {
				u := Unit{Type: g.t, ID: len(m.units), Player: p, Health: c.MaxHealth(g.t)}
				if g.t == Witch {
					u.Pos, u.Active = Pos{I: -1, J: -1}, true
					m.witches[p] = append(m.witches[p], u.ID)
				}
				m.units = append(m.units, u)
			}
		}
	}
	var ids []int
	for p := 0; p < c.Players; p++ {
		base := p * c.UnitsPerPlayer()
		for k := 0; k < c.Witches; k++ {
			if err := m.placeWitch(&m.units[base+k]); err != nil {
				return err
			}
		}
		for _, g := range [2]struct {
			from, n int
			what    string
		}{{base + c.Witches, c.Knights, "knights"}, {base + c.Witches + c.Knights, c.Farmers, "farmers"}} {
			ids = ids[:0]
			for k := 0; k < g.n; k++ {
				ids = append(ids, g.from+k)
			}
			m.placeGroup(p, ids)
			if len(m.extras) > 0 {
				return errors.New("Impossible to fit " + g.what + " into grid.")
			}
		}
	}
	return nil
}
