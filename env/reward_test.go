package env

import (
	"math"
	"testing"
)

func TestRewards(t *testing.T) {
	rank, win := RewardConfig{Terminal: "rank"}, RewardConfig{Terminal: "win"}
	cases := []struct {
		scores          []int
		me              int
		place, rank, wn float64
	}{
		{[]int{10, 5, 3, 1}, 0, 1, 1, 1},
		{[]int{10, 5, 3, 1}, 3, 4, -1, 0},
		{[]int{10, 5, 3, 1}, 1, 2, 1.0 / 3, 0},
		{[]int{7, 7, 3, 1}, 1, 1.5, 2.0 / 3, 0.5},
		{[]int{0, 0, 0, 0}, 2, 2.5, 0, 0.25},
	}
	for _, c := range cases {
		if p := Place(c.scores, c.me); p != c.place {
			t.Errorf("%v seat %d: place %v, want %v", c.scores, c.me, p, c.place)
		}
		if r := rank.terminal(c.scores, c.me); math.Abs(r-c.rank) > 1e-12 {
			t.Errorf("%v seat %d: rank reward %v, want %v", c.scores, c.me, r, c.rank)
		}
		if r := win.terminal(c.scores, c.me); math.Abs(r-c.wn) > 1e-12 {
			t.Errorf("%v seat %d: win reward %v, want %v", c.scores, c.me, r, c.wn)
		}
	}
	if (RewardConfig{Terminal: "bogus"}).Validate() == nil {
		t.Error("a bad terminal reward must be rejected")
	}
	for _, s := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if (RewardConfig{Terminal: "rank", Shaping: s}).Validate() == nil {
			t.Errorf("shaping %v must be rejected", s)
		}
	}
}
