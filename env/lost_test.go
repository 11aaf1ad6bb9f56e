package env_test

import (
	"math/rand/v2"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	dom "github.com/edagym/edagym/env/dominator"
)

// TestLostNamesTheLostUnitsSlot: with Losses, a Dominator learner playing
// at random against three Dummies gets Lost[s] = 1 exactly for the slots
// whose unit (as its last observation listed them) the engine has given to
// another player. Slots are ranks among my units, so a unit lost in the
// middle moves the later ones down: the flags must name the lost unit's
// own slot, not the slot that fell empty, and some must lie before the
// last.
func TestLostNamesTheLostUnitsSlot(t *testing.T) {
	dummy, err := agents.Seat("dominator", "Dummy")
	if err != nil {
		t.Fatal(err)
	}
	game, cfg, err := env.LookupDefault("dominator")
	if err != nil {
		t.Fatal(err)
	}
	enc, err := game.NewEncoder(cfg, env.Facts)
	if err != nil {
		t.Fatal(err)
	}
	lister := enc.(env.SlotLister)
	v, err := env.NewVecEnv(env.VecConfig{Game: "dominator", Mode: env.Facts, NumEnvs: 2, Workers: 2, Losses: true,
		Seats: []env.Seat{dummy, env.Learner, dummy, dummy}})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	S := v.Spec().Slots
	r := rand.New(rand.NewPCG(7, 8))
	b, err := v.Reset(5)
	if err != nil {
		t.Fatal(err)
	}
	acts := make([]int32, v.NumAgents()*S)
	before := make([][]int, v.NumAgents())
	lost, middle := 0, 0
	for step := 0; step < 150; step++ {
		for a := range before {
			before[a] = lister.SlotUnits(before[a][:0], v.Match(a), 1)
		}
		env.SampleMasked(r, b.Mask, v.Spec().Actions, acts)
		if b, err = v.Step(acts); err != nil {
			t.Fatal(err)
		}
		for a := range before {
			m := v.Match(a).(*dom.Match)
			flags := b.Lost[a*S : (a+1)*S]
			for s := range flags {
				gone := s < len(before[a]) && m.Unit(before[a][s]).Player != 1
				if (flags[s] == 1) != gone {
					t.Fatalf("step %d agent %d slot %d: lost flag %d, its unit given away %v", step, a, s, flags[s], gone)
				}
				if gone {
					lost++
					if s < len(before[a])-1 {
						middle++
					}
				}
			}
		}
	}
	if lost == 0 || middle == 0 {
		t.Errorf("%d units lost, %d of them before the last slot: want some of both", lost, middle)
	}
	t.Logf("%d units lost in 150 rounds of 2 matches, %d before the last slot", lost, middle)
}

// TestLossesNeedSlotsThatNameUnits: board mode's slots are cells.
func TestLossesNeedSlotsThatNameUnits(t *testing.T) {
	_, err := env.NewVecEnv(env.VecConfig{Game: "dominator", Mode: env.Board, NumEnvs: 1, Losses: true,
		Seats: []env.Seat{env.Learner, {}, {}, {}}})
	if err == nil {
		t.Fatal("losses in board mode: no error")
	}
}
