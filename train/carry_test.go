package train

import (
	"testing"

	"github.com/edagym/edagym/policies"
)

// carryRollout is one agent's rollout over three steps, its rows laid out
// as the unit masks (per step, 1 for a choice row, forcedRow for a row
// with one action, forcedSlot for none) say.
func carryRollout(masks [][]uint8) *rollout {
	r := newRollout(len(masks), 1)
	r.carry = newCarry(1, len(masks[0]))
	b := &r.bufs[0]
	b.reset()
	for t, m := range masks {
		for _, u := range m {
			if u == 1 || u == forcedRow {
				b.bonus = append(b.bonus, 0)
			}
		}
		b.start = append(b.start, int32(len(b.bonus)))
		r.valid[t] = true
	}
	return r
}

// TestCarryCreditsToLastChoice: a loss marked on a unit without a choice
// this step (its row allows one action, or was dropped) is charged to the
// row of its own last choice, found by its id though its slot moved; a unit
// that had no choice in the rollout keeps the charge on its row; a unit
// lost and taken back starts afresh.
func TestCarryCreditsToLastChoice(t *testing.T) {
	for _, dropped := range []uint8{forcedRow, forcedSlot} {
		f := dropped
		// step 0: units 7 and 9 choose (rows 0, 1); unit 4 has no choice.
		// step 1: unit 2 comes in first, the others move down a slot; no choices.
		// step 2: unit 9 is lost; unit 4 is lost; nobody chooses.
		masks := [][]uint8{{1, 1, f, 0}, {f, f, f, f}, {f, f, f, f}}
		ids := [][]int32{{7, 9, 4, -1}, {2, 7, 9, 4}, {2, 7, 9, 4}}
		r := carryRollout(masks)
		before, marks := masks[0], []uint8{0, 0, 0, 0}
		for step := range masks {
			r.carry.ids = ids[step]
			before = masks[step]
			if step == 2 {
				marks = []uint8{0, 0, 1, 1}
			}
			if n := r.creditUnits(step, before, marks, 4, -1); n != int(marks[2])+int(marks[3]) {
				t.Fatalf("step %d: %d units marked", step, n)
			}
			r.carry.forget(0, marks, false)
		}
		b := r.bufs[0].bonus
		if b[1] != -1 {
			t.Errorf("mask %d: unit 9's choice row has %v, want -1 (bonus %v)", f, b[1], b)
		}
		// unit 4 never chose: with rows kept its row of step 2 (the last)
		// is charged; with them dropped it has none
		want := float32(0)
		if f == forcedRow {
			want = -1
			if got := b[len(b)-1]; got != want {
				t.Errorf("mask %d: unit 4's own row of step 2 has %v, want %v (bonus %v)", f, got, want, b)
			}
		}
		if sum := sumOf(b); sum != -1+want {
			t.Errorf("mask %d: bonus %v charges %v in all", f, b, sum)
		}
		// unit 9 taken back: a loss on a row without a choice is its own again
		if r.carry.grow(0, 9)[9] != -1 {
			t.Errorf("mask %d: the lost unit 9's choice is remembered", f)
		}
	}
}

func sumOf(xs []float32) float32 {
	var s float32
	for _, x := range xs {
		s += x
	}
	return s
}

// TestCarryCreditsInAMadMaxRollout: in a Mad Max rollout against three
// Dummies, whose warriors move one round in four, most losses fall on rows
// without a choice; with carry_credits nearly all the charges land on rows
// with one, the same number of units is counted, and the charges sum the
// same (none is lost on the way) where every unit's row is kept.
func TestCarryCreditsInAMadMaxRollout(t *testing.T) {
	share := map[bool]float64{}
	for _, carry := range []bool{false, true} {
		cfg := tinyConfig()
		cfg.Game, cfg.Mode = "madmax", "units"
		cfg.NumEnvs, cfg.Rollout = 4, 200
		cfg.UnitRatio, cfg.Loss, cfg.CarryCredits = true, 1, carry
		cfg.Curriculum = []Stage{{Until: 1, Lineups: [][]string{{"Dummy", "Dummy", "Dummy"}}}}
		tr := collected(t, cfg)
		A := tr.spec.Actions
		var onChoice, all float32
		for a := range tr.ro.bufs {
			b := &tr.ro.bufs[a]
			for row, x := range b.bonus {
				all += -x
				if policies.OnlyAllowed(b.mask[row*A:(row+1)*A]) < 0 {
					onChoice += -x
				}
			}
		}
		tr.Close()
		if all == 0 || float32(tr.marked.lost) != all {
			t.Fatalf("carry %v: %d units lost, charges %v", carry, tr.marked.lost, all)
		}
		share[carry] = float64(onChoice / all)
		t.Logf("carry %v: %d units lost, %.0f%% of the charge on rows with a choice", carry, tr.marked.lost, 100*share[carry])
	}
	if share[false] > 0.5 || share[true] < 0.9 {
		t.Errorf("the charge on rows with a choice: %.2f without carry_credits, %.2f with", share[false], share[true])
	}
}

// TestCarryCreditsNeedsACredit: carry_credits without loss or capture
// carries nothing and is refused.
func TestCarryCreditsNeedsACredit(t *testing.T) {
	cfg := tinyConfig()
	cfg.CarryCredits = true
	if cfg.Validate() == nil {
		t.Error("carry_credits without loss or capture validated")
	}
	cfg.UnitRatio, cfg.Loss = true, 1
	if err := cfg.Validate(); err != nil {
		t.Error(err)
	}
}

// TestCreditDecayFollowsEachUnit: with credit_decay d a unit's credit also
// falls on its own earlier choices, d per choice back, and on no other
// unit's; the chain ends where the unit was lost (taken back, it starts a
// new one) and where its match ended.
func TestCreditDecayFollowsEachUnit(t *testing.T) {
	const d = 0.5
	f := uint8(forcedSlot)
	// units 5 and 6 choose at steps 0..2 (rows 0..5: 5, 6, 5, 6, 5, 6)
	// and not at step 3; marks[step] are the units lost in that step.
	cases := []struct {
		name  string
		lost  [][]uint8
		ended int // the step after which the match ends, -1: none
		bonus map[int]float32
		want  []float32
	}{
		{"unit 6 lost at the end", [][]uint8{{0, 0}, {0, 0}, {0, 0}, {0, 1}}, -1, nil,
			[]float32{0, -0.25, 0, -0.5, 0, -1}},
		{"and unit 5 credited at step 2", [][]uint8{{0, 0}, {0, 0}, {0, 0}, {0, 1}}, -1, map[int]float32{4: 1},
			[]float32{0.25, -0.25, 0.5, -0.5, 1, -1}},
		{"unit 5 lost at step 1 and taken back", [][]uint8{{0, 0}, {1, 0}, {0, 0}, {0, 0}}, -1, map[int]float32{4: 1},
			[]float32{-0.5, 0, -1, 0, 1, 0}},
		{"the match ends after step 1", [][]uint8{{0, 0}, {0, 0}, {0, 0}, {0, 1}}, 1, map[int]float32{2: 1},
			[]float32{0.5, -0, 1, 0, 0, -1}},
	}
	for _, c := range cases {
		masks := [][]uint8{{1, 1}, {1, 1}, {1, 1}, {f, f}}
		r := carryRollout(masks)
		for step := range masks {
			r.carry.ids = []int32{5, 6}
			r.creditUnits(step, masks[step], c.lost[step], 2, -1)
			r.carry.forget(0, c.lost[step], step == c.ended)
		}
		b := r.bufs[0].bonus
		for row, x := range c.bonus {
			b[row] += x
		}
		r.carry.decay(0, b, d)
		for row := range c.want {
			if b[row] != c.want[row] {
				t.Errorf("%s: rows %v, want %v", c.name, b, c.want)
				break
			}
		}
	}
}

// TestCreditDecayNeedsCarry: credit_decay out of [0, 1), or without
// carry_credits, is refused.
func TestCreditDecayNeedsCarry(t *testing.T) {
	cfg := tinyConfig()
	cfg.UnitRatio, cfg.Loss = true, 1
	for _, c := range []struct {
		carry bool
		decay float64
		ok    bool
	}{{true, 0.8, true}, {false, 0.8, false}, {true, 1, false}, {true, -0.1, false}, {false, 0, true}} {
		cfg.CarryCredits, cfg.CreditDecay = c.carry, c.decay
		if err := cfg.Validate(); (err == nil) != c.ok {
			t.Errorf("carry_credits %v, credit_decay %v: %v", c.carry, c.decay, err)
		}
	}
}

// TestCreditDecayInAMadMaxRollout: in a Mad Max rollout against three
// Dummies, credit_decay charges a lost warrior's earlier choices too: more
// rows carry a charge, and more of it, than with the charge on the last
// choice alone.
func TestCreditDecayInAMadMaxRollout(t *testing.T) {
	type charged struct {
		rows int
		sum  float32
	}
	got := map[float64]charged{}
	for _, decay := range []float64{0, 0.8} {
		cfg := tinyConfig()
		cfg.Game, cfg.Mode = "madmax", "units"
		cfg.NumEnvs, cfg.Rollout = 4, 200
		cfg.UnitRatio, cfg.Loss, cfg.CarryCredits, cfg.SkipForced, cfg.CreditDecay = true, 1, true, true, decay
		cfg.Curriculum = []Stage{{Until: 1, Lineups: [][]string{{"Dummy", "Dummy", "Dummy"}}}}
		tr := collected(t, cfg)
		var c charged
		for a := range tr.ro.bufs {
			for _, x := range tr.ro.bufs[a].bonus {
				if x < 0 {
					c.rows++
					c.sum += x
				}
			}
		}
		tr.Close()
		got[decay] = c
		t.Logf("credit_decay %v: %d rows charged, %.1f in all", decay, c.rows, c.sum)
	}
	if got[0].rows == 0 || got[0.8].rows <= got[0].rows || got[0.8].sum >= got[0].sum {
		t.Errorf("charged rows without and with credit_decay: %+v, %+v", got[0], got[0.8])
	}
}
