package train

import (
	"slices"
	"strings"
	"testing"

	"github.com/edagym/edagym/policies"
)

// TestCloseStepDropsForcedRows: with skipForced a step keeps the entries
// of the units with a choice (the actor appended their rows alone), in
// slot order, each with its own mask, action, log-probability, credit and
// anchor probabilities; the rows of earlier steps are untouched. Without
// it every occupied slot keeps its row. A step whose rows do not match
// the units kept is a bug: closeStep panics.
func TestCloseStepDropsForcedRows(t *testing.T) {
	const A = 3
	units := []uint8{1, 1, 0, 1, 1}
	mask := []uint8{
		1, 1, 1, // slot 0: a choice
		0, 0, 1, // slot 1: forced
		0, 0, 0, // slot 2: empty
		1, 0, 1, // slot 3: a choice
		0, 1, 0, // slot 4: forced
	}
	acts := []int32{0, 2, 2, 2, 1}
	logp := []float32{-1, 0, -2, 0}
	bonus := []float32{0.1, 0.2, 0.3, 0.4}
	anchor := []float64{.5, .25, .25, 0, 0, 1, .5, 0, .5, 0, 1, 0}
	// row r (per occupied slot) holds r+1 entries, each valued 10(step)+r
	addRows := func(b *agentBuf, step int, keep []int) {
		for _, r := range keep {
			for k := 0; k <= r; k++ {
				b.rows.Col = append(b.rows.Col, int32(k))
				b.rows.Val = append(b.rows.Val, float32(10*step+r))
			}
			b.rows.Ptr = append(b.rows.Ptr, int32(len(b.rows.Col)))
		}
	}
	for _, skip := range []bool{false, true} {
		var b agentBuf
		b.reset()
		b.skipForced = skip
		keep := []int{0, 1, 2, 3} // occupied-slot indices kept
		if skip {
			keep = []int{0, 2}
		}
		for step := 0; step < 2; step++ {
			addRows(&b, step, keep)
			b.closeStep(units, mask, acts, logp, bonus, anchor, A, nil)
		}
		var wantVal []float32
		var wantMask []uint8
		var wantAct []int32
		var wantLogp, wantBonus, wantAnchor []float32
		slotOf := []int{0, 1, 3, 4}
		for step := 0; step < 2; step++ {
			for _, r := range keep {
				for k := 0; k <= r; k++ {
					wantVal = append(wantVal, float32(10*step+r))
				}
				s := slotOf[r]
				wantMask = append(wantMask, mask[s*A:(s+1)*A]...)
				wantAct = append(wantAct, acts[s])
				wantLogp = append(wantLogp, logp[r])
				wantBonus = append(wantBonus, bonus[r])
				for _, p := range anchor[r*A : (r+1)*A] {
					wantAnchor = append(wantAnchor, float32(p))
				}
			}
		}
		if !slices.Equal(b.rows.Val, wantVal) || len(b.rows.Col) != len(wantVal) || b.rows.Len() != 2*len(keep) {
			t.Errorf("skip %v: rows %v (%d), want values %v", skip, b.rows.Val, b.rows.Len(), wantVal)
		}
		if !slices.Equal(b.mask, wantMask) || !slices.Equal(b.act, wantAct) || !slices.Equal(b.logp, wantLogp) ||
			!slices.Equal(b.bonus, wantBonus) || !slices.Equal(b.anchor, wantAnchor) {
			t.Errorf("skip %v: mask %v act %v logp %v bonus %v anchor %v", skip, b.mask, b.act, b.logp, b.bonus, b.anchor)
		}
		if want := []int32{0, int32(len(keep)), int32(2 * len(keep))}; !slices.Equal(b.start, want) {
			t.Errorf("skip %v: start %v, want %v", skip, b.start, want)
		}
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("skip %v: a step with a row too many did not panic", skip)
				}
			}()
			addRows(&b, 2, append(keep, 3))
			b.closeStep(units, mask, acts, logp, bonus, anchor, A, nil)
		}()
	}
}

// TestCreditUnitsSkipsDroppedRows: a unit marked forcedSlot is counted
// when lost but has no row to charge; the rows after it are the next
// units'.
func TestCreditUnitsSkipsDroppedRows(t *testing.T) {
	r := newRollout(1, 1)
	b := &r.bufs[0]
	b.reset()
	b.bonus = append(b.bonus, 0, 0) // the rows of slots 0 and 3
	b.start = append(b.start, 2)
	r.valid[0] = true
	before := []uint8{1, forcedSlot, 0, 1}
	lost := []uint8{0, 1, 0, 1}
	if n := r.creditUnits(0, before, lost, 4, -1); n != 2 {
		t.Errorf("counted %d lost units, want 2", n)
	}
	if want := []float32{0, -1}; !slices.Equal(b.bonus, want) {
		t.Errorf("bonus %v, want %v (slot 3's row charged)", b.bonus, want)
	}
}

// TestSkipForcedRecordsOnlyChoices: a Mad Max rollout with skip_forced
// records no row whose mask allows one action (its warriors wait three
// rounds in four), fewer rows than without, and the update runs.
func TestSkipForcedRecordsOnlyChoices(t *testing.T) {
	rows := map[bool]int{}
	for _, skip := range []bool{false, true} {
		cfg := tinyConfig()
		cfg.Game, cfg.Mode = "madmax", "units"
		cfg.NumEnvs, cfg.Rollout, cfg.Minibatch = 2, 8, 8
		cfg.UnitRatio, cfg.Loss, cfg.SkipForced = true, 1, skip
		tr := collected(t, cfg)
		A := tr.spec.Actions
		forced := 0
		for a := range tr.ro.bufs {
			b := &tr.ro.bufs[a]
			rows[skip] += b.rows.Len()
			for i := 0; i < len(b.act); i++ {
				if policies.OnlyAllowed(b.mask[i*A:(i+1)*A]) >= 0 {
					forced++
				}
			}
			if len(b.act) != b.rows.Len() || len(b.logp) != b.rows.Len() || len(b.bonus) != b.rows.Len() {
				t.Errorf("skip %v, agent %d: %d rows, %d actions, %d log-probabilities, %d credits", skip, a, b.rows.Len(), len(b.act), len(b.logp), len(b.bonus))
			}
		}
		if skip && forced != 0 {
			t.Errorf("skip_forced recorded %d forced rows", forced)
		}
		if !skip && forced == 0 {
			t.Error("no forced row without skip_forced: the test covers nothing")
		}
		if _, err := tr.Update(); err != nil {
			t.Fatal(err)
		}
		tr.Close()
	}
	if rows[true] >= rows[false] {
		t.Errorf("rows with skip_forced %d, without %d", rows[true], rows[false])
	}
}

// TestSkipForcedNeedsPerUnitNet: the pooled critic and the team context
// read every unit's layers, so leaving rows out would change what the
// graph computes from what the actor played; the trainer refuses them.
func TestSkipForcedNeedsPerUnitNet(t *testing.T) {
	for _, c := range []struct {
		name    string
		context bool
		critic  string
	}{{"context", true, policies.CriticGlobals}, {"pooled", false, policies.CriticPooled}} {
		cfg := tinyConfig()
		cfg.Game, cfg.Mode = "madmax", "units"
		cfg.NumEnvs, cfg.SkipForced = 2, true
		cfg.Net.Context, cfg.Net.Critic = c.context, c.critic
		tr, err := New(cfg, nil)
		if err == nil {
			tr.Close()
			t.Errorf("%s: skip_forced accepted", c.name)
		} else if !strings.Contains(err.Error(), "skip_forced") {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}
