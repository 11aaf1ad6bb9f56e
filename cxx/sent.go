package cxx

import "slices"

// Sent remembers what one seat's process was last sent, so that a round
// block may give only the board cells and the units that changed: the
// runner keeps the rest (common/io.hh: Board, Units). A game writes this
// round's letters and unit records into the scratch slices Cells and
// Units gives, then appends them with AppendCells and AppendUnits.
type Sent struct {
	cells, curCells []byte  // one letter a cell: last sent, this round
	units, curUnits []int32 // width numbers a unit: last sent, this round
	changed         []int32 // the units to send this round
}

// Cells is a scratch slice for this round's n cell letters.
func (s *Sent) Cells(n int) []byte {
	s.curCells = slices.Grow(s.curCells[:0], n)[:n]
	return s.curCells
}

// AppendCells appends the board: the first time (or when its size
// changed) " F" and the letters in rows of cols on lines of their own,
// then " D K" and the K changed cells as " INDEX LETTER".
func (s *Sent) AppendCells(dst []byte, cols int) []byte {
	cur := s.curCells
	if len(s.cells) != len(cur) {
		dst = append(dst, " F\n"...)
		for i := 0; i < len(cur); i += cols {
			dst = append(append(dst, cur[i:i+cols]...), '\n')
		}
	} else {
		k := 0
		for i, c := range cur {
			if c != s.cells[i] {
				k++
			}
		}
		dst = AppendNum(append(dst, " D"...), k)
		for i, c := range cur {
			if c != s.cells[i] {
				dst = append(AppendNum(dst, i), ' ', c)
			}
		}
		dst = append(dst, '\n')
	}
	s.cells, s.curCells = cur, s.cells
	return dst
}

// Units is a scratch slice for this round's n unit records of width
// numbers each.
func (s *Sent) Units(n, width int) []int32 {
	s.curUnits = slices.Grow(s.curUnits[:0], n*width)[:n*width]
	return s.curUnits
}

// AppendUnits appends the units: " N K" (N units, K of them given) and
// for each of the K, " ID" and its width numbers; every unit the first
// time (or when their number changed), then those whose record changed.
func (s *Sent) AppendUnits(dst []byte, width int) []byte {
	cur := s.curUnits
	n := len(cur) / width
	s.changed = s.changed[:0]
	if len(s.units) != len(cur) {
		for id := 0; id < n; id++ {
			s.changed = append(s.changed, int32(id))
		}
	} else {
		for id := 0; id < n; id++ {
			a, b := cur[id*width:(id+1)*width], s.units[id*width:(id+1)*width]
			for w := range a {
				if a[w] != b[w] {
					s.changed = append(s.changed, int32(id))
					break
				}
			}
		}
	}
	dst = AppendNum(AppendNum(dst, n), len(s.changed))
	for _, id := range s.changed {
		dst = AppendNum(dst, int(id))
		for _, v := range cur[int(id)*width : int(id+1)*width] {
			dst = AppendNum(dst, int(v))
		}
	}
	dst = append(dst, '\n')
	s.units, s.curUnits = cur, s.units
	return dst
}
