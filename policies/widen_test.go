package policies

import (
	"slices"
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	_ "github.com/edagym/edagym/agents/madmax"
	"github.com/edagym/edagym/env"
	_ "github.com/edagym/edagym/env/madmax"
)

// TestWidenPlaysAsBefore: a facts-mode Mad Max network widened to needs
// mode gives every unit of the same states the same probabilities on
// needs mode's rows as on facts mode's, though the new features are not 0;
// a changed weight of a new feature changes them (the rows are read).
// Widening to fewer features, or to another game, is refused.
func TestWidenPlaysAsBefore(t *testing.T) {
	probs := func(mode env.Mode, n *Net) ([]float64, *env.Spec) {
		dummy, _ := agents.Seat("madmax", "Dummy")
		v, err := env.NewVecEnv(env.VecConfig{Game: "madmax", Mode: mode, NumEnvs: 1, Workers: 1,
			Seats: []env.Seat{env.Learner, dummy, dummy, dummy}})
		if err != nil {
			t.Fatal(err)
		}
		defer v.Close()
		spec := v.Spec()
		if n == nil {
			return nil, spec
		}
		batch, err := v.Reset(7)
		if err != nil {
			t.Fatal(err)
		}
		a := n.NewActor()
		a.RecordProbs()
		a.Act(batch.Obs, batch.Mask, make([]int32, spec.Slots), nil, nil)
		return a.UnitProbs(), spec
	}
	_, facts := probs(env.Facts, nil)
	_, needs := probs(env.Needs, nil)
	n, err := NewNet(facts, NetConfig{Hidden1: 16, Hidden2: 8}, 3)
	if err != nil {
		t.Fatal(err)
	}
	ck := NewCheckpoint(n, facts)
	wide, err := ck.WidenFor(needs)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := probs(env.Facts, n)
	after, _ := probs(env.Needs, wide)
	if len(before) == 0 || !slices.Equal(before, after) {
		t.Fatalf("widened probabilities %v, facts mode's %v", after, before)
	}
	H1 := wide.Config.Hidden1
	w1 := wide.W1()
	for i := n.Layout.Input() * H1; i < len(w1); i++ {
		w1[i] = 0.5
	}
	if moved, _ := probs(env.Needs, wide); slices.Equal(before, moved) {
		t.Fatal("the new features' weights change nothing: needs mode's rows are not read")
	}
	back := NewCheckpoint(wide, needs)
	if _, err := back.WidenFor(facts); err == nil || !strings.Contains(err.Error(), "only more features") {
		t.Fatalf("narrowing: %v", err)
	}
	other := NewCheckpoint(n, facts)
	other.Game = "moria"
	if _, err := other.WidenFor(needs); err == nil {
		t.Fatal("widened another game's checkpoint")
	}
}
