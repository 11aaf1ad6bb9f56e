package remote

import (
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/edagym/edagym/env"
)

// benchWorkers is the VecEnv worker count of these benchmarks:
// $EDAGYM_BENCH_WORKERS, default 1 (as env's BenchmarkVecUnits1LearnerNull).
func benchWorkers() int {
	if n, err := strconv.Atoi(os.Getenv("EDAGYM_BENCH_WORKERS")); err == nil && n > 0 {
		return n
	}
	return 1
}

func benchCreate(shm bool) *Create {
	return &Create{Game: "orkisland", NumEnvs: 64, Mode: "units", Workers: benchWorkers(), Shm: shm,
		Seats: []string{"learner", "Null", "Null", "Null"}}
}

// BenchmarkInProcessUnits1LearnerNull is env's BenchmarkVecUnits1LearnerNull
// with a chosen worker count (for python/examples/bench.py).
func BenchmarkInProcessUnits1LearnerNull(b *testing.B) {
	v := inProcess(b, benchCreate(false))
	r := rand.New(rand.NewPCG(1, 1))
	actions := make([]int32, v.NumAgents()*v.Spec().Slots)
	batch, err := v.Reset(1)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		env.SampleMasked(r, batch.Mask, v.Spec().Actions, actions)
		batch, _ = v.Step(actions)
	}
	b.ReportMetric(float64(b.N*v.NumEnvs())/b.Elapsed().Seconds(), "env-steps/s")
}

// The same over a Unix socket with the Go client: the server's own cost.
func benchRemote(b *testing.B, shm bool) {
	net_, addr := startServer(b, &Server{}, false)
	c := dial(b, net_, addr)
	cr := mustCreate(b, c, benchCreate(shm))
	var mem []byte
	if shm { // mapped before the next request, which removes the file's name
		f, err := os.Open(cr.Shm.Path)
		if err != nil {
			b.Fatal(err)
		}
		mem, err = mmapRead(f, cr.Shm.Size)
		f.Close()
		if err != nil {
			b.Fatal(err)
		}
	}
	seed := int64(1)
	rep, err := c.Call(Request{Reset: &Reset{Env: cr.Env, Seed: &seed}})
	if err != nil {
		b.Fatal(err)
	}
	mask := func(br *BatchReply) []byte {
		if shm {
			return mem[br.ActionMask.Offset : br.ActionMask.Offset+br.ActionMask.NBytes]
		}
		return br.ActionMask.Data
	}
	r := rand.New(rand.NewPCG(1, 1))
	actions := make([]int32, cr.NumAgents*cr.Spec.Slots)
	br := rep.Reset
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		env.SampleMasked(r, mask(br), cr.Spec.Actions, actions)
		rep, err := c.Call(Request{Step: &Step{Env: cr.Env, Actions: Int32Tensor(actions, cr.NumAgents, cr.Spec.Slots)}})
		if err != nil {
			b.Fatal(err)
		}
		br = rep.Step
	}
	b.ReportMetric(float64(b.N*cr.NumEnvs)/b.Elapsed().Seconds(), "env-steps/s")
}

func BenchmarkRemoteUnits1LearnerNull(b *testing.B)    { benchRemote(b, false) }
func BenchmarkRemoteShmUnits1LearnerNull(b *testing.B) { benchRemote(b, true) }
