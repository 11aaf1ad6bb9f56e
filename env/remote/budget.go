package remote

import "sync"

// budget is a server-wide allowance shared by every connection: bytes of
// frames being received, or matches and memory of VecEnvs. take is all or
// nothing, so a refused request holds nothing.
type budget struct {
	mu   sync.Mutex
	used [2]int64
	max  [2]int64
}

func newBudget(max0, max1 int64) *budget { return &budget{max: [2]int64{max0, max1}} }

// take reserves x and y of the two quantities, or nothing when either would
// go over its maximum.
func (b *budget) take(x, y int64) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.used[0]+x > b.max[0] || b.used[1]+y > b.max[1] {
		return false
	}
	b.used[0] += x
	b.used[1] += y
	return true
}

// give returns what take reserved.
func (b *budget) give(x, y int64) {
	b.mu.Lock()
	b.used[0] -= x
	b.used[1] -= y
	b.mu.Unlock()
}

// inUse reports what is reserved.
func (b *budget) inUse() (int64, int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.used[0], b.used[1]
}
