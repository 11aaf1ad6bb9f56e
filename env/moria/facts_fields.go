package moria

import "github.com/edagym/edagym/env/grid"

// Facts mode's fields (facts.go): per cell, the cheapest cost of going from
// it to the nearest of a set of source cells, for one way of moving:
//
//   - a dwarf's: 8 directions; entering a cave or an Outside cell costs 1
//     round, a rock its turns left and the step in (the dwarf digs it turns
//     times, then moves in); granite and abysses cannot be entered;
//   - a wizard's: the 4 orthogonal directions, 1 round per cave or Outside
//     cell; nothing else can be entered.
//
// Units do not count: they move, and what a move into one does is a
// feature of its own. A field is a reverse search from its sources: a cell
// costs what entering its cheapest neighbour costs plus that neighbour's
// cost. Distances are unique whatever order a search settles cells in, so
// the C++ export may search another way and get the same numbers.
//
// The fields live on the board padded with a ring of cells no one can
// enter, so that a neighbour is one addition away, with no bounds check.
const (
	padCols  = Cols + 2
	padCells = (Rows + 2) * padCols

	unreached = int32(1 << 30)
	// dialBuckets: the dwarves' search keeps its queue in circular buckets
	// by distance. A step costs 1 to rock_resistance + 1 ≤ 27 rounds, so
	// the distances waiting span fewer than 32 values: a bucket holds one
	// distance at a time, each cell once at most.
	dialBuckets = 32
)

// padOffset[d] is the padded index step of direction d.
var padOffset = [8]int{padCols, padCols + 1, 1, -padCols + 1, -padCols, -padCols - 1, -1, padCols - 1}

// padIndex is the padded index of board cell p.
func padIndex(p Pos) int { return (p.I+1)*padCols + p.J + 1 }

// mover is one way of moving: the cost of entering each padded cell (-1
// where it cannot, the ring included) and whether it moves diagonally.
type mover struct {
	enter    [padCells]int8
	start    [padCells]int32 // a field before its sources: unreached where it can enter, -1 elsewhere
	diagonal bool
}

// set fills the costs on m's board: a dwarf's, or a wizard's.
func (mv *mover) set(m *Match, dwarf bool) {
	mv.diagonal = dwarf
	for k := range mv.enter {
		mv.enter[k], mv.start[k] = -1, -1
	}
	for i := range Rows {
		row := m.cells[i*Cols : (i+1)*Cols]
		at := (i+1)*padCols + 1
		enter, start := mv.enter[at:at+Cols], mv.start[at:at+Cols]
		for j := range row {
			c := &row[j]
			switch {
			case c.Type == Cave || c.Type == Outside:
				enter[j], start[j] = 1, unreached
			case c.Type == Rock && dwarf:
				enter[j], start[j] = c.Turns+1, unreached
			}
		}
	}
}

// fieldSearch runs the fields' searches. Once a search has settled every
// cell in need (the cells of the units that read the field) it runs
// factsRegretScale further and stops: a neighbour farther than that gives
// a regret clipped to 1 whatever its cost, and the cells the search did
// not settle are farther (their cost so far is never below the true one).
type fieldSearch struct {
	bucket [dialBuckets][padCells]uint16
	n      [dialBuckets]int32
	queued int
	bfs    [padCells]uint16 // the wizards' queue: each cell once
}

// begin starts field dist for mover mv.
func (s *fieldSearch) begin(dist *[padCells]int32, mv *mover) {
	*dist = mv.start
	s.n = [dialBuckets]int32{}
	s.queued = 0
}

// source makes padded cell k a source (distance 0) if mv can stand there.
func (s *fieldSearch) source(dist *[padCells]int32, k int) {
	if dist[k] <= 0 { // it cannot stand there, or already a source
		return
	}
	dist[k] = 0
	s.bfs[s.queued] = uint16(k) // the sources, for either search
	s.queued++
}

// spread completes the field from its sources; need marks the padded
// cells in need, n of them.
func (s *fieldSearch) spread(dist *[padCells]int32, mv *mover, need *[padCells]bool, n int) {
	if mv.diagonal {
		s.dial(dist, mv, need, n)
	} else {
		s.breadth(dist, need, n)
	}
}

// dial is Dijkstra's search with a bucket per distance (Dial's), over the
// 8 neighbours and the step costs of mv.
func (s *fieldSearch) dial(dist *[padCells]int32, mv *mover, need *[padCells]bool, n int) {
	copy(s.bucket[0][:], s.bfs[:s.queued])
	s.n[0] = int32(s.queued)
	limit, top := unreached, int32(0) // top: the farthest distance queued
	for d := int32(0); d <= top && d <= limit; d++ {
		b := d & (dialBuckets - 1)
		queue := s.bucket[b][:s.n[b]]
		s.n[b] = 0
		for _, e := range queue {
			k := int(e)
			if dist[k] != d { // queued again, nearer
				continue
			}
			if need[k] {
				if n--; n == 0 {
					limit = d + factsRegretScale
				}
			}
			nd := d + int32(mv.enter[k])
			top = max(top, nd)
			c := nd & (dialBuckets - 1)
			next, at := &s.bucket[c], s.n[c]
			// The 3×3 square around k, its corners at 0, 2, 2·padCols and
			// 2·padCols + 2: constant indices, checked once.
			w := dist[k-padCols-1 : k+padCols+2]
			_ = w[2*padCols+2]
			if nd < w[2*padCols+1] { // bottom
				w[2*padCols+1] = nd
				next[at] = uint16(k + padCols)
				at++
			}
			if nd < w[2*padCols+2] {
				w[2*padCols+2] = nd
				next[at] = uint16(k + padCols + 1)
				at++
			}
			if nd < w[padCols+2] { // right
				w[padCols+2] = nd
				next[at] = uint16(k + 1)
				at++
			}
			if nd < w[2] {
				w[2] = nd
				next[at] = uint16(k - padCols + 1)
				at++
			}
			if nd < w[1] { // top
				w[1] = nd
				next[at] = uint16(k - padCols)
				at++
			}
			if nd < w[0] {
				w[0] = nd
				next[at] = uint16(k - padCols - 1)
				at++
			}
			if nd < w[padCols] { // left
				w[padCols] = nd
				next[at] = uint16(k - 1)
				at++
			}
			if nd < w[2*padCols] {
				w[2*padCols] = nd
				next[at] = uint16(k + padCols - 1)
				at++
			}
			s.n[c] = at
		}
	}
}

// breadth is a breadth-first search over the 4 orthogonal neighbours (every
// step costs 1).
func (s *fieldSearch) breadth(dist *[padCells]int32, need *[padCells]bool, n int) {
	limit := unreached
	for h := 0; h < s.queued; h++ {
		k := int(s.bfs[h])
		d := dist[k]
		if d > limit {
			break
		}
		if need[k] {
			if n--; n == 0 {
				limit = d + factsRegretScale
			}
		}
		for dir := grid.Bottom; dir < grid.None; dir += 2 {
			if q := k + padOffset[dir]; dist[q] == unreached {
				dist[q] = d + 1
				s.bfs[s.queued] = uint16(q)
				s.queued++
			}
		}
	}
}
