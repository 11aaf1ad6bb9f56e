package policies

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

// ensembleMatch plays seed's Ork Island match with f in seat 0 against three
// Dummies and returns its match file.
func ensembleMatch(t *testing.T, f env.PlayerFactory, seed int32) []byte {
	t.Helper()
	_, cfg, err := env.LookupDefault("orkisland")
	if err != nil {
		t.Fatal(err)
	}
	seats := []env.Seat{{Name: "P", New: f}}
	for range 3 {
		s, err := agents.Seat("orkisland", "Dummy")
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, s)
	}
	var buf bytes.Buffer
	res, err := (&env.MatchRun{Config: cfg, Seed: seed, Seats: seats, Out: &buf}).Run()
	if err != nil || res.Aborted[0] != "" {
		t.Fatalf("seed %d: %v %q", seed, err, res.Aborted)
	}
	return buf.Bytes()
}

// TestEnsembleVotes: an ensemble of a checkpoint with itself plays exactly
// as that checkpoint; of two different ones it plays as neither.
func TestEnsembleVotes(t *testing.T) {
	c, _ := testCheckpoint(t)
	a, b := saveTo(t, c, "a.ckpt"), filepath.Join(t.TempDir(), "b.ckpt")
	n, err := NewNet(&c.Spec, c.Net, 4)
	if err != nil {
		t.Fatal(err)
	}
	if err := NewCheckpoint(n, &c.Spec).Save(b); err != nil {
		t.Fatal(err)
	}
	factory := func(make func(game, arg string) (env.PlayerFactory, error), arg string) env.PlayerFactory {
		f, err := make("orkisland", arg)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	nnA, nnB := factory(NewPlayerFactory, a), factory(NewPlayerFactory, b)
	twice, mixed := factory(NewEnsembleFactory, a+"+"+a), factory(NewEnsembleFactory, a+"+"+b)
	differsA, differsB := false, false
	for seed := int32(1); seed <= 2; seed++ {
		playA := ensembleMatch(t, nnA, seed)
		if !bytes.Equal(ensembleMatch(t, twice, seed), playA) {
			t.Errorf("seed %d: the ensemble of a checkpoint with itself plays otherwise than the checkpoint", seed)
		}
		m := ensembleMatch(t, mixed, seed)
		if !bytes.Equal(m, ensembleMatch(t, mixed, seed)) {
			t.Errorf("seed %d: two runs of the ensemble differ", seed)
		}
		differsA = differsA || !bytes.Equal(m, playA)
		differsB = differsB || !bytes.Equal(m, ensembleMatch(t, nnB, seed))
	}
	if !differsA || !differsB {
		t.Errorf("the ensemble of two checkpoints played as one of them (differs from a: %v, from b: %v)", differsA, differsB)
	}
}

// TestEnsembleRefuses names what is wrong with an ensemble's list.
func TestEnsembleRefuses(t *testing.T) {
	c, _ := testCheckpoint(t)
	a := saveTo(t, c, "a.ckpt")
	c.Spec.Mode = env.Board
	board := saveTo(t, c, "board.ckpt")
	for _, tc := range []struct{ game, list, want string }{
		{"orkisland", a, "two or more"},
		{"orkisland", a + "+" + filepath.Join(t.TempDir(), "none.ckpt"), "none.ckpt"},
		{"orkisland", a + "+" + board, "per-unit network"}, // every checkpoint here is per-unit
	} {
		if _, err := agents.New(tc.game, "ensemble:"+tc.list); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s ensemble:%s: got %v, want an error saying %q", tc.game, tc.list, err, tc.want)
		}
	}
	if paths, ok := EnsembleName("ensemble:x.ckpt+y.ckpt"); !ok || len(paths) != 2 || paths[1] != "y.ckpt" {
		t.Errorf("EnsembleName: %v %v", paths, ok)
	}
	if _, ok := EnsembleName("nn:x.ckpt"); ok {
		t.Error("EnsembleName claims nn:x.ckpt")
	}
}

// saveTo saves c as a file of that name in a new temporary folder.
func saveTo(t *testing.T, c *Checkpoint, name string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := c.Save(path); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestEnsembleAllocatesNothing: after its first turn, a turn of an
// ensemble allocates nothing.
func TestEnsembleAllocatesNothing(t *testing.T) {
	c, _ := testCheckpoint(t)
	a := saveTo(t, c, "a.ckpt")
	f, err := NewEnsembleFactory("orkisland", a+"+"+a)
	if err != nil {
		t.Fatal(err)
	}
	_, cfg, err := env.LookupDefault("orkisland")
	if err != nil {
		t.Fatal(err)
	}
	m, err := cfg.NewMatch(3, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := f(0, nil)
	var out jutge.Orders
	turn := func() {
		out.Reset(m.NumUnits())
		p.Play(m, 0, &out)
	}
	turn()
	if n := testing.AllocsPerRun(10, turn); n != 0 {
		t.Errorf("a turn allocates %.1f times, want 0", n)
	}
	if len(out.List()) == 0 {
		t.Error("no orders")
	}
}
