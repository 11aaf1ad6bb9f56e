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
	lost, middle := 0, 0
	playMarked(t, env.VecConfig{Losses: true}, func(step, a int, before []int, b *env.Batch, m *dom.Match) {
		S := len(b.Lost) / len(b.Reward)
		flags := b.Lost[a*S : (a+1)*S]
		for s := range flags {
			gone := s < len(before) && m.Unit(before[s]).Player != 1
			if (flags[s] == 1) != gone {
				t.Fatalf("step %d agent %d slot %d: lost flag %d, its unit given away %v", step, a, s, flags[s], gone)
			}
			if gone {
				lost++
				if s < len(before)-1 {
					middle++
				}
			}
		}
	})
	if lost == 0 || middle == 0 {
		t.Errorf("%d units lost, %d of them before the last slot: want some of both", lost, middle)
	}
	t.Logf("%d units lost in 150 rounds of 2 matches, %d before the last slot", lost, middle)
}

// TestCapturedNamesTheCaptorsSlot: with Captures, the same learner gets
// Captured[s] = the captures the engine lists for the unit of slot s (as
// its last observation listed them), and nothing for slots of units that
// captured none; its knights capture some units in 150 rounds.
func TestCapturedNamesTheCaptorsSlot(t *testing.T) {
	captures := 0
	playMarked(t, env.VecConfig{Captures: true}, func(step, a int, before []int, b *env.Batch, m *dom.Match) {
		S := len(b.Captured) / len(b.Reward)
		counts := b.Captured[a*S : (a+1)*S]
		captors := m.Captors(nil)
		for s := range counts {
			want := 0
			if s < len(before) {
				for _, c := range captors {
					if c == before[s] {
						want++
					}
				}
				if want > 0 && (m.Unit(before[s]).Type != dom.Knight) {
					t.Fatalf("step %d agent %d slot %d: a %v captured", step, a, s, m.Unit(before[s]).Type)
				}
			}
			if int(counts[s]) != want {
				t.Fatalf("step %d agent %d slot %d: %d captures marked, the engine lists %d", step, a, s, counts[s], want)
			}
			captures += want
		}
	})
	if captures == 0 {
		t.Error("no capture marked in 150 rounds of 2 matches")
	}
	t.Logf("%d captures by the learner's knights in 150 rounds of 2 matches", captures)
}

// playMarked plays a Dominator learner at random in seat 1 against three
// Dummies, 2 matches for 150 rounds in facts mode with c's marks (Losses,
// Captures) on, and calls check after each step for each agent with the
// units its slots held before the step (the encoder's SlotUnits).
func playMarked(t *testing.T, c env.VecConfig, check func(step, a int, before []int, b *env.Batch, m *dom.Match)) {
	t.Helper()
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
	c.Game, c.Mode, c.NumEnvs, c.Workers = "dominator", env.Facts, 2, 2
	c.Seats = []env.Seat{dummy, env.Learner, dummy, dummy}
	v, err := env.NewVecEnv(c)
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
	for step := 0; step < 150; step++ {
		for a := range before {
			before[a] = lister.SlotUnits(before[a][:0], v.Match(a), 1)
		}
		env.SampleMasked(r, b.Mask, v.Spec().Actions, acts)
		if b, err = v.Step(acts); err != nil {
			t.Fatal(err)
		}
		for a := range before {
			check(step, a, before[a], b, v.Match(a).(*dom.Match))
		}
	}
}

// TestLossesNeedSlotsThatNameUnits: board mode's slots are cells.
func TestLossesNeedSlotsThatNameUnits(t *testing.T) {
	_, err := env.NewVecEnv(env.VecConfig{Game: "dominator", Mode: env.Board, NumEnvs: 1, Losses: true,
		Seats: []env.Seat{env.Learner, {}, {}, {}}})
	if err == nil {
		t.Fatal("losses in board mode: no error")
	}
}

// TestCapturesNeedACaptor: only a game whose matches name the units that
// capture can mark them (Ork Island's orks never change hands), and only
// where slots name units.
func TestCapturesNeedACaptor(t *testing.T) {
	for _, c := range []env.VecConfig{
		{Game: "orkisland", Mode: env.Facts},
		{Game: "dominator", Mode: env.Board},
	} {
		c.NumEnvs, c.Captures = 1, true
		c.Seats = []env.Seat{env.Learner, {}, {}, {}}
		if _, err := env.NewVecEnv(c); err == nil {
			t.Errorf("captures in %s %s mode: no error", c.Game, c.Mode)
		}
	}
}
