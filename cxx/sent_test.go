package cxx

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// setBoard sets the board's letters as a game does: in place, noting the
// changes.
func setBoard(s *Sent, letters string) {
	cells := s.Board(len(letters))
	for k := range cells {
		if cells[k] != letters[k] {
			cells[k] = letters[k]
			s.Changed(k)
		}
	}
}

// setUnits gives the records recs of width numbers to s, as a game does.
func setUnits(s *Sent, recs []int32, width int) {
	s.Units(len(recs)/width, width)
	for id := 0; id < len(recs)/width; id++ {
		s.SetUnit(id, recs[id*width:(id+1)*width])
	}
}

// TestSent: the board and the units go whole the first time, then only
// what changed, in the forms common/io.hh reads.
func TestSent(t *testing.T) {
	var s Sent
	setBoard(&s, "ab.cd.")
	if got := string(s.AppendBoard(nil, 3)); got != " F\nab.\ncd.\n" {
		t.Errorf("first board %q", got)
	}
	setBoard(&s, "ab.xd.")
	if got := string(s.AppendBoard(nil, 3)); got != " D 1 3 x\n" {
		t.Errorf("changed board %q", got)
	}
	setBoard(&s, "ab.xd.")
	if got := string(s.AppendBoard(nil, 3)); got != " D 0\n" {
		t.Errorf("same board %q", got)
	}
	long := strings.Repeat("abcdefgh", 5)
	setBoard(&s, long)
	if got := string(s.AppendBoard(nil, 8)); !strings.HasPrefix(got, " F\n") {
		t.Errorf("a board of another size is not sent whole: %q", got)
	}
	setBoard(&s, long[:17]+"Z"+long[18:39]+"Y")
	if got := string(s.AppendBoard(nil, 8)); got != " D 2 17 Z 39 Y\n" {
		t.Errorf("two changes %q", got)
	}
	setUnits(&s, []int32{1, 2, 3, 4, -5, 6}, 2)
	got := s.AppendUnits(nil, 2)
	want := []byte(" 3 3\n")
	for _, v := range []int32{0, 1, 2, 1, 3, 4, 2, -5, 6} {
		want = binary.LittleEndian.AppendUint32(want, uint32(v))
	}
	if string(got) != string(append(want, '\n')) {
		t.Errorf("first units % x", got)
	}
	setUnits(&s, []int32{1, 2, 3, 7, -5, 6}, 2)
	want = []byte(" 3 1\n")
	for _, v := range []int32{1, 3, 7} {
		want = binary.LittleEndian.AppendUint32(want, uint32(v))
	}
	if got := s.AppendUnits(nil, 2); string(got) != string(append(want, '\n')) {
		t.Errorf("changed units % x", got)
	}
}

// TestSentUnitsChanged: over random rounds of 128 records of width 7 and
// 3, the units sent are exactly those whose record changed, with their
// records; the first time, all of them, zeros too.
func TestSentUnitsChanged(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, width := range []int{7, 3} {
		var s Sent
		prev := make([]int32, 128*width)
		setUnits(&s, prev, width)
		s.AppendUnits(nil, width)
		for round := range 200 {
			cur := slices.Clone(prev)
			for range rng.IntN(40) {
				cur[rng.IntN(len(cur))] += int32(rng.IntN(3)) - 1
			}
			setUnits(&s, cur, width)
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

// TestSentViewIndex: a board lettered in another order than the view's (a
// 2×2 board turned a quarter) goes whole in view order, and its changes
// with their view indices.
func TestSentViewIndex(t *testing.T) {
	var s Sent
	idx, fresh := s.ViewIndex(4)
	if !fresh {
		t.Fatal("a new view index is not fresh")
	}
	copy(idx, []int32{1, 3, 0, 2}) // board cell k stands at view index idx[k]
	setBoard(&s, "abcd")
	if got := string(s.AppendBoard(nil, 2)); got != " F\nca\ndb\n" {
		t.Errorf("first board %q", got)
	}
	if _, fresh := s.ViewIndex(4); fresh {
		t.Error("the view index is made again")
	}
	setBoard(&s, "abXd")
	if got := string(s.AppendBoard(nil, 2)); got != " D 1 0 X\n" {
		t.Errorf("changed board %q", got)
	}
}
