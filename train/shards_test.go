package train

import (
	"math"
	"testing"

	"github.com/edagym/edagym/policies"
)

// TestShardsMatchWholeMinibatch: the gradient and loss terms of a minibatch
// computed as two halves side by side equal the whole minibatch's on one
// graph (to float32 rounding), entropy, cloning and anchor terms included.
func TestShardsMatchWholeMinibatch(t *testing.T) {
	for _, unit := range []bool{false, true} {
		for _, game := range []string{"dominator", "orkisland"} {
			shardsMatchWhole(t, game, unit)
		}
	}
}

// filledMinibatch makes a trainer of cfg, collects one rollout, computes
// its advantages and fills the minibatch with its first valid rows, which
// it returns.
func filledMinibatch(tb testing.TB, cfg Config) (*Trainer, []int) {
	tb.Helper()
	tr, err := New(cfg, nil)
	if err != nil {
		tb.Fatal(err)
	}
	if err := tr.collect(); err != nil {
		tb.Fatal(err)
	}
	tr.ro.gae(cfg.Gamma, cfg.Lambda)
	var idx []int
	for i, ok := range tr.ro.valid {
		if ok {
			idx = append(idx, i)
		}
	}
	tr.fill(idx[:cfg.Minibatch])
	return tr, idx[:cfg.Minibatch]
}

// shardsMatchWhole checks one game with the joint or the per-unit ratio.
func shardsMatchWhole(t *testing.T, game string, unit bool) {
	cfg := tinyConfig()
	cfg.Game, cfg.NumEnvs, cfg.Rollout, cfg.Minibatch = game, 8, 16, 64
	cfg.Net = policies.DefaultNet
	tr, _ := filledMinibatch(t, cfg)
	c := policies.Coefs{Clip: 0.2, Value: 0.5, Entropy: 0.3, Clone: 0.7, Anchor: 0.6, UnitRatio: unit}
	tr.mb.Anchor = uniformOverMask(tr.mb.Mask, tr.spec.Actions)
	whole, err := policies.NewAnchoredGraph[float32](tr.Net, tr.mb.B(), tr.mb.Rows.Len())
	if err != nil {
		t.Fatal(err)
	}
	whole.SetParams(tr.Net.Params)
	if err := whole.Load(&tr.mb, c); err != nil {
		t.Fatal(err)
	}
	want := make([]float32, len(tr.Net.Params))
	ws, err := whole.Run(want)
	if err != nil {
		t.Fatal(err)
	}
	got, err := tr.gradient(&tr.mb, c)
	if err != nil {
		t.Fatal(err)
	}
	if tr.shards == nil {
		t.Fatal("the minibatch did not run as halves")
	}
	scale := 0.0
	for _, g := range want {
		scale = max(scale, math.Abs(float64(g)))
	}
	for i, g := range tr.grad {
		if d := math.Abs(float64(g - want[i])); d > 1e-4*scale {
			t.Fatalf("%s (unit ratio %v): gradient %d: halves %g, whole %g", game, unit, i, g, want[i])
		}
	}
	for name, p := range map[string][2]float64{"loss": {got.Loss, ws.Loss}, "policy": {got.Policy, ws.Policy},
		"value": {got.Value, ws.Value}, "entropy": {got.Entropy, ws.Entropy}, "clone": {got.Clone, ws.Clone}, "anchor": {got.AnchorKL, ws.AnchorKL},
		"accuracy": {got.Accuracy, ws.Accuracy}, "kl": {got.ApproxKL, ws.ApproxKL}} {
		if math.Abs(p[0]-p[1]) > 1e-4*max(1, math.Abs(p[1])) {
			t.Errorf("%s: %s halves %g, whole %g", game, name, p[0], p[1])
		}
	}
	t.Logf("%s: %d agent-steps, %d rows, loss %.5f", game, tr.mb.B(), tr.mb.Rows.Len(), ws.Loss)
	tr.Close()
}

// uniformOverMask is, per row, the uniform distribution over its allowed
// actions: an anchor policy.
func uniformOverMask(mask []uint8, A int) []float32 {
	q := make([]float32, len(mask))
	for r := 0; r < len(mask)/A; r++ {
		n := 0
		for _, m := range mask[r*A : (r+1)*A] {
			n += int(m)
		}
		for k, m := range mask[r*A : (r+1)*A] {
			if m != 0 {
				q[r*A+k] = 1 / float32(n)
			}
		}
	}
	return q
}

// TestRowBonusIsAdvantage: under the per-unit ratio a row's bonus adds to
// its advantage: advantages of 0 with a bonus of k on every row give the
// gradient of advantages k without bonus.
func TestRowBonusIsAdvantage(t *testing.T) {
	cfg := tinyConfig()
	cfg.NumEnvs, cfg.Rollout, cfg.Minibatch = 4, 16, 32
	tr, _ := filledMinibatch(t, cfg)
	defer tr.Close()
	c := policies.Coefs{Clip: 0.2, UnitRatio: true}
	grad := func() []float32 {
		g, err := policies.NewGraph[float32](tr.Net, tr.mb.B(), tr.mb.Rows.Len())
		if err != nil {
			t.Fatal(err)
		}
		g.SetParams(tr.Net.Params)
		if err := g.Load(&tr.mb, c); err != nil {
			t.Fatal(err)
		}
		out := make([]float32, len(tr.Net.Params))
		if _, err := g.Run(out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	const k = 0.7
	for b := range tr.mb.Adv {
		tr.mb.Adv[b] = k
	}
	tr.mb.RowBonus = tr.mb.RowBonus[:0]
	want := grad()
	for b := range tr.mb.Adv {
		tr.mb.Adv[b] = 0
	}
	for range tr.mb.Rows.Len() {
		tr.mb.RowBonus = append(tr.mb.RowBonus, k)
	}
	got := grad()
	nonzero := false
	for i := range got {
		if math.Abs(float64(got[i]-want[i])) > 1e-5*(1+math.Abs(float64(want[i]))) {
			t.Fatalf("gradient %d: bonus %g, advantage %g", i, got[i], want[i])
		}
		nonzero = nonzero || want[i] != 0
	}
	if !nonzero {
		t.Fatal("the gradient is zero")
	}
}
