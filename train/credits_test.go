package train

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestCreditUnits: of the rows of step t, exactly those whose slot the
// env marks (lost, or with captures) are credited amount × the mark (the
// rows are the occupied slots in order), and an agent whose step was not
// played (autoreset) is left alone.
func TestCreditUnits(t *testing.T) {
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
	marks := []uint8{
		0, 0, 1, 0, // agent 0: slot 2's unit (its second row)
		0, 2, 1, 0, // agent 1: both, slot 1's twice (two captures)
		1, 1, 0, 0, // agent 2: not played, so not credited
	}
	if n := r.creditUnits(1, before, marks, slots, -2); n != 3 {
		t.Errorf("credited %d rows, want 3", n)
	}
	want := [][]float32{{0.5, 0, -2, 0}, {0.5, -4, -2}, {0.5, 0, 0}}
	for a := range want {
		if got := r.bufs[a].bonus; !slices.Equal(got, want[a]) {
			t.Errorf("agent %d: bonus %v, want %v", a, got, want[a])
		}
	}
}

// TestUnitCreditsNeedUnitRatio: loss and capture are per-unit advantages,
// as progress is.
func TestUnitCreditsNeedUnitRatio(t *testing.T) {
	for _, c := range []struct {
		name string
		set  func(*Config, float64)
	}{
		{"loss", func(c *Config, v float64) { c.Loss = v }},
		{"capture", func(c *Config, v float64) { c.Capture = v }},
	} {
		cfg := tinyConfig()
		c.set(&cfg, 1)
		cfg.UnitRatio = false
		if cfg.Validate() == nil {
			t.Errorf("%s without unit_ratio validated", c.name)
		}
		cfg.UnitRatio = true
		if err := cfg.Validate(); err != nil {
			t.Errorf("%s with unit_ratio: %v", c.name, err)
		}
		c.set(&cfg, -1)
		if cfg.Validate() == nil {
			t.Errorf("a negative %s validated", c.name)
		}
	}
}

// TestUnitCreditsInARollout: a Dominator learner against three Dummies,
// whose knights and witches take its units, has rows charged exactly -loss
// in a rollout with loss on, and none with it off; with capture on, rows of
// its knights that captured are credited +capture (a row may carry both);
// the counts behind Metric.Lost and Captures are those rows.
func TestUnitCreditsInARollout(t *testing.T) {
	for _, c := range []struct{ loss, capture float64 }{{0, 0}, {1.5, 0}, {0, 0.25}, {1.5, 0.25}} {
		cfg := tinyConfig()
		cfg.Game, cfg.Mode, cfg.UnitRatio, cfg.Loss, cfg.Capture, cfg.Rollout, cfg.NumEnvs = "dominator", string(env.Units), true, c.loss, c.capture, 96, 4
		cfg.Curriculum = []Stage{{Until: 1, Lineups: [][]string{{"Dummy", "Dummy", "Dummy"}}}}
		tr := collected(t, cfg)
		charged, credited := 0, 0
		for a := range tr.ro.bufs {
			for _, b := range tr.ro.bufs[a].bonus {
				switch b {
				case 0:
				case float32(-c.loss):
					charged++
				case float32(c.capture):
					credited++
				case float32(-c.loss + c.capture):
					charged++
					credited++
				default:
					t.Fatalf("%+v: a row's bonus is %v", c, b)
				}
			}
		}
		tr.Close()
		if tr.marked.lost != charged || tr.marked.captured != credited {
			t.Errorf("%+v: the metrics count %d lost and %d captured, the rows %d and %d", c, tr.marked.lost, tr.marked.captured, charged, credited)
		}
		if (charged > 0) != (c.loss > 0) || (credited > 0) != (c.capture > 0) {
			t.Errorf("%+v: %d rows charged, %d credited in 96 rounds of 4 matches against three Dummies", c, charged, credited)
		}
		t.Logf("%+v: %d rows charged, %d credited", c, charged, credited)
	}
}
