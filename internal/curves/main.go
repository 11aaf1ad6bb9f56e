// Command curves draws the learning curves of several training runs on one
// plot: each run's first-place rate over its last 100 episodes (sampled
// play, as in training) against learner env-steps, read from the runs'
// metrics.jsonl (-metric: other measures). A run started from another's
// checkpoint is drawn after it: LABEL=PATH@STEPS shifts its updates by
// STEPS learner env-steps.
//
//	go run ./internal/curves -o docs/img/madmax-horizon.png -title "Mad Max" \
//	    "γ 0.995=runs/horizon-madmax-base/metrics.jsonl" ...
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/edagym/edagym/train"
)

func main() {
	out := flag.String("o", "curves.png", "the PNG to write")
	title := flag.String("title", "learning curves", "the plot's title")
	metric := flag.String("metric", "win_rate", "what to plot: win_rate, return, ramp_bot (first place against the ramp's bot once at ε 0) or vs:NAME (against the league member NAME, a ramp's bot once at ε 0)")
	smooth := flag.Int("smooth", 1, "draw each point as the mean of the last N updates' values")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: curves [-o PNG] [-title T] [-metric win_rate|return|ramp_bot|vs:NAME] [-smooth N] LABEL=METRICS.jsonl[@STEPS] ...")
		os.Exit(2)
	}
	var runs []train.Curve
	for _, arg := range flag.Args() {
		label, path, ok := strings.Cut(arg, "=")
		if !ok {
			fail(fmt.Errorf("%q: want LABEL=PATH", arg))
		}
		var shift int64
		if p, steps, ok := strings.Cut(path, "@"); ok {
			n, err := strconv.ParseInt(steps, 10, 64)
			if err != nil || n < 0 {
				fail(fmt.Errorf("%q: want LABEL=PATH@STEPS, STEPS a count of env-steps", arg))
			}
			path, shift = p, n
		}
		ms, err := readMetrics(path)
		if err != nil {
			fail(err)
		}
		for i := range ms {
			ms[i].Steps += shift
		}
		runs = append(runs, train.Curve{Label: label, Metrics: ms})
	}
	if err := train.PlotRuns(*title, *metric, runs, *smooth, *out); err != nil {
		fail(err)
	}
}

func readMetrics(path string) ([]train.Metric, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var ms []train.Metric
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for line := 1; sc.Scan(); line++ {
		var m train.Metric
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		ms = append(ms, m)
	}
	return ms, sc.Err()
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "curves:", err)
	os.Exit(1)
}
