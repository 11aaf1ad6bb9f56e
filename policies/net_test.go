package policies

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/orkisland"
	"github.com/edagym/edagym/env"
	_ "github.com/edagym/edagym/env/orkisland"
)

// tinySpec is a units-mode spec of no game: 3 slots of 3 actions, crops
// [3, 2, 2, 2], features [3, 2], and with globals, 2 globals.
func tinySpec(globals bool) *env.Spec {
	s := &env.Spec{Game: "tiny", Mode: env.Units, Players: 2, Rounds: 1, Slots: 3, Actions: 3,
		Obs: []env.TensorSpec{
			{Name: "crops", DType: env.Uint8, Shape: []int{3, 2, 2, 2}},
			{Name: "features", DType: env.Float32, Shape: []int{3, 2}},
			{Name: "unit_mask", DType: env.Uint8, Shape: []int{3}},
		}}
	if globals {
		s.Obs = append(s.Obs, env.TensorSpec{Name: "globals", DType: env.Float32, Shape: []int{2}})
	}
	return s
}

// randomAgent fills one agent's observation and mask for a spec.
func randomAgent(r *rand.Rand, s *env.Spec, obs [][]byte, mask []uint8) {
	l, _ := NewLayout(s)
	crops, feats, units := obs[l.Crops], env.Float32s(obs[l.Feats]), obs[l.Units]
	for u := 0; u < l.Slots; u++ {
		units[u] = 0
		if r.IntN(3) > 0 {
			units[u] = 1
		}
		for i := u * l.CropLen; i < (u+1)*l.CropLen; i++ {
			crops[i] = 0
			if units[u] == 1 && r.IntN(3) == 0 {
				crops[i] = uint8(1 + r.IntN(2)*r.IntN(255))
			}
		}
		for i := u * l.Features; i < (u+1)*l.Features; i++ {
			feats[i] = 0
			if units[u] == 1 {
				feats[i] = float32(r.NormFloat64())
			}
		}
		for k := 0; k < l.Actions; k++ {
			mask[u*l.Actions+k] = 0
			if units[u] == 1 && (k == l.Actions-1 || r.IntN(2) == 0) {
				mask[u*l.Actions+k] = 1
			}
		}
	}
	if l.Globals >= 0 {
		g := env.Float32s(obs[l.Globals])
		for i := range g {
			g[i] = float32(r.NormFloat64())
		}
	}
}

// appendAgent adds one agent-step to a minibatch the way the trainer does.
func appendAgent(n *Net, mb *Minibatch, a *Actor, obs [][]byte, mask []uint8, r *rand.Rand) Step {
	l := n.Layout
	acts := make([]int32, l.Slots)
	st := a.Act(obs, mask, acts, r, &mb.Rows)
	units := obs[l.Units]
	for s := 0; s < l.Slots; s++ {
		if units[s] == 1 {
			mb.Mask = append(mb.Mask, mask[s*l.Actions:(s+1)*l.Actions]...)
			mb.Act = append(mb.Act, acts[s])
		}
	}
	mb.Start = append(mb.Start, int32(mb.Rows.Len()))
	if l.Globals >= 0 {
		mb.Globals = append(mb.Globals, env.Float32s(obs[l.Globals])...)
	}
	mb.OldLogP = append(mb.OldLogP, st.LogProb)
	mb.Adv = append(mb.Adv, float32(r.NormFloat64()))
	mb.Return = append(mb.Return, float32(r.NormFloat64()))
	return st
}

// netVariants are the network shapes the tests cover: with and without the
// context weights, with the globals and the pooled critic.
var netVariants = []struct {
	name    string
	context bool
	critic  string
}{
	{"plain", false, CriticGlobals}, {"context", true, CriticGlobals},
	{"plain-pooled", false, CriticPooled}, {"context-pooled", true, CriticPooled},
}

// TestForwardMatchesGraph: the plain-Go actor and the gorgonia graph give the
// same log-probabilities and values on real Ork Island observations.
func TestForwardMatchesGraph(t *testing.T) {
	for _, v := range netVariants {
		t.Run(v.name, func(t *testing.T) { forwardMatchesGraph(t, v.context, v.critic) })
	}
}

func forwardMatchesGraph(t *testing.T, context bool, critic string) {
	rnd, _ := agents.Seat("orkisland", "Random")
	v, err := env.NewVecEnv(env.VecConfig{Game: "orkisland", Mode: env.Units, NumEnvs: 4, Workers: 1,
		Seats: []env.Seat{env.Learner, rnd, rnd, env.Learner}})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	spec := v.Spec()
	n, err := NewNet(spec, NetConfig{Hidden1: 16, Hidden2: 8, Context: context, Critic: critic}, 7)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	batch, err := v.Reset(3)
	if err != nil {
		t.Fatal(err)
	}
	acts := make([]int32, v.NumAgents()*spec.Slots)
	for i := 0; i < 30; i++ {
		env.SampleMasked(r, batch.Mask, spec.Actions, acts)
		batch, _ = v.Step(acts)
	}
	l := n.Layout
	n.Init(7, n.Calibrate(batch.Obs[l.Crops], batch.Obs[l.Feats], batch.Obs[l.Units]))
	for i, w := range n.W3() { // sharper logits than the initial near-uniform policy
		n.W3()[i] = w * 300
	}
	a := n.NewActor()
	mb := &Minibatch{}
	mb.Reset()
	var steps []Step
	ms := spec.Slots * spec.Actions
	for ag := 0; ag < v.NumAgents(); ag++ {
		obs := make([][]byte, len(spec.Obs))
		for k, t := range spec.Obs {
			obs[k] = batch.Obs[k][ag*t.Bytes() : (ag+1)*t.Bytes()]
		}
		steps = append(steps, appendAgent(n, mb, a, obs, batch.Mask[ag*ms:(ag+1)*ms], r))
	}
	g, err := NewGraph[float32](n, mb.B(), mb.Rows.Len()+5)
	if err != nil {
		t.Fatal(err)
	}
	g.SetParams(n.Params)
	if err := g.Load(mb, Coefs{Clip: 0.2, Value: 0.5, Entropy: 0.01}); err != nil {
		t.Fatal(err)
	}
	grad := make([]float32, len(n.Params))
	if _, err := g.Run(grad); err != nil {
		t.Fatal(err)
	}
	// A second run reuses the ops' buffers: the same loss and gradient, bit for bit.
	first := slices.Clone(g.LogProbs())
	again := make([]float32, len(n.Params))
	if _, err := g.Run(again); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(grad, again) || !slices.Equal(first, g.LogProbs()) {
		t.Errorf("a second run of the same minibatch gives another gradient or log-probabilities")
	}
	for b, st := range steps {
		if st.Units == 0 {
			t.Fatalf("agent %d has no units", b)
		}
		if d := math.Abs(float64(g.LogProbs()[b] - st.LogProb)); d > 1e-5*max(1, math.Abs(float64(st.LogProb))) {
			t.Errorf("agent %d: log-prob graph %v, actor %v", b, g.LogProbs()[b], st.LogProb)
		}
		if d := math.Abs(float64(g.Values()[b] - st.Value)); d > 1e-5 {
			t.Errorf("agent %d: value graph %v, actor %v", b, g.Values()[b], st.Value)
		}
		t.Logf("agent %d: %d units, log-prob %.6f, value %.6f", b, st.Units, st.LogProb, st.Value)
	}
}

// TestGradientCheck compares the graph's gradient of the PPO loss with
// central finite differences on a tiny float64 network.
func TestGradientCheck(t *testing.T) {
	for _, v := range netVariants {
		t.Run(v.name, func(t *testing.T) { gradientCheck(t, v.context, v.critic) })
	}
}

func gradientCheck(t *testing.T, context bool, critic string) {
	spec := tinySpec(critic == CriticGlobals)
	n, err := NewNet(spec, NetConfig{Hidden1: 4, Hidden2: 3, Context: context, Critic: critic}, 1)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 6))
	for i := range n.Params {
		n.Params[i] = float32(r.NormFloat64() * 0.7)
	}
	n.Scale[1] = 1.0 / 255
	a := n.NewActor()
	mb := &Minibatch{}
	mb.Reset()
	obs := spec.NewObs()
	mask := make([]uint8, spec.Slots*spec.Actions)
	for b := 0; b < 5; b++ {
		randomAgent(r, spec, obs, mask)
		appendAgent(n, mb, a, obs, mask, r)
		// old log-probs away from the new ones, some ratios clipped, none at a kink
		mb.OldLogP[b] += float32([]float64{-0.5, -0.05, 0.1, 0.4, 0.02}[b])
	}
	mb.Anchor = randomAnchor(r, mb.Mask, spec.Actions)
	g, err := NewAnchoredGraph[float64](n, mb.B(), mb.Rows.Len()+2)
	if err != nil {
		t.Fatal(err)
	}
	st, grads := loadRun(t, g, n, mb, Coefs{Clip: 0.2, Value: 0.5, Entropy: 0.1, Clone: 0.3, Anchor: 0.4})
	// A second run gives the same gradient (nothing accumulates across runs).
	if _, err := g.Run(nil); err != nil {
		t.Fatal(err)
	}
	again, _ := g.Grads()
	params := g.ParamValues()
	const h = 1e-6
	worst := 0.0
	for i, p := range params {
		for j := range p {
			if again[i][j] != grads[i][j] {
				t.Fatalf("param %d[%d]: gradient changed between runs: %v then %v", i, j, grads[i][j], again[i][j])
			}
			old := p[j]
			p[j] = old + h
			up, _ := g.Run(nil)
			p[j] = old - h
			down, _ := g.Run(nil)
			p[j] = old
			fd := (up.Loss - down.Loss) / (2 * h)
			err := math.Abs(fd-grads[i][j]) / max(1e-3, math.Abs(fd)+math.Abs(grads[i][j]))
			worst = max(worst, err)
			if err > 1e-5 {
				t.Errorf("param %d[%d]: graph gradient %.8g, finite difference %.8g", i, j, grads[i][j], fd)
			}
		}
	}
	t.Logf("loss %.6f (policy %.4f value %.4f entropy %.4f), worst relative error %.2g", st.Loss, st.Policy, st.Value, st.Entropy, worst)
}

// loadRun loads mb into g with n's parameters and the coefficients c, runs
// it and returns the loss terms and the gradient.
func loadRun(t *testing.T, g *Graph[float64], n *Net, mb *Minibatch, c Coefs) (Stats, [][]float64) {
	t.Helper()
	g.SetParams(n.Params)
	if err := g.Load(mb, c); err != nil {
		t.Fatal(err)
	}
	st, err := g.Run(nil)
	if err != nil {
		t.Fatal(err)
	}
	grads, err := g.Grads()
	if err != nil {
		t.Fatal(err)
	}
	return st, grads
}

// TestGlobalsCriticReadsOnlyGlobals: the default critic's value cannot be
// changed by where units stand or what they are (the pooled critic's can:
// that is how PPO learned backwards on Dominator), only by the globals.
func TestGlobalsCriticReadsOnlyGlobals(t *testing.T) {
	spec := tinySpec(true)
	n, err := NewNet(spec, NetConfig{Hidden1: 4, Hidden2: 3}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if n.Config.Critic != CriticGlobals {
		t.Fatalf("default critic %q with globals in the spec", n.Config.Critic)
	}
	r := rand.New(rand.NewPCG(1, 1))
	a := n.NewActor()
	obs, other := spec.NewObs(), spec.NewObs()
	mask := make([]uint8, spec.Slots*spec.Actions)
	acts := make([]int32, spec.Slots)
	for i := 0; i < 20; i++ {
		randomAgent(r, spec, obs, mask)
		randomAgent(r, spec, other, mask)
		copy(other[3], obs[3])
		v1, v2 := a.Act(obs, mask, acts, nil, nil).Value, a.Act(other, mask, acts, nil, nil).Value
		if v1 != v2 {
			t.Fatalf("same globals, other units: value %v then %v", v1, v2)
		}
	}
	pooled, _ := NewNet(spec, NetConfig{Hidden1: 4, Hidden2: 3, Critic: CriticPooled}, 1)
	pa := pooled.NewActor()
	randomAgent(r, spec, obs, mask)
	randomAgent(r, spec, other, mask)
	if pa.Act(obs, mask, acts, nil, nil).Value == pa.Act(other, mask, acts, nil, nil).Value {
		t.Fatal("the pooled critic ignores the units")
	}
}

// TestWithCritic: swapping the critic keeps every policy weight, so the
// policy's actions do not change, and gives the value head the new shape.
func TestWithCritic(t *testing.T) {
	n, err := NewNet(tinySpec(true), NetConfig{Hidden1: 8, Hidden2: 8, Critic: CriticPooled, Context: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	g, err := n.WithCritic(CriticGlobals, 4)
	if err != nil {
		t.Fatal(err)
	}
	if g.Config.Critic != CriticGlobals || len(g.Params) != NumParams(n.Layout, g.Config) {
		t.Fatalf("critic %q, %d params", g.Config.Critic, len(g.Params))
	}
	for name, pair := range map[string][2][]float32{"W1": {n.W1(), g.W1()}, "b3": {n.B3(), g.B3()}, "W3": {n.W3(), g.W3()}, "Wc": {n.Wc(), g.Wc()}} {
		if !slices.Equal(pair[0], pair[1]) {
			t.Errorf("%s changed", name)
		}
	}
	if len(g.Wg()) == 0 {
		t.Error("no globals weights")
	}
	if _, err := n.WithCritic("median", 4); err == nil {
		t.Error("critic \"median\" accepted")
	}
}
