package moria

import (
	"testing"

	"github.com/edagym/edagym/env"
)

// BenchmarkObserve: one seat's observation in units, plan and facts mode,
// in the states of a match between Durins at rounds 20, 60, 120 and 180
// (every seat in turn), so that the clans' sizes vary as in training.
func BenchmarkObserve(b *testing.B) {
	var states []*Match
	for _, r := range []int{20, 60, 120, 180} {
		var last *Match // the match after r rounds: playPlanned steps it after each visit
		playPlanned(b, 5, r, func(m *Match) { last = m })
		states = append(states, last)
	}
	for _, mode := range []env.Mode{env.Units, env.Plan, env.Facts} {
		b.Run(string(mode), func(b *testing.B) {
			e, err := NewEncoder(DefaultConfig(), mode)
			if err != nil {
				b.Fatal(err)
			}
			obs := e.Spec().NewObs()
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				e.planned = planStamp{} // plan afresh, as a new state would
				e.Observe(states[i%len(states)], (i/len(states))%NumClans, obs)
			}
		})
	}
}
