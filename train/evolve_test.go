package train

import (
	"context"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"github.com/edagym/edagym/policies"
)

// TestCentredRanks: the ranks span [−0.5, 0.5], ties share their mean.
func TestCentredRanks(t *testing.T) {
	got := centredRanks([]float64{0.3, 0.1, 0.3, 0.9, 0.2})
	want := []float64{0.125, -0.5, 0.125, 0.5, -0.25}
	for i := range want {
		if math.Abs(got[i]-want[i]) > 1e-12 {
			t.Fatalf("centredRanks = %v, want %v", got, want)
		}
	}
}

// TestDescentClimbs: Adam stepping along descent's gradient takes θ up a
// concave fitness to its top, from antithetic pairs alone (it fails when
// the sign of the step is turned).
func TestDescentClimbs(t *testing.T) {
	const dim, pairs, sigma = 20, 8, 0.1
	target := make([]float32, dim)
	for i := range target {
		target[i] = float32(i%5) - 2
	}
	fitness := func(x []float32) float64 {
		s := 0.0
		for i, v := range x {
			d := float64(v - target[i])
			s -= d * d
		}
		return s
	}
	theta := make([]float32, dim)
	start := fitness(theta)
	adam := NewAdam(dim)
	rng := rand.New(rand.NewPCG(1, 2))
	eps := make([]float32, pairs*dim)
	fit := make([]float64, 2*pairs)
	grad := make([]float32, dim)
	cand := make([]float32, dim)
	for range 400 {
		for i := range eps {
			eps[i] = float32(rng.NormFloat64())
		}
		for c := range fit {
			s := float32(sigma)
			if c%2 == 1 {
				s = -s
			}
			for i := range cand {
				cand[i] = theta[i] + s*eps[(c/2)*dim+i]
			}
			fit[c] = fitness(cand)
		}
		descent(grad, eps, fit, sigma)
		adam.Step(theta, grad, 0.05)
	}
	if end := fitness(theta); end < 0.02*start {
		t.Fatalf("fitness %.3f → %.3f: evolution did not climb to the top (0)", start, end)
	}
}

// evolveConfig is a tiny evolution run from a fresh Ork Island network
// saved at init.
func evolveConfig(t *testing.T, init string) Config {
	t.Helper()
	cfg := tinyConfig()
	cfg.Init = init
	cfg.Evolve = EvolveConfig{Pairs: 2, Matches: 1, Sigma: 0.1, LR: 0.01, Layers: 2, FirstBonus: 0.5}
	return cfg
}

// TestEvolveResumes: an evolution run stopped after a generation and
// resumed from latest.ckpt ends with the weights, generations and steps of
// the same run in one sitting, and moved the weights it evolves only.
func TestEvolveResumes(t *testing.T) {
	dir := t.TempDir()
	tr, err := New(tinyConfig(), nil)
	if err != nil {
		t.Fatal(err)
	}
	init := filepath.Join(dir, "init.ckpt")
	if err := tr.Checkpoint(true).Save(init); err != nil {
		t.Fatal(err)
	}
	tr.Close()
	const perGen = 2 * 2 * 1 * 200 // candidates × matches × rounds
	run := func(sub string, steps int64, resume *policies.Checkpoint) *policies.Checkpoint {
		cfg := evolveConfig(t, init)
		cfg.TotalSteps = steps
		out := filepath.Join(dir, sub)
		if err := Evolve(context.Background(), cfg, RunOptions{Dir: out, Resume: resume}); err != nil {
			t.Fatal(err)
		}
		c, err := policies.Load(filepath.Join(out, LatestCkpt))
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	whole := run("whole", 3*perGen, nil)
	first := run("split", perGen, nil)
	if first.Updates != 1 {
		t.Fatalf("a one-generation run saved generation %d", first.Updates)
	}
	split := run("split", 3*perGen, first)
	if whole.Updates != 3 || split.Updates != 3 || whole.Steps != 3*perGen || split.Steps != whole.Steps {
		t.Fatalf("generations %d and %d, steps %d and %d; want 3 and %d", whole.Updates, split.Updates, whole.Steps, split.Steps, 3*perGen)
	}
	if !slices.Equal(whole.Params, split.Params) {
		t.Fatal("the resumed run's weights differ from the run in one sitting")
	}
	start, _ := policies.Load(init)
	net, _ := start.NetFor(&start.Spec)
	lo, hi := net.PolicyLayers(2)
	if slices.Equal(whole.Params[lo:hi], start.Params[lo:hi]) || !slices.Equal(whole.Params[:lo], start.Params[:lo]) || !slices.Equal(whole.Params[hi:], start.Params[hi:]) {
		t.Fatal("evolution moved weights outside its layers, or none inside")
	}
	if len(split.Metrics) != 3 {
		t.Fatalf("the resumed run kept %d generations' metrics, want 3", len(split.Metrics))
	}
}
