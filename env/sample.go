package env

import "math/rand/v2"

// SampleMasked fills actions, [agents, slots], with a uniformly random allowed
// action per slot from mask, [agents, slots, A]; a slot with nothing allowed
// gets action A-1. For random agents, tests and benchmarks.
func SampleMasked(r *rand.Rand, mask []uint8, A int, actions []int32) {
	for s := range actions {
		row := mask[s*A : (s+1)*A]
		n := 0
		for _, ok := range row {
			n += int(ok)
		}
		if n == 0 {
			actions[s] = int32(A - 1)
			continue
		}
		k := r.IntN(n)
		for a, ok := range row {
			if ok == 1 {
				if k == 0 {
					actions[s] = int32(a)
					break
				}
				k--
			}
		}
	}
}
