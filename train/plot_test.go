package train

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRampBotMetric: ramp_bot reads the ramp member's first-place rate once
// its ε is 0 and it has played 10 matches, and nothing before; other members
// do not count.
func TestRampBotMetric(t *testing.T) {
	pick, _ := runMetric("ramp_bot")
	cases := []struct {
		pool []MemberStat
		want float64
		ok   bool
	}{
		{[]MemberStat{{Name: "Random", WinRate: 0.9, Games: 10}, {Name: "noisy:0.1:Dummy", WinRate: 0.4, Games: 10, Ramp: true, Eps: 0.1}}, 0, false},
		{[]MemberStat{{Name: "Random", WinRate: 0.9, Games: 10}, {Name: "Dummy", WinRate: 0.25, Games: 12, Ramp: true}}, 0.25, true},
		{[]MemberStat{{Name: "Dummy", WinRate: 0.5, Games: 2, Ramp: true}}, 0, false},
		{[]MemberStat{{Name: "Dummy", Ramp: true}}, 0, false},
		{nil, 0, false},
	}
	for i, c := range cases {
		if got, ok := pick(Metric{Pool: c.pool}); got != c.want || ok != c.ok {
			t.Errorf("case %d: %v, %v; want %v, %v", i, got, ok, c.want, c.ok)
		}
	}
}

// TestPlotRuns draws each metric, and refuses an unknown one.
func TestPlotRuns(t *testing.T) {
	ms := []Metric{
		{Steps: 100, Episodes: 4, WinRate: 0.5, Return: 1, Pool: []MemberStat{{Name: "noisy:0.2:Dummy", Games: 4, Ramp: true, Eps: 0.2}}},
		{Steps: 200, Episodes: 8, WinRate: 0.3, Return: 0.5, Pool: []MemberStat{{Name: "Dummy", WinRate: 0.1, Games: 10, Ramp: true}}},
		{Steps: 300, Episodes: 12, WinRate: 0.4, Return: 0.7, Pool: []MemberStat{{Name: "Dummy", WinRate: 0.2, Games: 14, Ramp: true}}},
	}
	dir := t.TempDir()
	for _, metric := range []string{"win_rate", "return", "ramp_bot"} {
		path := filepath.Join(dir, metric+".png")
		if err := PlotRuns("t", metric, []Curve{{Label: "a", Metrics: ms}}, 2, path); err != nil {
			t.Fatalf("%s: %v", metric, err)
		}
		if st, err := os.Stat(path); err != nil || st.Size() == 0 {
			t.Errorf("%s: no plot written (%v)", metric, err)
		}
	}
	if err := PlotRuns("t", "place", nil, 1, filepath.Join(dir, "x.png")); err == nil {
		t.Error("an unknown metric was drawn")
	}
}

func TestTrailingMean(t *testing.T) {
	ys := []float64{1, 2, 3, 6}
	for n, want := range map[int]float64{0: 6, 1: 6, 2: 4.5, 3: 11.0 / 3, 4: 3, 9: 3} {
		if got := trailingMean(ys, n); got != want {
			t.Errorf("last %d of %v: %v, want %v", n, ys, got, want)
		}
	}
}
