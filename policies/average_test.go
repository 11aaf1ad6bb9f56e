package policies

import (
	"strings"
	"testing"
)

func TestAverageIsTheElementwiseMean(t *testing.T) {
	a, _ := testCheckpoint(t)
	b, _ := testCheckpoint(t)
	c, _ := testCheckpoint(t)
	for j := range a.Params {
		a.Params[j], b.Params[j], c.Params[j] = float32(j), float32(2*j), -0.5
	}
	b.Steps, b.Updates = 5000, 9
	got, err := Average(a, b, c)
	if err != nil {
		t.Fatal(err)
	}
	for j, w := range got.Params {
		if want := float32((float64(j) + float64(2*j) - 0.5) / 3); w != want {
			t.Fatalf("weight %d = %v, want %v", j, w, want)
		}
	}
	if got.Optim != nil || got.Steps != 5000 || got.Updates != 9 || got.Extra["averaged"] != 3 {
		t.Fatalf("averaged checkpoint: optim %v, steps %d, updates %d, extra %v", got.Optim, got.Steps, got.Updates, got.Extra)
	}
	if a.Params[1] != 1 {
		t.Fatal("Average changed its input")
	}
}

func TestAverageRefusesDifferentNetworks(t *testing.T) {
	a, _ := testCheckpoint(t)
	wider, _ := testCheckpoint(t)
	wider.Net.Hidden2 = 5
	other, _ := testCheckpoint(t)
	other.Game = "moria"
	for _, tc := range []struct {
		name string
		cs   []*Checkpoint
		want string
	}{
		{"one", []*Checkpoint{a}, "at least two"},
		{"another network", []*Checkpoint{a, wider}, "checkpoint 2: network"},
		{"another game", []*Checkpoint{a, other}, "checkpoint 2: game moria"},
	} {
		if _, err := Average(tc.cs...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
}
