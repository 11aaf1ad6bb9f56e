package policies

import (
	"math/rand/v2"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
)

// orkBatch steps 8 Ork Island envs (one learner, three Random) for 40
// rounds and returns the VecEnv and its batch.
func orkBatch(b testing.TB) (*env.VecEnv, *env.Batch) {
	rnd, _ := agents.Seat("orkisland", "Random")
	v, err := env.NewVecEnv(env.VecConfig{Game: "orkisland", Mode: env.Units, NumEnvs: 8, Workers: 1,
		Seats: []env.Seat{env.Learner, rnd, rnd, rnd}})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	batch, err := v.Reset(1)
	if err != nil {
		b.Fatal(err)
	}
	acts := make([]int32, v.NumAgents()*v.Spec().Slots)
	for i := 0; i < 40; i++ {
		env.SampleMasked(r, batch.Mask, v.Spec().Actions, acts)
		batch, _ = v.Step(acts)
	}
	return v, batch
}

// BenchmarkForward is one agent-step of the plain-Go actor (the default
// 64×64 network, sampling), over the agents of an Ork Island batch.
func BenchmarkForward(b *testing.B) {
	v, batch := orkBatch(b)
	defer v.Close()
	spec := v.Spec()
	n, err := NewNet(spec, DefaultNet, 1)
	if err != nil {
		b.Fatal(err)
	}
	l := n.Layout
	n.Init(1, n.Calibrate(batch.Obs[l.Crops], batch.Obs[l.Feats], batch.Obs[l.Units]))
	a := n.NewActor()
	r := rand.New(rand.NewPCG(3, 4))
	views := make([][]byte, len(spec.Obs))
	acts := make([]int32, spec.Slots)
	S, A := spec.Slots, spec.Actions
	units := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ag := i % v.NumAgents()
		for k, t := range spec.Obs {
			views[k] = batch.Obs[k][ag*t.Bytes() : (ag+1)*t.Bytes()]
		}
		units += a.Act(views, batch.Mask[ag*S*A:(ag+1)*S*A], acts, r, nil).Units
	}
	b.ReportMetric(float64(units)/float64(b.N), "units/agent-step")
}
