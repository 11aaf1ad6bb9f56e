// Command curves draws the learning curves of several training runs on one
// plot: each run's first-place rate over its last 100 episodes (sampled
// play, as in training) against learner env-steps, read from the runs'
// metrics.jsonl.
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
	"strings"

	"github.com/edagym/edagym/train"
)

func main() {
	out := flag.String("o", "curves.png", "the PNG to write")
	title := flag.String("title", "learning curves", "the plot's title")
	metric := flag.String("metric", "win_rate", "what to plot: win_rate, return, or ramp_bot (first place against the ramp's bot once at ε 0)")
	smooth := flag.Int("smooth", 1, "draw each point as the mean of the last N updates' values")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: curves [-o PNG] [-title T] [-metric win_rate|return|ramp_bot] [-smooth N] LABEL=METRICS.jsonl ...")
		os.Exit(2)
	}
	var runs []train.Curve
	for _, arg := range flag.Args() {
		label, path, ok := strings.Cut(arg, "=")
		if !ok {
			fail(fmt.Errorf("%q: want LABEL=PATH", arg))
		}
		ms, err := readMetrics(path)
		if err != nil {
			fail(err)
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
