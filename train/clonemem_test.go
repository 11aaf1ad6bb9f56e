package train

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// TestCloneMemory: the projection from the first recording's size per step
// to the whole run, against the free memory.
func TestCloneMemory(t *testing.T) {
	const gib = 1 << 30
	for _, c := range []struct {
		name                              string
		held, recorded, total, roundSteps int64
		budget                            int64
		ok                                bool
	}{
		// The run the kernel killed: 120,000 steps of 19.2 KB, then 6
		// rounds of 60,000 steps, within half of a 24 GiB machine.
		{"roadstudent clone2", 2307e6, 120000, 480000, 60000, 12 * gib, false},
		// Its first clone: 60,000 steps, then 3 rounds of 30,000.
		{"roadstudent clone", 1153e6, 60000, 150000, 30000, 12 * gib, true},
		// 3 per step, 40 steps, times 2.
		{"exactly enough", 30, 10, 30, 5, 240, true},
		{"one byte short", 30, 10, 30, 5, 239, false},
		{"nothing recorded", 0, 0, 1000, 10, 0, true},
	} {
		err := cloneMemory(c.held, c.recorded, c.total, c.roundSteps, c.budget)
		if (err == nil) != c.ok {
			t.Errorf("%s: error %v, want ok %v", c.name, err, c.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "clone.dagger_steps") {
			t.Errorf("%s: %q does not say what to lower", c.name, err)
		}
	}
}

// TestCloneStopsBeforeDaggerWithoutMemory: a clone whose DAgger rounds
// would not fit in the memory budget stops after the first recording, with
// the error, before any epoch or round.
func TestCloneStopsBeforeDaggerWithoutMemory(t *testing.T) {
	tr := cloneTrainer(t, 3, 400)
	tr.maxMemory = 1 << 10
	var log strings.Builder
	err := tr.Clone(context.Background(), &log)
	if err == nil || !strings.Contains(err.Error(), "would take") {
		t.Fatalf("error %v, want the projection's", err)
	}
	if strings.Contains(log.String(), "epoch") || strings.Contains(log.String(), "dagger") {
		t.Errorf("it went on after the check:\n%s", log.String())
	}
}

// TestDemoReserveKeepsContents: reserving room keeps every recorded value
// and makes later additions copy-free.
func TestDemoReserveKeepsContents(t *testing.T) {
	d := &demo{agentBuf: agentBuf{start: []int32{0, 2}, mask: []uint8{1, 0, 1}, act: []int32{3, 4}, glob: []float32{0.5}}, shares: []float64{0.25}}
	d.rows.Reset()
	d.rows.Col = append(d.rows.Col, 7, 8)
	d.rows.Val = append(d.rows.Val, 1, 2)
	d.rows.Ptr = append(d.rows.Ptr, 1, 2)
	size := d.size()
	d.reserve(4)
	if d.size() != size {
		t.Errorf("size %d after reserving, was %d", d.size(), size)
	}
	if !slices.Equal(d.rows.Col, []int32{7, 8}) || !slices.Equal(d.rows.Val, []float32{1, 2}) || !slices.Equal(d.mask, []uint8{1, 0, 1}) ||
		!slices.Equal(d.act, []int32{3, 4}) || !slices.Equal(d.start, []int32{0, 2}) || !slices.Equal(d.shares, []float64{0.25}) {
		t.Errorf("contents changed: %+v", d)
	}
	if cap(d.rows.Col) < 8 || cap(d.mask) < 12 {
		t.Errorf("capacities %d, %d: not reserved", cap(d.rows.Col), cap(d.mask))
	}
}

// cloneTrainer is a tiny run that clones a Dummy (400 steps, 4 epochs,
// against Random), then runs dagger DAgger rounds of daggerSteps.
func cloneTrainer(t *testing.T, dagger int, daggerSteps int64) *Trainer {
	t.Helper()
	cfg := tinyConfig()
	cfg.Clone = Clone{Teacher: "Dummy", Steps: 400, Epochs: 4, LR: 3e-3, Opponents: []string{"Random"},
		Dagger: dagger, DaggerSteps: daggerSteps, DaggerBeta: 0.5}
	tr, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tr.Close)
	return tr
}
