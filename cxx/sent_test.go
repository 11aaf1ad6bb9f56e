package cxx

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"strconv"
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

// TestSentUnitsChanged: over random rounds of 128 records of width 7 (and
// of width 3, whose records straddle the eight-byte words), the units sent
// are exactly those whose record changed, with their records.
func TestSentUnitsChanged(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, width := range []int{7, 3} {
		var s Sent
		prev := make([]int32, 128*width)
		copy(s.Units(128, width), prev)
		s.AppendUnits(nil, width)
		for round := range 200 {
			cur := slices.Clone(prev)
			for range rng.IntN(40) {
				cur[rng.IntN(len(cur))] += int32(rng.IntN(3)) - 1
			}
			copy(s.Units(128, width), cur)
			got := s.AppendUnits(nil, width)
			want := []byte{}
			k := 0
			for id := range 128 {
				if slices.Equal(cur[id*width:(id+1)*width], prev[id*width:(id+1)*width]) {
					continue
				}
				k++
				want = binary.LittleEndian.AppendUint32(want, uint32(id))
				for _, v := range cur[id*width : (id+1)*width] {
					want = binary.LittleEndian.AppendUint32(want, uint32(v))
				}
			}
			want = append(append([]byte(" 128 "+strconv.Itoa(k)+"\n"), want...), '\n')
			if string(got) != string(want) {
				t.Fatalf("width %d round %d: sent\n% x\nwant\n% x", width, round, got, want)
			}
			prev = cur
		}
	}
}
