package train

import (
	"fmt"
	"image/color"
	"io"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"

	"github.com/edagym/edagym/internal/outfile"
)

// PlotCurve draws the learning curve: mean return and first-place rate (over
// the last 100 episodes) against learner env-steps; title names the run.
func PlotCurve(title string, ms []Metric, path string) error {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "learner env-steps"
	p.Y.Label.Text = "last 100 episodes"
	var ret, win, ent plotter.XYs
	for _, m := range ms {
		if m.Episodes == 0 {
			continue
		}
		ret = append(ret, plotter.XY{X: float64(m.Steps), Y: m.Return})
		win = append(win, plotter.XY{X: float64(m.Steps), Y: m.WinRate})
		ent = append(ent, plotter.XY{X: float64(m.Steps), Y: m.Entropy})
	}
	for _, s := range []struct {
		name string
		xy   plotter.XYs
		c    color.RGBA
	}{{"mean return", ret, color.RGBA{R: 200, A: 255}}, {"first-place rate", win, color.RGBA{B: 200, A: 255}},
		{"entropy per unit", ent, color.RGBA{G: 150, A: 255}}} {
		if len(s.xy) == 0 {
			continue
		}
		l, err := plotter.NewLine(s.xy)
		if err != nil {
			return err
		}
		l.Color = s.c
		l.Width = vg.Points(1.5)
		p.Add(l)
		p.Legend.Add(s.name, l)
	}
	p.Legend.Top = true
	// Room above the curves for the legend, so it covers none of them.
	if lo, hi := p.Y.Min, p.Y.Max; hi > lo {
		p.Y.Max = hi + 0.3*(hi-lo)
	}
	return savePlot(p, path)
}

// PlotEvolve draws an evolution run's population: its score share and
// first-place rate per generation (thin) and their means over the last 10
// generations (thick), over learner env-steps. Each generation plays new
// seeds, so single generations are noisy.
func PlotEvolve(title string, ms []EvolveMetric, path string) error {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "learner env-steps (every candidate's)"
	p.Y.Label.Text = "the population's matches"
	const window = 10
	for _, s := range []struct {
		name string
		y    func(EvolveMetric) float64
		c    color.RGBA
	}{{"score share", func(m EvolveMetric) float64 { return m.Share }, color.RGBA{R: 200, A: 255}},
		{"first-place rate", func(m EvolveMetric) float64 { return m.First }, color.RGBA{B: 200, A: 255}}} {
		if len(ms) == 0 {
			break
		}
		raw, mean := make(plotter.XYs, len(ms)), make(plotter.XYs, len(ms))
		sum := 0.0
		for i, m := range ms {
			sum += s.y(m)
			if i >= window {
				sum -= s.y(ms[i-window])
			}
			raw[i] = plotter.XY{X: float64(m.Steps), Y: s.y(m)}
			mean[i] = plotter.XY{X: float64(m.Steps), Y: sum / float64(min(i+1, window))}
		}
		thin, err := plotter.NewLine(raw)
		if err != nil {
			return err
		}
		thin.Color = color.NRGBA{R: s.c.R, G: s.c.G, B: s.c.B, A: 90}
		thin.Width = vg.Points(0.75)
		thick, err := plotter.NewLine(mean)
		if err != nil {
			return err
		}
		thick.Color = s.c
		thick.Width = vg.Points(2)
		p.Add(thin, thick)
		p.Legend.Add(s.name+fmt.Sprintf(", mean of %d generations", window), thick)
	}
	p.Legend.Top = true
	if lo, hi := p.Y.Min, p.Y.Max; hi > lo {
		p.Y.Max = hi + 0.3*(hi-lo)
	}
	return savePlot(p, path)
}

// The ramp's lines in league.png.
const (
	rampRate = "ramp: first place"
	rampEps  = "ramp: eps (its noise)"
)

// PlotLeague draws, for each opponent that was ever in a league's pool, the
// learner's first-place rate against it (its last Window matches) over
// learner env-steps, and a ramp's noise.

func PlotLeague(title string, ms []Metric, path string) error {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "learner env-steps"
	p.Y.Label.Text = "first-place rate"
	var names []string
	lines := map[string]plotter.XYs{}
	add := func(name string, x, y float64) {
		if _, ok := lines[name]; !ok {
			names = append(names, name)
		}
		lines[name] = append(lines[name], plotter.XY{X: x, Y: y})
	}
	for _, m := range ms {
		for _, s := range m.Pool {
			switch {
			case s.Ramp:
				// One member whose name changes with its noise: its
				// rate, and the noise itself.
				add(rampRate, float64(m.Steps), s.WinRate)
				add(rampEps, float64(m.Steps), s.Eps)
			case s.Games > 0:
				add(s.Name, float64(m.Steps), s.WinRate)
			}
		}
	}
	for k, name := range names {
		l, err := plotter.NewLine(lines[name])
		if err != nil {
			return err
		}
		l.Color = plotutil.Color(k)
		l.Width = vg.Points(1.5)
		p.Add(l)
		p.Legend.Add(name, l)
	}
	p.Y.Min, p.Y.Max = 0, 1.4 // room above for the legend
	p.Legend.Top = true
	return savePlot(p, path)
}

// savePlot writes a plot as an 8×4.5-inch PNG, with a grid, atomically.
func savePlot(p *plot.Plot, path string) error {
	p.Add(plotter.NewGrid())
	wt, err := p.WriterTo(8*vg.Inch, 4.5*vg.Inch, "png")
	if err != nil {
		return err
	}
	return outfile.Write(path, func(w io.Writer) error {
		_, err := wt.WriteTo(w)
		return err
	})
}

// Curve is one training run's metrics, labelled, for PlotRuns.
type Curve struct {
	Label   string
	Metrics []Metric
}

// PlotRuns draws several runs' first-place rate (metric "win_rate") or mean
// return ("return") over their last 100 episodes against learner env-steps,
// or their first-place rate against the ramp's bot itself ("ramp_bot": the
// league's ramp member once its ε is 0 and it has played rampBotMinGames
// matches against the bot; updates before are left out), or against the
// member named NAME ("vs:NAME", the same way: a ramp member is named for
// its bot once at ε 0, so vs:Dummy follows a ramp of Dummies and a league
// with the Dummy alike). Each point is the mean of the last smooth values
// (1 or less: the values themselves).
func PlotRuns(title, metric string, runs []Curve, smooth int, path string) error {
	_, label := runMetric(metric)
	if label == "" {
		return fmt.Errorf("plot: metric %q: want win_rate, return, ramp_bot or vs:NAME", metric)
	}
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "learner env-steps"
	p.Y.Label.Text = label
	for k, r := range runs {
		pick, _ := runMetric(metric)
		var xy plotter.XYs
		var ys []float64
		for _, m := range r.Metrics {
			if y, ok := pick(m); ok {
				ys = append(ys, y)
				xy = append(xy, plotter.XY{X: float64(m.Steps), Y: trailingMean(ys, smooth)})
			}
		}
		if len(xy) == 0 {
			continue
		}
		l, err := plotter.NewLine(xy)
		if err != nil {
			return err
		}
		l.Color = plotutil.Color(k)
		l.Dashes = plotutil.Dashes(k / 7)
		l.Width = vg.Points(1.5)
		p.Add(l)
		p.Legend.Add(r.Label, l)
	}
	p.Legend.Top = true
	p.Legend.Left = true
	if lo, hi := p.Y.Min, p.Y.Max; hi > lo {
		p.Y.Max = hi + 0.4*(hi-lo)
	}
	return savePlot(p, path)
}

// rampBotMinGames: ramp_bot leaves out the first updates against the bot,
// whose rate (the league's estimate (won+1)/(played+2) over its window)
// counts a handful of matches: the matches in play when the ramp reached
// it (one per env, 32 to 64) count toward its games but not its rate.
const rampBotMinGames = 64

// runMetric is PlotRuns' metric for one run, whose updates it is given in
// order: its value in an update's metrics (false: none to draw there) and
// its axis label; nil for an unknown name.
func runMetric(name string) (func(Metric) (float64, bool), string) {
	switch name {
	case "win_rate":
		return func(m Metric) (float64, bool) { return m.WinRate, m.Episodes > 0 }, "win rate, last 100 episodes"
	case "return":
		return func(m Metric) (float64, bool) { return m.Return, m.Episodes > 0 }, "return, last 100 episodes"
	case "ramp_bot":
		return memberMetric(func(s MemberStat) bool { return s.Ramp && s.Eps == 0 }), "first place against the ramp's bot (ε 0), the league's window"
	}
	if name, ok := strings.CutPrefix(name, "vs:"); ok && name != "" {
		return memberMetric(func(s MemberStat) bool { return s.Name == name }), "first place against " + name + ", the league's window"
	}
	return nil, ""
}

// memberMetric reads the first-place rate against the first league member
// is picks, once it has played rampBotMinGames matches since an update
// first showed it so picked (a ramp member when its ε reached 0).
func memberMetric(is func(MemberStat) bool) func(Metric) (float64, bool) {
	first := -1
	return func(m Metric) (float64, bool) {
		for _, s := range m.Pool {
			if !is(s) {
				continue
			}
			if first < 0 {
				first = s.Games
			}
			return s.WinRate, s.Games-first >= rampBotMinGames
		}
		return 0, false
	}
}

// trailingMean is the mean of the last n values of ys (all if fewer).
func trailingMean(ys []float64, n int) float64 {
	n = min(max(n, 1), len(ys))
	sum := 0.0
	for _, y := range ys[len(ys)-n:] {
		sum += y
	}
	return sum / float64(n)
}
