package train

import (
	"context"
	"math"
	"reflect"
	"testing"
)

func TestWilson(t *testing.T) {
	for _, tc := range []struct {
		k, n   int
		lo, hi float64
	}{
		{0, 200, 0, 0.018845},
		{200, 200, 0.981155, 1},
		{100, 200, 0.43136, 0.56864},
		{123, 200, 0.54600, 0.67967},
	} {
		lo, hi := Wilson(tc.k, tc.n)
		if math.Abs(lo-tc.lo) > 5e-5 || math.Abs(hi-tc.hi) > 5e-5 {
			t.Errorf("Wilson(%d, %d) = [%.5f, %.5f], want [%.5f, %.5f]", tc.k, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
}

// TestEvaluateAndLeague: the Dummy beats three Random players and rates
// above Random and Null in a league (three players fill four seats, with repeats); results do not depend on the number of parallel games.
func TestEvaluateAndLeague(t *testing.T) {
	ctx := context.Background()
	one, err := Evaluate(ctx, EvalConfig{Game: "orkisland", Player: "Dummy", Opponents: []string{"Random", "Random", "Random"}, Games: 6, Seed: 1, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	two, err := Evaluate(ctx, EvalConfig{Game: "orkisland", Player: "Dummy", Opponents: []string{"Random", "Random", "Random"}, Games: 6, Seed: 1, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(one, two) {
		t.Fatalf("1 worker: %+v, 2 workers: %+v", one, two)
	}
	if one.Firsts != 6 || one.Rank != 1 || one.Share < 0.5 {
		t.Fatalf("Dummy vs 3 Random: %+v", one)
	}
	if _, err := Evaluate(ctx, EvalConfig{Game: "orkisland", Player: "Dummy", Opponents: []string{"Random"}, Games: 1}); err == nil {
		t.Fatal("one opponent for a four-player game should fail")
	}
	rows, err := League(ctx, "orkisland", "", []string{"Random", "Dummy", "Null"}, 6, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	if !(rows[1].Elo > rows[0].Elo && rows[1].Elo > rows[2].Elo) || rows[0].Games+rows[1].Games+rows[2].Games != 6*4 {
		t.Fatalf("league: %+v", rows)
	}
}
