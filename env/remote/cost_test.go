package remote

import (
	"runtime"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/dominator"
	_ "github.com/edagym/edagym/agents/moria"
	"github.com/edagym/edagym/env"
	_ "github.com/edagym/edagym/env/dominator"
	_ "github.com/edagym/edagym/env/moria"
)

func liveHeap() int64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// TestEnvCostBounds: the estimate a create is checked against is at least
// the memory its VecEnv really holds after a reset and a few steps, and
// at most ten times more (Null bots hold nothing), for every game and mode with scripted and checkpoint
// bots (measured as the live heap's growth over 16 matches).
func TestEnvCostBounds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 16 matches of every game and mode")
	}
	cases := []struct {
		game string
		mode env.Mode
		bot  string
	}{
		{"orkisland", env.Units, "Null"}, {"orkisland", env.Units, "Dummy"}, {"orkisland", env.Board, "Dummy"},
		{"orkisland", env.Plan, "Dummy"}, {"orkisland", env.Units, "nn:" + shipped},
		{"dominator", env.Units, "Dummy"}, {"dominator", env.Board, "Null"},
		{"madmax", env.Units, "Dummy"}, {"madmax", env.Board, "Dummy"},
		{"moria", env.Units, "Dummy"}, {"moria", env.Board, "Null"},
	}
	ck := newCkCache(CheckpointRule{Anywhere: true}, DefaultCheckpoint)
	for _, tc := range cases {
		const n = 16
		c := &Create{Game: tc.game, Mode: string(tc.mode), NumEnvs: n, Workers: 1, Seats: []string{"learner", tc.bot, tc.bot, tc.bot}}
		vc, extra, err := buildConfig(c, func(game, name string) (env.Seat, int64, error) { return ck.seat(game, name, agents.Seat) })
		if err != nil {
			t.Fatal(err)
		}
		p, err := probe(vc, extra, false)
		if err != nil {
			t.Fatal(err)
		}
		before := liveHeap()
		v, err := env.NewVecEnv(vc)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := v.Reset(1); err != nil {
			t.Fatal(err)
		}
		actions := make([]int32, v.NumAgents()*v.Spec().Slots)
		for i := 0; i < 3; i++ {
			v.Step(actions)
		}
		used := liveHeap() - before
		runtime.KeepAlive(v)
		v.Close()
		t.Logf("%s %s %s: %d KiB per match, estimated %d KiB", tc.game, tc.mode, tc.bot, used/n>>10, p.bytes/n>>10)
		if p.bytes < used || p.bytes > 10*used {
			t.Errorf("%s %s with %s bots: estimated %d bytes, %d used", tc.game, tc.mode, tc.bot, p.bytes, used)
		}
	}
}
