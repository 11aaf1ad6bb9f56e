package train

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"

	"github.com/edagym/edagym/internal/outfile"
	"github.com/edagym/edagym/policies"
	"github.com/schollz/progressbar/v3"
)

// RunOptions say where a run writes and what it continues.
type RunOptions struct {
	Dir      string               // run directory: metrics, curve.png, checkpoints
	Resume   *policies.Checkpoint // nil: a fresh run
	Progress io.Writer            // the progress bar; nil: none
	Log      io.Writer            // one line per checkpoint and a summary; nil: none
	// MaxMemory is the run's memory budget in bytes (edagym train's
	// --max-memory): a behaviour clone whose recordings, projected from its
	// first, would not fit stops before its DAgger rounds. 0: no budget.
	MaxMemory int64
}

// Files written in the run directory.
const (
	MetricsJSONL = "metrics.jsonl"
	MetricsCSV   = "metrics.csv"
	CurvePNG     = "curve.png"
	LatestCkpt   = "latest.ckpt" // full state, for --resume (snapshots/uNNNNNN.ckpt: weights at each checkpoint, the last keep_snapshots kept)
	PolicyCkpt   = "policy.ckpt" // weights only, for players
	CloneCkpt    = "clone.ckpt"  // weights after behaviour cloning, before PPO
	LeaguePNG    = "league.png"  // a league run's first-place rate against each pool member
)

// Run trains until TotalSteps or until ctx is cancelled (Ctrl-C), writing
// metrics after every update and checkpoints every CheckpointEvery updates
// and at the end; a cancelled run saves a checkpoint before returning
// ctx's error.
func Run(ctx context.Context, cfg Config, opt RunOptions) (*Trainer, error) {
	logf := func(format string, args ...any) {
		if opt.Log != nil {
			fmt.Fprintf(opt.Log, format, args...)
		}
	}
	if err := os.MkdirAll(opt.Dir, 0o755); err != nil {
		return nil, err
	}
	if n := cleanStale(opt.Dir); n > 0 {
		logf("removed %d partial files that an interrupted run left in %s\n", n, opt.Dir)
	}
	tr, err := New(cfg, opt.Resume)
	if err != nil {
		return nil, err
	}
	defer tr.Close()
	tr.maxMemory = opt.MaxMemory
	if b, err := json.MarshalIndent(tr.Cfg, "", "  "); err == nil {
		if err := outfile.WriteFile(filepath.Join(opt.Dir, "config.json"), append(b, '\n')); err != nil {
			return nil, err
		}
	}
	if opt.Resume == nil && cfg.Init == "" && cfg.Clone.Teacher != "" {
		w := opt.Log
		if w == nil {
			w = io.Discard
		}
		if err := tr.Clone(ctx, w); err != nil {
			return tr, err
		}
		if err := tr.Checkpoint(true).Save(filepath.Join(opt.Dir, CloneCkpt)); err != nil {
			return tr, err
		}
	}
	mw, err := newMetricWriter(opt.Dir, tr.Metrics)
	if err != nil {
		return nil, err
	}
	defer mw.close()
	var bar *progressbar.ProgressBar
	if opt.Progress != nil {
		bar = newStepBar(opt.Progress, tr.Steps, tr.Cfg.TotalSteps)
	}
	from := tr.Steps
	save := func(why string) error {
		if bar != nil {
			_ = bar.Clear()
		}
		if err := tr.Checkpoint(false).Save(filepath.Join(opt.Dir, LatestCkpt)); err != nil {
			return err
		}
		if err := tr.Checkpoint(true).Save(filepath.Join(opt.Dir, PolicyCkpt)); err != nil {
			return err
		}
		if err := PlotCurve(fmt.Sprintf("edagym PPO on %s (%s mode)", tr.Cfg.Game, tr.Cfg.Mode), tr.Metrics, filepath.Join(opt.Dir, CurvePNG)); err != nil {
			logf("warning: plot: %v\n", err)
		}
		if tr.league != nil {
			if err := PlotLeague(fmt.Sprintf("edagym league on %s: first place against each opponent", tr.Cfg.Game), tr.Metrics, filepath.Join(opt.Dir, LeaguePNG)); err != nil {
				logf("warning: plot: %v\n", err)
			}
		}
		logf("%s: update %d, %d steps: saved %s\n", why, tr.Updates, tr.Steps, filepath.Join(opt.Dir, LatestCkpt))
		return nil
	}
	for !tr.Done() {
		if ctx.Err() != nil {
			if bar != nil {
				_ = bar.Exit()
				fmt.Fprintln(opt.Progress)
			}
			if err := save("interrupted"); err != nil {
				return tr, err
			}
			return tr, ctx.Err()
		}
		m, err := tr.Update()
		if err != nil {
			return tr, err
		}
		if err := mw.write(m); err != nil {
			return tr, err
		}
		if l := tr.league; l != nil && l.cfg.Snapshots > 0 && tr.Updates%l.cfg.Every == 0 {
			if err := l.addSnapshot(tr, opt.Dir); err != nil {
				return tr, err
			}
		}
		if bar != nil {
			bar.Describe(fmt.Sprintf("stage %d  return %+.3f  win %3.0f%%", m.Stage+1, m.Return, 100*m.WinRate))
			_ = bar.Set64(min(tr.Steps, tr.Cfg.TotalSteps) - from)
		}
		if cfg.CheckpointEvery > 0 && tr.Updates%cfg.CheckpointEvery == 0 && !tr.Done() {
			if err := save("checkpoint"); err != nil {
				return tr, err
			}
			if err := saveSnapshot(tr, opt.Dir, tr.Cfg.KeepSnapshots); err != nil {
				return tr, err
			}
		}
	}
	if bar != nil {
		_ = bar.Finish()
		fmt.Fprintln(opt.Progress)
	}
	if err := save("done"); err != nil {
		return tr, err
	}
	if n := len(tr.Metrics); n > 0 {
		m := tr.Metrics[n-1]
		logf("trained %d steps in %d updates, %.0fs (%.0f env-steps/s); last 100 episodes: return %+.3f, first place %.0f%%, mean place %.2f\n",
			tr.Steps, tr.Updates, tr.Elapsed.Seconds(), float64(tr.Steps)/tr.Elapsed.Seconds(), m.Return, 100*m.WinRate, m.Place)
	}
	return tr, nil
}

// metricWriter appends metrics to the JSONL and CSV files. Each file is
// first written whole (header and a resumed run's prior metrics) beside its
// destination and renamed over it, then grows a line per update.
type metricWriter struct {
	jf, cf *outfile.File
	cw     *csv.Writer
}

func metricColumns() []string {
	t := reflect.TypeOf(Metric{})
	var cols []string
	for i := 0; i < t.NumField(); i++ {
		if f := t.Field(i); f.Tag.Get("csv") != "-" {
			// the JSON name without its options (",omitempty")
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			cols = append(cols, name)
		}
	}
	return cols
}

func newMetricWriter(dir string, prior []Metric) (*metricWriter, error) {
	jf, err := outfile.Create(filepath.Join(dir, MetricsJSONL))
	if err != nil {
		return nil, err
	}
	cf, err := outfile.Create(filepath.Join(dir, MetricsCSV))
	if err != nil {
		jf.Abort()
		return nil, err
	}
	w := &metricWriter{jf: jf, cf: cf, cw: csv.NewWriter(cf)}
	err = w.cw.Write(metricColumns())
	for _, m := range prior {
		if err == nil {
			err = w.write(m)
		}
	}
	if err == nil {
		err = jf.Publish()
	}
	if err == nil {
		err = cf.Publish()
	}
	if err != nil {
		jf.Abort()
		cf.Abort()
		return nil, err
	}
	return w, nil
}

func (w *metricWriter) write(m Metric) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if _, err := w.jf.Write(append(b, '\n')); err != nil {
		return err
	}
	v := reflect.ValueOf(m)
	var row []string
	for i := 0; i < v.NumField(); i++ {
		if v.Type().Field(i).Tag.Get("csv") == "-" {
			continue
		}
		switch f := v.Field(i); f.Kind() {
		case reflect.Float64:
			row = append(row, strconv.FormatFloat(f.Float(), 'g', 6, 64))
		default:
			row = append(row, fmt.Sprint(f.Interface()))
		}
	}
	if err := w.cw.Write(row); err != nil {
		return err
	}
	w.cw.Flush()
	return w.cw.Error()
}

func (w *metricWriter) close() {
	w.cw.Flush()
	w.jf.Commit()
	w.cf.Commit()
}
