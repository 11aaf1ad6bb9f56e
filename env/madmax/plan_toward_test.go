package madmax

import "testing"

// TestTowardMatchesRunTo: searched toward my movable cars, the hunt holds
// at every cell around them the cost the plain search finds there, in
// every round of Dummy matches, for every team with a car that may move;
// so do the rival cars' costs around all my units that may move.
func TestTowardMatchesRunTo(t *testing.T) {
	var f fields
	var plain []int32
	var board *Board
	checked, toward := 0, 0
	for _, seed := range []int32{3, 5} {
		playStyled(t, DummyStyle, seed, 500, func(m *Match, _ []*Planner) {
			if board != m.board {
				board = m.board
				f.setup(m.board)
				plain = make([]int32, f.rows*f.cols)
			}
			for me := 0; me < NumTeams; me++ {
				want := f.around(nil, m, m.Cars(me))
				if len(want) == 0 {
					continue
				}
				f.rivalWarriors(m, me, nil)
				f.paths.runTo(plain, f.src, &f.drive, want)
				f.rivalWarriors(m, me, want)
				for _, k := range want {
					if f.hunt[k] != plain[k] {
						t.Fatalf("seed %d round %d team %d: cell %d: toward %d, plain %d", seed, m.Round(), me, k, f.hunt[k], plain[k])
					}
					checked++
				}
				// the rival cars' costs around all my units that may move
				want = f.around(want, m, m.Warriors(me))
				f.rivalCars(m, me, nil)
				f.paths.runTo(plain, f.src, &f.drive, want)
				f.rivalCars(m, me, want)
				if len(f.centres) <= maxCentres {
					toward++
				}
				for _, k := range want {
					if f.carDist[k] != plain[k] {
						t.Fatalf("seed %d round %d team %d: cell %d: rival cars toward %d, plain %d", seed, m.Round(), me, k, f.carDist[k], plain[k])
					}
				}
			}
		})
	}
	if checked < 10000 || toward < 1000 {
		t.Errorf("%d cells checked, %d rival cars' searches toward my units", checked, toward)
	}
}
