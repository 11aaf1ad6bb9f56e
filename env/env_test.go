package env_test

import (
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
	ork "github.com/edagym/edagym/env/orkisland"
)

// TestEnvReplaysAMatch: an Env reset with a match seed, with Demo bots and a
// learner that gives no orders, is the same match as `edagym play` with Null
// in the learner's seat.
func TestEnvReplaysAMatch(t *testing.T) {
	demo := seats(t, "orkisland", "Demo")[0]
	e, err := env.NewEnv(env.VecConfig{Game: "orkisland", Seats: []env.Seat{demo, env.Learner, demo, demo}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	b := e.ResetSeed(30)
	none := make([]int32, e.Spec().Slots)
	for i := range none {
		none[i] = int32(ork.None)
	}
	for !b.Terminated[0] {
		if b, err = e.Step(none); err != nil {
			t.Fatal(err)
		}
	}
	null := env.Seat{Name: "Null", New: func(int, *jutge.Random) env.Player { return nullPlayer{} }}
	run := env.MatchRun{Config: ork.Default(), Seed: 30, Seats: []env.Seat{demo, null, demo, demo}}
	res, err := run.Run()
	if err != nil {
		t.Fatal(err)
	}
	for p, s := range res.Scores {
		if got := e.Match(0).Score(p); got != s {
			t.Fatalf("seat %d: env score %d, match score %d", p, got, s)
		}
	}
	if ep := b.Episode[0]; !b.Final[0] || ep.Seat != 1 || ep.Seed != 30 || ep.Length != 200 {
		t.Fatalf("episode record %+v", ep)
	}
}

type nullPlayer struct{}

func (nullPlayer) Play(env.Match, int, *jutge.Orders) {}
