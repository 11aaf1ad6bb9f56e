package env

// A Captor is a Match that can tell which units won a fight: Captors
// appends the ids of the units that captured a rival unit in the last
// step, one entry a capture. It feeds Batch.Captured, so that the unit that
// won a unit, not its whole team, can be credited with it.
type Captor interface {
	Captors(dst []int) []int
}

// markCaptured counts, for each slot of learner l at the last step, the
// captures its unit made in this step.
func (e *envSlot) markCaptured(captured []uint8, l int, stepped bool) {
	clear(captured)
	if !stepped {
		return
	}
	e.captors = e.m.(Captor).Captors(e.captors[:0])
	for _, c := range e.captors {
		for s, id := range e.slotIDs[l] {
			if id == c {
				captured[s]++
				break
			}
		}
	}
}
