package train

import (
	"image/color"
	"io"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
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
