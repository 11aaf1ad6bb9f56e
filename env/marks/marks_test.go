package marks

import "testing"

// TestSet: members added are members until removed or until Reset, which
// empties the set without clearing it; growing keeps it empty; a wrapped
// counter does not bring old members back.
func TestSet(t *testing.T) {
	var s Set
	s.Reset(4)
	if s.Len() != 4 || s.Has(0) || s.Has(3) {
		t.Fatalf("a new set: len %d, has 0 %v, has 3 %v", s.Len(), s.Has(0), s.Has(3))
	}
	s.Add(1)
	s.Add(3)
	if !s.Has(1) || !s.Has(3) || s.Has(2) {
		t.Fatal("1 and 3 added: want exactly them")
	}
	s.Remove(3)
	if s.Has(3) || !s.Has(1) {
		t.Fatal("3 removed: want only 1")
	}
	s.Reset(2) // no shrinking
	if s.Len() != 4 || s.Has(1) {
		t.Fatalf("after Reset(2): len %d, has 1 %v", s.Len(), s.Has(1))
	}
	s.Add(2)
	s.Reset(8)
	if s.Len() != 8 || s.Has(2) {
		t.Fatalf("after Reset(8): len %d, has 2 %v", s.Len(), s.Has(2))
	}
	s.Add(5)
	s.gen = ^uint32(0) // the next Reset wraps
	s.stamp[6] = 1     // a member of an old generation
	s.Reset(8)
	if s.gen != 1 || s.Has(6) || s.Has(5) {
		t.Fatalf("after wrapping: gen %d, has 6 %v, has 5 %v", s.gen, s.Has(6), s.Has(5))
	}
}

// TestResetAllocatesNothing: a sized set resets and marks without
// allocating.
func TestResetAllocatesNothing(t *testing.T) {
	var s Set
	s.Reset(100)
	if n := testing.AllocsPerRun(100, func() {
		s.Reset(100)
		s.Add(7)
		_ = s.Has(7)
	}); n != 0 {
		t.Errorf("%v allocations per reset", n)
	}
}
