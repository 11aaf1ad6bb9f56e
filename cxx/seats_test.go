package cxx_test

import (
	"context"
	"encoding/binary"
	"hash/fnv"
	"math"
	"testing"

	"github.com/edagym/edagym/cxx/cxxtest"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/internal/proctest"
	"github.com/edagym/edagym/train"
)

// TestTrainingOpponent: a C++ player is a bot seat of a VecEnv (training
// opponents): with the C++ Demo port in seat 1, every step's observations,
// masks and rewards are those with the built-in Demo, across an autoreset,
// and no process is left when the VecEnv is closed.
func TestTrainingOpponent(t *testing.T) {
	game := "dominator"
	port := cxxtest.Seat(t, game, "dominator/testdata/AIDemo.cc")
	demo := cxxtest.BuiltIn(t, game, "Demo")
	before := proctest.Children(t)
	var digests [2][]uint64
	for k, seat := range []env.Seat{demo, port} {
		v, err := env.NewVecEnv(env.VecConfig{Game: game, NumEnvs: 3, Workers: 2, Seats: []env.Seat{env.Learner, seat, demo, demo}})
		if err != nil {
			t.Fatal(err)
		}
		b, err := v.Reset(7)
		if err != nil {
			t.Fatal(err)
		}
		actions := make([]int32, v.NumAgents()*v.Spec().Slots)
		for step := 0; step < v.Spec().Rounds+5; step++ {
			for i := range actions {
				actions[i] = int32((step + i) % v.Spec().Actions)
			}
			if b, err = v.Step(actions); err != nil {
				t.Fatal(err)
			}
			digests[k] = append(digests[k], digest(b))
		}
		v.Close()
	}
	for step := range digests[0] {
		if digests[0][step] != digests[1][step] {
			t.Fatalf("step %d differs with the C++ Demo", step)
		}
	}
	if after := proctest.Children(t); after > before {
		t.Errorf("%d processes left after Close (%d before)", after, before)
	}
}

func digest(b *env.Batch) uint64 {
	h := fnv.New64a()
	for _, o := range b.Obs {
		h.Write(o)
	}
	h.Write(b.Mask)
	for _, r := range b.Reward {
		h.Write(binary.LittleEndian.AppendUint32(nil, math.Float32bits(r)))
	}
	return h.Sum64()
}

// TestLeague: C++ players play in an evaluation league (edagym eval
// --league) by their cxx: names; the port of Demo, in every game it plays,
// scores as the built-in Demo would in its place.
func TestLeague(t *testing.T) {
	cxxtest.Gxx(t)
	players := []string{"cxx:orkisland/testdata/AIDemo.cc", "Demo", "Random", "Null", "Dummy"}
	rows, err := train.League(context.Background(), "orkisland", "", players, 10, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	players[0] = "Demo"
	want, err := train.League(context.Background(), "orkisland", "", players, 10, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	if rows[0].Player != "cxx:orkisland/testdata/AIDemo.cc" || rows[0].Games == 0 {
		t.Fatalf("rows %+v", rows)
	}
	for i := range rows {
		if rows[i].Elo != want[i].Elo || rows[i].Share != want[i].Share || rows[i].Firsts != want[i].Firsts {
			t.Errorf("row %d: %+v, with the built-in Demo %+v", i, rows[i], want[i])
		}
	}
}
