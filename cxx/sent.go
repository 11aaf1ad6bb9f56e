package cxx

import (
	"encoding/binary"
	"slices"
)

// Sent remembers what one seat's process was last sent, so that a round
// block may give only the board cells and the units that changed: the
// runner keeps the rest (common/io.hh: Board, Units). A game updates the
// letters Board gives in place, calling Changed for each it changes, and
// appends them with AppendBoard; it readies the units with Units, gives
// each one's record to SetUnit, then appends them with AppendUnits. Either
// way the game's one pass over this round's state finds the changes.
type Sent struct {
	cells      []byte   // one letter a cell, as last sent
	whole      bool     // cells was made this round: send it whole
	units      []int32  // width numbers a unit, as last sent
	wholeUnits bool     // units was made this round: send them all
	changed    []int32  // the cells, then the units, to send this round
	view       []int32  // see ViewIndex; empty: cells come in view order
	rows       []byte   // the cells in view order, for a whole board
	words      []uint64 // see Words
}

// Words is, for a game whose cells are 8-byte records, the n records as
// last seen, kept from round to round (zeros and fresh the first time, or
// when n changed): a game letters only the cells whose record changed,
// one word compare a cell, and updates them here.
func (s *Sent) Words(n int) (prev []uint64, fresh bool) {
	if len(s.words) == n {
		return s.words, false
	}
	s.words = make([]uint64, n)
	return s.words, true
}

// ViewIndex is, for a game that letters its n cells in another order than
// the view's (Dominator's rotated view), each cell's index in the view,
// kept from round to round: the game fills it when fresh. Lettering in the
// board's own order reads memory in order, and only the changed cells need
// their view index.
func (s *Sent) ViewIndex(n int) (idx []int32, fresh bool) {
	if len(s.view) == n {
		return s.view, false
	}
	s.view = slices.Grow(s.view[:0], n)[:n]
	return s.view, true
}

// Board is the n cell letters last sent (zeros the first time, or when n
// changed), for the game to set to this round's, calling Changed(k) for
// each cell k whose letter it changes: one pass over the board letters
// and compares it (no letter is 0).
func (s *Sent) Board(n int) []byte {
	s.changed = s.changed[:0]
	if len(s.cells) != n {
		s.cells = make([]byte, n)
		s.whole = true
	}
	return s.cells
}

// Changed notes that the game changed cell k's letter.
func (s *Sent) Changed(k int) { s.changed = append(s.changed, int32(k)) }

// AppendBoard appends the board: the first time (or when its size
// changed) " F" and the letters in rows of cols on lines of their own,
// then " D K" and the K changed cells as " INDEX LETTER" (view indices).
func (s *Sent) AppendBoard(dst []byte, cols int) []byte {
	cur, mapped := s.cells, len(s.view) == len(s.cells)
	if s.whole {
		s.whole = false
		rows := cur
		if mapped {
			s.rows = slices.Grow(s.rows[:0], len(cur))[:len(cur)]
			for k, v := range s.view {
				s.rows[v] = cur[k]
			}
			rows = s.rows
		}
		dst = append(dst, " F\n"...)
		for i := 0; i < len(rows); i += cols {
			dst = append(append(dst, rows[i:i+cols]...), '\n')
		}
		return dst
	}
	dst = AppendNum(append(dst, " D"...), len(s.changed))
	for _, k := range s.changed {
		v := k
		if mapped {
			v = s.view[k]
		}
		dst = append(AppendNum(dst, int(v)), ' ', cur[k])
	}
	return append(dst, '\n')
}

// Units readies the records of n units of width numbers each for SetUnit.
func (s *Sent) Units(n, width int) {
	s.changed = s.changed[:0]
	if len(s.units) != n*width {
		s.units = make([]int32, n*width)
		s.wholeUnits = true
	}
}

// SetUnit sets unit id's record to r (width numbers), noting whether it
// changed.
func (s *Sent) SetUnit(id int, r []int32) {
	old := s.units[id*len(r) : (id+1)*len(r)]
	if !slices.Equal(old, r) {
		copy(old, r)
		s.changed = append(s.changed, int32(id))
	}
}

// AppendUnits appends the units: " N K" (N units, K of them given), a
// newline, and for each of the K its id and its width numbers, each a
// 32-bit little-endian integer (no parsing: a round changes most units of
// some games), then a newline; every unit the first time (or when their
// number changed), then those whose record changed.
func (s *Sent) AppendUnits(dst []byte, width int) []byte {
	n := len(s.units) / width
	if s.wholeUnits {
		s.wholeUnits = false
		s.changed = s.changed[:0]
		for id := 0; id < n; id++ {
			s.changed = append(s.changed, int32(id))
		}
	}
	dst = append(AppendNum(AppendNum(dst, n), len(s.changed)), '\n')
	dst = slices.Grow(dst, 4*(width+1)*len(s.changed)+1)
	for _, id := range s.changed {
		dst = binary.LittleEndian.AppendUint32(dst, uint32(id))
		for _, v := range s.units[int(id)*width : int(id+1)*width] {
			dst = binary.LittleEndian.AppendUint32(dst, uint32(v))
		}
	}
	return append(dst, '\n')
}
