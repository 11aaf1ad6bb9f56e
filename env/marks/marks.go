// Package marks is a set of small non-negative integers (cells, unit ids)
// emptied in constant time, for loops that mark cells or units every
// round: a member holds the set's current stamp, and Reset moves to the
// next stamp, wiping the stamps only when the counter wraps. Nothing is
// allocated or cleared once the set is sized.
package marks

// Set is the set; its zero value is empty and holds nothing until Reset.
type Set struct {
	stamp []uint32 // stamp[k] == gen: k is a member
	gen   uint32
}

// Reset empties the set and makes room for 0..n-1 (it grows, never
// shrinks).
func (s *Set) Reset(n int) {
	if len(s.stamp) < n {
		s.stamp = make([]uint32, n)
		s.gen = 0
	}
	s.gen++
	if s.gen == 0 { // wrapped: an old stamp could match again
		clear(s.stamp)
		s.gen = 1
	}
}

// Has reports whether k is a member.
func (s *Set) Has(k int) bool { return s.stamp[k] == s.gen }

// Add makes k a member.
func (s *Set) Add(k int) { s.stamp[k] = s.gen }

// Remove makes k not a member.
func (s *Set) Remove(k int) { s.stamp[k] = 0 }

// Len is how many integers the set has room for.
func (s *Set) Len() int { return len(s.stamp) }
