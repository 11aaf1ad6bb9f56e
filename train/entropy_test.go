package train

import (
	"testing"
)

// TestEntropyTargetSteersTheCoefficient: below the target the coefficient
// grows, update after update, up to its cap; above it falls back to
// entropy_coef and no lower; without a target it never moves.
func TestEntropyTargetSteersTheCoefficient(t *testing.T) {
	cfg := Config{EntropyCoef: 0.01, EntropyTarget: 0.3}
	coef := cfg.EntropyCoef
	for range 5 {
		next := nextEntropyCoef(cfg, coef, 0.05)
		if next <= coef {
			t.Fatalf("entropy 0.05 < target 0.3: the coefficient went %v -> %v, want up", coef, next)
		}
		coef = next
	}
	for range 100 {
		coef = nextEntropyCoef(cfg, coef, 0)
	}
	if coef != entropyCoefMax {
		t.Fatalf("coefficient %v after 105 collapsed updates, want the cap %v", coef, entropyCoefMax)
	}
	for range 100 {
		coef = nextEntropyCoef(cfg, coef, 0.5)
	}
	if coef != 0.01 {
		t.Fatalf("coefficient %v after 100 updates above the target, want the floor 0.01", coef)
	}
	if got := nextEntropyCoef(Config{EntropyCoef: 0.01}, 0.01, 0); got != 0.01 {
		t.Fatalf("without entropy_target the coefficient moved to %v", got)
	}
}

// TestEntropyTargetResumes: a run stopped and resumed from its checkpoint
// uses the coefficient the unbroken run would have used, and the update's
// metric records the coefficient it trained with.
func TestEntropyTargetResumes(t *testing.T) {
	cfg := tinyConfig()
	cfg.EntropyTarget = 5 // above any entropy: the coefficient grows every update
	cfg.TotalSteps = 4 * 16 * 4
	whole, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer whole.Close()
	var want []float64
	for range 3 {
		m, err := whole.Update()
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, m.EntCoef)
	}
	if want[0] != cfg.EntropyCoef || !(want[1] > want[0] && want[2] > want[1]) {
		t.Fatalf("coefficients %v: want entropy_coef first, then growing", want)
	}
	first, err := New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	for range 2 {
		if _, err := first.Update(); err != nil {
			t.Fatal(err)
		}
	}
	re := resumed(t, cfg, reloaded(t, first))
	m, err := re.Update()
	if err != nil {
		t.Fatal(err)
	}
	if m.EntCoef != want[2] {
		t.Fatalf("resumed run's third update used coefficient %v, the unbroken run's %v", m.EntCoef, want[2])
	}
}
