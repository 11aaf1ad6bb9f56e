package madmax

import (
	"fmt"
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
	"github.com/edagym/edagym/env/jutge"
)

// refGoal restates a goal's move from a facts row and the facts-mode mask
// row (9 actions): the allowed move whose change of the goal's field is
// the lowest below 0 (take, refill, food), whose change of the rival cars'
// field is the highest above 0 (flee), or whose win minus lose is the
// highest above 0 (fight); the lowest such direction; -1 if none.
func refGoal(f []float32, mask []uint8, g int) int {
	score := func(d int) float32 { // higher is better; a move must score above 0
		switch g {
		case 0, 1, 2:
			return -f[28+9*g+1+d]
		case 3:
			return f[55+1+d]
		}
		return f[64+d] - f[72+d]
	}
	best := -1
	for d := 7; d >= 0; d-- {
		if mask[d] == 1 && score(d) > 0 && (best < 0 || score(d) >= score(best)) {
			best = d
		}
	}
	return best
}

// TestGoalsResolveFromFacts: over mid-game states of Immortan matches,
// from every seat, goals mode observes what facts mode does; its moves and
// none are facts mode's mask; a goal is allowed exactly when refGoal finds
// its move, decodes alone to that move's order, and carries that move's
// progress. An encoder asked for the mask and orders without observing the
// state first gives the same. Each goal serves some unit.
func TestGoalsResolveFromFacts(t *testing.T) {
	var fe, ge *Encoder
	var fobs, gobs [][]byte
	var served [NumGoals]int
	playPlanned(t, 7, 161, func(m *Match) {
		if m.round%20 != 0 {
			return
		}
		if fe == nil {
			fe, fobs = newEnc(t, m, env.Facts)
			ge, gobs = newEnc(t, m, env.Goals)
		}
		A, F := GoalsActions, int(grid.NumDirs)
		if ge.Spec().Actions != A || len(ge.Spec().Names) != A || ge.Spec().Names[A-1] != "none" {
			t.Fatalf("goals spec: %d actions, names %v", ge.Spec().Actions, ge.Spec().Names)
		}
		slots := ge.Spec().Slots
		fmask, gmask := make([]uint8, slots*F), make([]uint8, slots*A)
		for me := 0; me < NumTeams; me++ {
			fe.Observe(m, me, fobs)
			fe.Mask(m, me, fmask)
			cold, _ := newEnc(t, m, env.Goals) // no Observe: Mask and Decode compute the facts
			coldMask := make([]uint8, slots*A)
			cold.Mask(m, me, coldMask)
			ge.Observe(m, me, gobs)
			ge.Mask(m, me, gmask)
			for k := 0; k < 4; k++ {
				if !slices.Equal(fobs[k], gobs[k]) {
					t.Fatalf("round %d seat %d: tensor %d differs from facts mode", m.round, me, k)
				}
			}
			if !slices.Equal(gmask, coldMask) {
				t.Fatalf("round %d seat %d: the mask without Observe differs", m.round, me)
			}
			feats, fprog, gprog := env.Float32s(fobs[1]), env.Float32s(fobs[4]), env.Float32s(gobs[4])
			own := m.warriorsAndCars(me)
			acts := make([]int32, slots)
			for s := range slots {
				frow, grow := fmask[s*F:(s+1)*F], gmask[s*A:(s+1)*A]
				if !slices.Equal(frow[:F-1], grow[:F-1]) || frow[F-1] != grow[A-1] {
					t.Fatalf("round %d seat %d slot %d: moves and none %v, facts mode's %v", m.round, me, s, grow, frow)
				}
				if !slices.Equal(fprog[s*F:s*F+F-1], gprog[s*A:s*A+F-1]) {
					t.Fatalf("round %d seat %d slot %d: the moves' progress differs from facts mode's", m.round, me, s)
				}
				for g := range NumGoals {
					a := firstGoal + g
					want := -1
					if s < len(own) {
						want = refGoal(feats[s*NumFactsFeatures:(s+1)*NumFactsFeatures], frow, g)
					}
					where := fmt.Sprintf("round %d seat %d slot %d goal %s", m.round, me, s, goalsActionNames[a])
					if (grow[a] == 1) != (want >= 0) {
						t.Fatalf("%s: mask %d, the reference's move %d", where, grow[a], want)
					}
					if want < 0 {
						if gprog[s*A+a] != 0 {
							t.Fatalf("%s: progress %v without a move", where, gprog[s*A+a])
						}
						continue
					}
					served[g]++
					if gprog[s*A+a] != fprog[s*F+want] {
						t.Fatalf("%s: progress %v, its move %d's %v", where, gprog[s*A+a], want, fprog[s*F+want])
					}
					for _, enc := range []*Encoder{ge, cold} {
						for i := range acts {
							acts[i] = int32(A - 1)
						}
						acts[s] = int32(a)
						var out jutge.Orders
						out.Reset(m.NumUnits())
						enc.Decode(m, me, acts, &out)
						if l := out.List(); len(l) != 1 || l[0] != (jutge.Order{Unit: own[s], Dir: want}) {
							t.Fatalf("%s: orders %v, want unit %d moving %d", where, l, own[s], want)
						}
					}
				}
			}
		}
	})
	t.Logf("units each goal served: %v", served)
	for g, n := range served {
		if n == 0 {
			t.Errorf("goal %s served no unit", goalsActionNames[firstGoal+g])
		}
	}
}
