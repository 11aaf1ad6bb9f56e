package train

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestChargeLosses: of the rows of step t, exactly those whose slot the
// env flags lost are charged (the rows are the occupied slots in order),
// and an agent whose step was not played (autoreset) is left alone.
func TestChargeLosses(t *testing.T) {
	const slots = 4
	r := newRollout(2, 3)
	// step 0 had one row; step 1's rows: agent 0 slots 0,2,3; agent 1
	// slots 1,2; agent 2 (autoreset, not played) slots 0,1.
	rows := [][]int{{0, 2, 3}, {1, 2}, {0, 1}}
	for a := range r.bufs {
		b := &r.bufs[a]
		b.reset()
		b.bonus = append(b.bonus, 0.5) // step 0: one row
		b.start = append(b.start, 1)   // step 1 starts at row 1
		b.bonus = append(b.bonus, make([]float32, len(rows[a]))...)
		b.start = append(b.start, int32(1+len(rows[a])))
	}
	r.valid[1*3+0], r.valid[1*3+1], r.valid[1*3+2] = true, true, false
	before := []uint8{
		1, 0, 1, 1, // agent 0
		0, 1, 1, 0, // agent 1
		1, 1, 0, 0, // agent 2
	}
	lost := []uint8{
		0, 0, 1, 0, // agent 0: slot 2's unit lost (its second row)
		0, 1, 1, 0, // agent 1: both
		1, 1, 0, 0, // agent 2: not played, so not charged
	}
	if n := r.chargeLosses(1, before, lost, slots, 2); n != 3 {
		t.Errorf("charged %d rows, want 3", n)
	}
	want := [][]float32{{0.5, 0, -2, 0}, {0.5, -2, -2}, {0.5, 0, 0}}
	for a := range want {
		if got := r.bufs[a].bonus; !slices.Equal(got, want[a]) {
			t.Errorf("agent %d: bonus %v, want %v", a, got, want[a])
		}
	}
}

// TestLossNeedsUnitRatio: loss is a per-unit advantage, as progress is.
func TestLossNeedsUnitRatio(t *testing.T) {
	c := tinyConfig()
	c.Loss = 1
	c.UnitRatio = false
	if c.Validate() == nil {
		t.Error("loss without unit_ratio validated")
	}
	c.UnitRatio = true
	if err := c.Validate(); err != nil {
		t.Errorf("loss with unit_ratio: %v", err)
	}
	c.Loss = -1
	if c.Validate() == nil {
		t.Error("a negative loss validated")
	}
}

// TestLossesChargedInARollout: a Dominator learner against three Dummies,
// whose knights and witches take its units, has rows charged in a rollout
// with loss on (each charge exactly -loss), and none with it off.
func TestLossesChargedInARollout(t *testing.T) {
	for _, loss := range []float64{0, 1.5} {
		c := tinyConfig()
		c.Game, c.Mode, c.UnitRatio, c.Loss, c.Rollout, c.NumEnvs = "dominator", string(env.Units), true, loss, 48, 2
		c.Curriculum = []Stage{{Until: 1, Lineups: [][]string{{"Dummy", "Dummy", "Dummy"}}}}
		tr, err := New(c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := tr.collect(); err != nil {
			t.Fatal(err)
		}
		charged := 0
		for a := range tr.ro.bufs {
			for _, b := range tr.ro.bufs[a].bonus {
				switch b {
				case 0:
				case float32(-loss):
					charged++
				default:
					t.Fatalf("loss %v: a row's bonus is %v", loss, b)
				}
			}
		}
		tr.Close()
		if (charged > 0) != (loss > 0) {
			t.Errorf("loss %v: %d rows charged in 48 rounds against three Dummies", loss, charged)
		}
		t.Logf("loss %v: %d rows charged", loss, charged)
	}
}
