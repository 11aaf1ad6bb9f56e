package policies

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestActSkipsForcedUnits: an actor that skips the forward pass of units
// with one allowed action plays exactly as one that runs every unit's: the
// same actions, log-probabilities, value, recorded rows and probabilities,
// greedy and sampled (the generator drawn alike), for every network shape.
func TestActSkipsForcedUnits(t *testing.T) {
	for _, v := range netVariants {
		t.Run(v.name, func(t *testing.T) {
			s := tinySpec(true)
			n, err := NewNet(s, NetConfig{Hidden1: 8, Hidden2: 6, Context: v.context, Critic: v.critic}, 3)
			if err != nil {
				t.Fatal(err)
			}
			for i, w := range n.W3() {
				n.W3()[i] = w * 50 // spread the logits, so that a wrong row shows
			}
			fast, full := n.NewActor(), n.NewActor()
			full.full = true
			fast.RecordProbs()
			full.RecordProbs()
			obs := s.NewObs()
			mask := make([]uint8, s.Slots*s.Actions)
			r := rand.New(rand.NewPCG(5, 6))
			forced := 0
			for i := 0; i < 300; i++ {
				randomAgent(r, s, obs, mask)
				for u, on := range obs[n.Layout.Units] {
					if on != 0 && OnlyAllowed(mask[u*s.Actions:(u+1)*s.Actions]) >= 0 {
						forced++
					}
				}
				var rf, rs *rand.Rand
				if i%2 == 1 {
					rf, rs = rand.New(rand.NewPCG(uint64(i), 1)), rand.New(rand.NewPCG(uint64(i), 1))
				}
				af, as := make([]int32, s.Slots), make([]int32, s.Slots)
				var rowsF, rowsS Rows
				stF := fast.Act(obs, mask, af, rf, &rowsF)
				stS := full.Act(obs, mask, as, rs, &rowsS)
				if stF != stS || !slices.Equal(af, as) || !slices.Equal(fast.UnitLogProbs(), full.UnitLogProbs()) ||
					!slices.Equal(fast.UnitProbs(), full.UnitProbs()) {
					t.Fatalf("agent %d: skipping %v %v %v, full %v %v %v", i, stF, af, fast.UnitLogProbs(), stS, as, full.UnitLogProbs())
				}
				if !slices.Equal(rowsF.Ptr, rowsS.Ptr) || !slices.Equal(rowsF.Col, rowsS.Col) || !slices.Equal(rowsF.Val, rowsS.Val) {
					t.Fatalf("agent %d: the recorded rows differ", i)
				}
				if rf != nil && rf.Uint64() != rs.Uint64() {
					t.Fatalf("agent %d: the generators drew differently", i)
				}
			}
			if forced == 0 {
				t.Fatal("no unit had a single allowed action: the test covers nothing")
			}
		})
	}
}

// TestDropForcedRows: an actor told to drop the forced units' rows plays
// as one that records every row, and records those rows but the forced
// units', in slot order.
func TestDropForcedRows(t *testing.T) {
	s := tinySpec(true)
	n, err := NewNet(s, NetConfig{Hidden1: 8, Hidden2: 6}, 3)
	if err != nil {
		t.Fatal(err)
	}
	drop, all := n.NewActor(), n.NewActor()
	drop.DropForcedRows()
	obs := s.NewObs()
	mask := make([]uint8, s.Slots*s.Actions)
	r := rand.New(rand.NewPCG(5, 6))
	dropped := 0
	for i := 0; i < 300; i++ {
		randomAgent(r, s, obs, mask)
		ad, aa := make([]int32, s.Slots), make([]int32, s.Slots)
		var rowsD, rowsA Rows
		if stD, stA := drop.Act(obs, mask, ad, nil, &rowsD), all.Act(obs, mask, aa, nil, &rowsA); stD != stA || !slices.Equal(ad, aa) {
			t.Fatalf("agent %d: dropping %v %v, all rows %v %v", i, stD, ad, stA, aa)
		}
		var want Rows
		row := 0
		for u, on := range obs[n.Layout.Units] {
			if on == 0 {
				continue
			}
			if OnlyAllowed(mask[u*s.Actions:(u+1)*s.Actions]) >= 0 {
				dropped++
			} else {
				if len(want.Ptr) == 0 {
					want.Ptr = append(want.Ptr, 0)
				}
				p0, p1 := rowsA.Ptr[row], rowsA.Ptr[row+1]
				want.Col = append(want.Col, rowsA.Col[p0:p1]...)
				want.Val = append(want.Val, rowsA.Val[p0:p1]...)
				want.Ptr = append(want.Ptr, int32(len(want.Col)))
			}
			row++
		}
		if !slices.Equal(rowsD.Ptr, want.Ptr) || !slices.Equal(rowsD.Col, want.Col) || !slices.Equal(rowsD.Val, want.Val) {
			t.Fatalf("agent %d: rows %v, want %v", i, rowsD, want)
		}
	}
	if dropped == 0 {
		t.Fatal("no unit had a single allowed action: the test covers nothing")
	}
}

// TestNoRowsFiniteStats: a minibatch whose agent-steps hold no unit rows
// (skip_forced when every unit waits) runs with finite statistics, per
// agent and per unit ratio.
func TestNoRowsFiniteStats(t *testing.T) {
	n, err := NewNet(tinySpec(true), NetConfig{Hidden1: 8, Hidden2: 6}, 3)
	if err != nil {
		t.Fatal(err)
	}
	var mb Minibatch
	mb.Reset()
	for range 4 {
		mb.Start = append(mb.Start, 0)
		mb.Globals = append(mb.Globals, 1, 2)
		mb.OldLogP = append(mb.OldLogP, 0)
		mb.Adv = append(mb.Adv, 1)
		mb.Return = append(mb.Return, 1)
	}
	for _, unit := range []bool{false, true} {
		g, err := NewGraph[float32](n, mb.B(), 5)
		if err != nil {
			t.Fatal(err)
		}
		g.SetParams(n.Params)
		if err := g.Load(&mb, Coefs{Clip: 0.2, Value: 0.5, Entropy: 0.1, UnitRatio: unit}); err != nil {
			t.Fatal(err)
		}
		st, err := g.Run(nil)
		if err != nil {
			t.Fatal(err)
		}
		for name, v := range map[string]float64{"loss": st.Loss, "approx KL": st.ApproxKL, "clip fraction": st.ClipFrac, "accuracy": st.Accuracy, "entropy": st.Entropy} {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				t.Errorf("unit ratio %v: %s %v", unit, name, v)
			}
		}
	}
}
