package train

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRampBotMetric: ramp_bot reads the ramp member's first-place rate once
// its ε is 0 and it has played 64 matches at 0 (its window starts afresh
// there, at the estimate 0.5), and nothing before; other members do not
// count.
func TestRampBotMetric(t *testing.T) {
	pick, _ := runMetric("ramp_bot")
	updates := []struct {
		pool []MemberStat
		want float64
		ok   bool
	}{
		{[]MemberStat{{Name: "Random", WinRate: 0.9, Games: 10}, {Name: "noisy:0.1:Dummy", WinRate: 0.4, Games: 80, Ramp: true, Eps: 0.1}}, 0, false},
		{[]MemberStat{{Name: "Random", WinRate: 0.9, Games: 10}, {Name: "Dummy", WinRate: 0.5, Games: 81, Ramp: true}}, 0, false},
		{[]MemberStat{{Name: "Dummy", WinRate: 0.3, Games: 144, Ramp: true}}, 0, false},
		{[]MemberStat{{Name: "Random", WinRate: 0.9, Games: 10}, {Name: "Dummy", WinRate: 0.25, Games: 145, Ramp: true}}, 0.25, true},
		{nil, 0, false},
	}
	for i, u := range updates {
		if got, ok := pick(Metric{Pool: u.pool}); ok != u.ok || (ok && got != u.want) {
			t.Errorf("update %d: %v, %v; want %v, %v", i, got, ok, u.want, u.ok)
		}
	}
}

// TestVsMemberMetric: vs:NAME reads the member of that name as ramp_bot
// reads the ramp's bot: from the update it first appears, once it has
// played 64 matches more (a ramp member named for its bot at ε 0, or a
// plain member from the start); others and noisy names do not count.
func TestVsMemberMetric(t *testing.T) {
	pick, label := runMetric("vs:Dummy")
	if label != "first place against Dummy, the league's window" {
		t.Errorf("label %q", label)
	}
	updates := []struct {
		pool []MemberStat
		want float64
		ok   bool
	}{
		{[]MemberStat{{Name: "Random", WinRate: 0.9, Games: 10}, {Name: "noisy:0.1:Dummy", WinRate: 0.4, Games: 80, Ramp: true, Eps: 0.1}}, 0, false},
		{[]MemberStat{{Name: "Random", WinRate: 0.9, Games: 10}, {Name: "Dummy", WinRate: 0.5, Games: 81}}, 0, false},
		{[]MemberStat{{Name: "Dummy", WinRate: 0.3, Games: 144}}, 0, false},
		{[]MemberStat{{Name: "Random", WinRate: 0.9, Games: 10}, {Name: "Dummy", WinRate: 0.25, Games: 145}}, 0.25, true},
		{[]MemberStat{{Name: "Random", WinRate: 0.9, Games: 12}}, 0, false},
	}
	for i, u := range updates {
		if got, ok := pick(Metric{Pool: u.pool}); ok != u.ok || (ok && got != u.want) {
			t.Errorf("update %d: %v, %v; want %v, %v", i, got, ok, u.want, u.ok)
		}
	}
	if pick, _ := runMetric("vs:"); pick != nil {
		t.Error("vs: with no name is a metric")
	}
}

// TestPlotRuns draws each metric, and refuses an unknown one.
func TestPlotRuns(t *testing.T) {
	ms := []Metric{
		{Steps: 100, Episodes: 4, WinRate: 0.5, Return: 1, Pool: []MemberStat{{Name: "noisy:0.2:Dummy", Games: 4, Ramp: true, Eps: 0.2}}},
		{Steps: 200, Episodes: 8, WinRate: 0.3, Return: 0.5, Pool: []MemberStat{{Name: "Dummy", WinRate: 0.5, Games: 1, Ramp: true}}},
		{Steps: 300, Episodes: 12, WinRate: 0.4, Return: 0.7, Pool: []MemberStat{{Name: "Dummy", WinRate: 0.2, Games: 14, Ramp: true}}},
		{Steps: 400, Episodes: 16, WinRate: 0.4, Return: 0.7, Pool: []MemberStat{{Name: "Dummy", WinRate: 0.3, Games: 80, Ramp: true}}},
	}
	dir := t.TempDir()
	for _, metric := range []string{"win_rate", "return", "ramp_bot", "vs:Dummy"} {
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
