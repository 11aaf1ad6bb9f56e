package train

import (
	"math"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestProgressWeightAnneals: without progress_final the weight is progress
// throughout; with it, linear from progress to progress_final over
// total_steps, and held there past them.
func TestProgressWeightAnneals(t *testing.T) {
	final := 0.1
	for _, c := range []struct {
		final *float64
		steps int64
		want  float64
	}{
		{nil, 0, 0.5}, {nil, 1000, 0.5}, {nil, 5000, 0.5},
		{&final, 0, 0.5}, {&final, 500, 0.3}, {&final, 1000, 0.1}, {&final, 5000, 0.1},
	} {
		tr := &Trainer{Cfg: Config{Progress: 0.5, ProgressFinal: c.final, TotalSteps: 1000}, Steps: c.steps}
		if got := tr.ProgressWeight(); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("final %v at %d steps: weight %v, want %v", c.final, c.steps, got, c.want)
		}
	}
}

// TestProgressFinalScalesTheRows: an update's rows carry -weight times
// the progress tensor, at the annealed weight, and the metrics say which.
// Two runs from the same seed, one annealed to a quarter of progress and
// already past total_steps' worth of annealing by setting Steps, must give
// each row a quarter of the other's bonus.
func TestProgressFinalScalesTheRows(t *testing.T) {
	bonuses := func(final *float64) ([]float32, float64) {
		cfg := tinyConfig()
		cfg.Game, cfg.Mode, cfg.UnitRatio, cfg.Progress, cfg.ProgressFinal = "dominator", string(env.Facts), true, 0.5, final
		cfg.Rollout, cfg.NumEnvs, cfg.Epochs = 8, 2, 1
		cfg.Curriculum = []Stage{{Until: 1, Lineups: [][]string{{"Dummy", "Dummy", "Dummy"}}}}
		tr, err := New(cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer tr.Close()
		tr.Steps = cfg.TotalSteps // the annealing is over; the rollout is the same
		m, err := tr.Update()
		if err != nil {
			t.Fatal(err)
		}
		var out []float32
		for a := range tr.ro.bufs {
			out = append(out, tr.ro.bufs[a].bonus...)
		}
		return out, m.ProgressWeight
	}
	quarter := 0.125
	full, wFull := bonuses(nil)
	annealed, wAnnealed := bonuses(&quarter)
	if wFull != 0.5 || wAnnealed != quarter {
		t.Fatalf("metrics' progress weights %v and %v, want 0.5 and %v", wFull, wAnnealed, quarter)
	}
	if len(full) != len(annealed) {
		t.Fatalf("%d and %d rows", len(full), len(annealed))
	}
	nonzero := 0
	for i := range full {
		if annealed[i] != full[i]/4 {
			t.Fatalf("row %d: bonus %v annealed, %v full", i, annealed[i], full[i])
		}
		if full[i] != 0 {
			nonzero++
		}
	}
	if nonzero == 0 {
		t.Fatal("no row made any progress: the test shows nothing")
	}
}
