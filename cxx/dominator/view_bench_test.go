package dominator

import (
	"testing"

	"github.com/edagym/edagym/cxx"
	dom "github.com/edagym/edagym/env/dominator"
	"github.com/edagym/edagym/env/jutge"
)

// BenchmarkAppendRound: one round's view for seat 1 in the middle of a
// match of random play, what a C++ seat's process is sent each round: the
// views of rounds 100 and 101 in turn, each given as its changes from the
// other.
func BenchmarkAppendRound(b *testing.B) {
	at := func(round int) *dom.Match {
		m, err := dom.Default().NewMatch(1, nil)
		if err != nil {
			b.Fatal(err)
		}
		rng := jutge.NewRandom(7)
		lists := make([][]jutge.Order, 4)
		for m.Round() < round {
			for p := range lists {
				lists[p] = lists[p][:0]
				for id := range m.NumUnits() {
					lists[p] = append(lists[p], jutge.Order{Unit: id, Dir: rng.Int(0, 8)})
				}
			}
			m.Step(lists)
		}
		return m.(*dom.Match)
	}
	m0, m1 := at(100), at(101)
	var s cxx.Sent
	buf := appendRound(nil, m0, 1, &s)
	buf = appendRound(buf[:0], m1, 1, &s)
	b.ReportAllocs()
	for b.Loop() {
		buf = appendRound(buf[:0], m0, 1, &s)
		buf = appendRound(buf[:0], m1, 1, &s)
	}
}
