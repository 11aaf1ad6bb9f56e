package madmax

import "github.com/edagym/edagym/env/jutge"

// respawn is §6.5: "dead_c and dead_w are the killed cars and the killed
// warriors, each in ascending id order. Place all dead cars [...], then all
// dead warriors. The warrior pass recomputes everything, so the freshly
// placed cars count." The statement: "Whenever possible, cars will be placed
// on roads at the edges of the board, and warriors on desert cells also at
// the edges, always at a reasonable distance of other units."
func respawn(m *Match, _ [][]jutge.Order) {
	m.deadC, m.deadW = m.deadC[:0], m.deadW[:0]
	for id := range m.units {
		if !m.killed[id] {
			continue
		}
		if m.units[id].Kind == Car {
			m.deadC = append(m.deadC, id)
		} else {
			m.deadW = append(m.deadW, id)
		}
	}
	m.place(m.deadC, Road, m.board.carEdge)
	m.place(m.deadW, Desert, m.board.warEdge)
}

// place puts the units of D back on the board on cells of kind want.
//
//  1. Edge candidates (in the board's edge order) whose distance to the
//     nearest unit is at least 4 (none when no unit is on the board).
//  2. "Q = random_permutation(|D|), drawn before any position draws."
//  3. For each k: draw candidates z = random(0, len−1), removing each
//     (swap with the last), until one is safe — no unit within the 9×9
//     square around it. Otherwise the first safe cell of the right kind on
//     the sweeps m = 1..29, then the first free one on the sweeps m = 0..29.
//  4. "The unit D[Q[k]] is placed on the chosen cell."
//
// When even the last sweep finds nothing (only possible on a FIXED map whose
// Road or Desert cells are all taken), the original aborts; here the unit
// goes to lastResort's cell and the match goes on, with a warning.
func (m *Match) place(D []int, want CellType, edge []int) {
	if len(D) == 0 {
		m.perm = m.rng.Permutation(0, m.perm)
		return
	}
	b := m.board
	m.cand = m.cand[:0]
	if m.anyUnitOnBoard() {
		for _, k := range edge {
			if m.clear(k, 3) {
				m.cand = append(m.cand, k)
			}
		}
	}
	m.perm = m.rng.Permutation(len(D), m.perm)
	for _, q := range m.perm {
		cell := -1
		for cell < 0 && len(m.cand) > 0 {
			z := m.rng.Int(0, len(m.cand)-1)
			c := m.cand[z]
			m.cand[z] = m.cand[len(m.cand)-1]
			m.cand = m.cand[:len(m.cand)-1]
			if m.clear(c, 4) {
				cell = c
			}
		}
		if cell < 0 {
			cell = m.sweep(1, want, true)
		}
		if cell < 0 {
			cell = m.sweep(0, want, false)
		}
		u := &m.units[D[q]]
		if cell < 0 {
			cell = m.lastResort(u.Kind)
			if m.log != nil { // no boxing of the arguments without a log
				m.warn("warning: no free %v cell to respawn unit %d (the original aborts); placed at (%d, %d)\n",
					want, D[q], cell/b.Cols, cell%b.Cols)
			}
		}
		u.Pos = b.PosOf(cell)
		m.unitAt[cell] = int16(u.ID)
	}
}

// anyUnitOnBoard reports whether some unit stands on the board.
func (m *Match) anyUnitOnBoard() bool {
	for id := range m.units {
		if !m.killed[id] {
			return true
		}
	}
	for _, id := range m.deadC { // respawned cars count for the warrior pass
		if m.unitAt[m.board.Index(m.units[id].Pos)] == int16(id) {
			return true
		}
	}
	return false
}

// clear reports whether no unit stands within Chebyshev distance r of cell k.
func (m *Match) clear(k, r int) bool {
	b := m.board
	ci, cj := k/b.Cols, k%b.Cols
	i0, i1 := max(ci-r, 0), min(ci+r, b.Rows-1)
	j0, j1 := max(cj-r, 0), min(cj+r, b.Cols-1)
	for i := i0; i <= i1; i++ {
		row := m.unitAt[i*b.Cols:]
		for j := j0; j <= j1; j++ {
			if row[j] >= 0 {
				return false
			}
		}
	}
	return true
}

// sweep scans the fallback lines for m = from..29, with the original's
// hard-coded board side 60: (i, m) and (i, 59−m) for i = m..59−m, then (m, j)
// and (59−m, j) for j = m..59−m. It returns the first cell of kind want that
// is safe (safe) or free (!safe), or -1. Off-board cells are skipped.
func (m *Match) sweep(from int, want CellType, safe bool) int {
	b := m.board
	ok := func(i, j int) bool {
		if i >= b.Rows || j >= b.Cols {
			return false
		}
		k := i*b.Cols + j
		if b.Kinds[k] != want {
			return false
		}
		if safe {
			return m.clear(k, 4)
		}
		return m.unitAt[k] < 0
	}
	for d := from; d <= 29; d++ {
		for i := d; i <= 59-d; i++ {
			if ok(i, d) {
				return i*b.Cols + d
			}
		}
		for i := d; i <= 59-d; i++ {
			if ok(i, 59-d) {
				return i*b.Cols + 59 - d
			}
		}
		for j := d; j <= 59-d; j++ {
			if ok(d, j) {
				return d*b.Cols + j
			}
		}
		for j := d; j <= 59-d; j++ {
			if ok(59-d, j) {
				return (59-d)*b.Cols + j
			}
		}
	}
	return -1
}

// lastResort is where a unit goes when no sweep found a cell, where the
// original aborts: the first free cell in row-major order that its kind may
// enter and that is not in a city, else the first free cell of any kind.
// One always exists: units never outnumber the cells they were set up on, and
// every dead unit's cell was emptied.
func (m *Match) lastResort(kind UnitKind) int {
	b := m.board
	for k, t := range b.Kinds {
		if m.unitAt[k] < 0 && t != City && kind.Enters(t) {
			return k
		}
	}
	for k := range b.Kinds {
		if m.unitAt[k] < 0 {
			return k
		}
	}
	panic("madmax: more units than cells") // unreachable: setup placed every unit on its own cell
}
