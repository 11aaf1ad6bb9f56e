package cxx

import (
	"encoding/binary"
	"slices"
)

// Sent remembers what one seat's process was last sent, so that a round
// block may give only the board cells and the units that changed: the
// runner keeps the rest (common/io.hh: Board, Units). A game writes this
// round's letters and unit records into the scratch slices Cells and
// Units gives, then appends them with AppendCells and AppendUnits.
type Sent struct {
	cells, curCells []byte  // one letter a cell: last sent, this round
	units, curUnits []int32 // width numbers a unit: last sent, this round
	changed         []int32 // the cells, then the units, to send this round
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
		s.changed = s.changed[:0]
		old := s.cells
		i := 0
		for ; i+8 <= len(cur); i += 8 { // eight cells at a time: most are the same
			if binary.LittleEndian.Uint64(cur[i:]) == binary.LittleEndian.Uint64(old[i:]) {
				continue
			}
			for k := i; k < i+8; k++ {
				if cur[k] != old[k] {
					s.changed = append(s.changed, int32(k))
				}
			}
		}
		for ; i < len(cur); i++ {
			if cur[i] != old[i] {
				s.changed = append(s.changed, int32(i))
			}
		}
		dst = AppendNum(append(dst, " D"...), len(s.changed))
		for _, k := range s.changed {
			dst = append(AppendNum(dst, int(k)), ' ', cur[k])
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

// AppendUnits appends the units: " N K" (N units, K of them given), a
// newline, and for each of the K its id and its width numbers, each a
// 32-bit little-endian integer (no parsing: a round changes most units of
// some games), then a newline; every unit the first time (or when their
// number changed), then those whose record changed.
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
	dst = append(AppendNum(AppendNum(dst, n), len(s.changed)), '\n')
	at := len(dst)
	dst = slices.Grow(dst, 4*(width+1)*len(s.changed)+1)[:at+4*(width+1)*len(s.changed)]
	for _, id := range s.changed {
		binary.LittleEndian.PutUint32(dst[at:], uint32(id))
		at += 4
		for _, v := range cur[int(id)*width : int(id+1)*width] {
			binary.LittleEndian.PutUint32(dst[at:], uint32(v))
			at += 4
		}
	}
	dst = append(dst, '\n')
	s.units, s.curUnits = cur, s.units
	return dst
}
