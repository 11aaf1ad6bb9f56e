package cxx

import (
	"encoding/binary"
	"strings"
	"testing"
)

// TestSent: the board and the units go whole the first time, then only
// what changed, in the forms common/io.hh reads.
func TestSent(t *testing.T) {
	var s Sent
	copy(s.Cells(6), "ab.cd.")
	if got := string(s.AppendCells(nil, 3)); got != " F\nab.\ncd.\n" {
		t.Errorf("first board %q", got)
	}
	copy(s.Cells(6), "ab.xd.")
	if got := string(s.AppendCells(nil, 3)); got != " D 1 3 x\n" {
		t.Errorf("changed board %q", got)
	}
	copy(s.Cells(6), "ab.xd.")
	if got := string(s.AppendCells(nil, 3)); got != " D 0\n" {
		t.Errorf("same board %q", got)
	}
	long := strings.Repeat("abcdefgh", 5)
	copy(s.Cells(40), long)
	s.AppendCells(nil, 8)
	copy(s.Cells(40), long[:17]+"Z"+long[18:39]+"Y")
	if got := string(s.AppendCells(nil, 8)); got != " D 2 17 Z 39 Y\n" {
		t.Errorf("two changes %q", got)
	}
	copy(s.Units(3, 2), []int32{1, 2, 3, 4, -5, 6})
	got := s.AppendUnits(nil, 2)
	want := []byte(" 3 3\n")
	for _, v := range []int32{0, 1, 2, 1, 3, 4, 2, -5, 6} {
		want = binary.LittleEndian.AppendUint32(want, uint32(v))
	}
	if string(got) != string(append(want, '\n')) {
		t.Errorf("first units % x", got)
	}
	copy(s.Units(3, 2), []int32{1, 2, 3, 7, -5, 6})
	want = []byte(" 3 1\n")
	for _, v := range []int32{1, 3, 7} {
		want = binary.LittleEndian.AppendUint32(want, uint32(v))
	}
	if got := s.AppendUnits(nil, 2); string(got) != string(append(want, '\n')) {
		t.Errorf("changed units % x", got)
	}
}
