package train

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
)

// TuneConfig is a search over a scripted player's knobs (its Style, as the
// style:BOT:JSON player takes them) for the variant first most often
// against a lineup: a stronger teacher, measured against the old one.
type TuneConfig struct {
	Game, Cnf string
	Bot       string   // a player with a style (agents.StyleKnobs)
	Knobs     []byte   // the knobs to start from, a JSON object
	Opponents []string // the lineup the variant is to beat
	Keep      []string // a lineup whose first places must stay at Floor or above (nil: none)
	Floor     float64
	Games     int
	Seed      int32
	Workers   int
	Passes    int     // passes over the knobs, at most
	Margin    float64 // a change is kept when it adds more than this to the first places
	Progress  func(TuneStep)
}

// TuneStep is one variant tried.
type TuneStep struct {
	Knobs    string  // the variant's knobs, JSON
	Knob     string  // the knob it changes
	Rate     float64 // first places against Opponents
	KeepRate float64 // against Keep (NaN when not measured)
	Kept     bool    // the search moved to it
}

// TuneResult is where the search ended.
type TuneResult struct {
	Start, Best         string     // knobs, JSON
	StartRate, BestRate float64    // first places against Opponents on the search's seeds
	Steps               []TuneStep // each variant tried, once
}

// Tune runs a coordinate search: each pass tries, knob by knob, each
// candidate value (a bool flipped; a number ±1, halved, doubled, 0), every
// variant on the same seeds, and moves to the best one when it beats the
// current knobs by more than Margin (and keeps Keep's first places at
// Floor). It stops after Passes or a pass that changed nothing. The
// search's rates are selected on its own seeds: measure the result again
// on others.
func Tune(ctx context.Context, c TuneConfig) (*TuneResult, error) {
	name := func(knobs []byte) string { return "style:" + c.Bot + ":" + string(knobs) }
	rate := func(knobs []byte, lineup []string) (float64, error) {
		r, err := Evaluate(ctx, EvalConfig{Game: c.Game, Cnf: c.Cnf, Player: name(knobs), Opponents: lineup,
			Games: c.Games, Seed: c.Seed, Workers: c.Workers})
		if err != nil {
			return 0, err
		}
		return r.Rate, nil
	}
	keep := func(knobs []byte) (float64, bool, error) {
		if len(c.Keep) == 0 {
			return math.NaN(), true, nil
		}
		r, err := rate(knobs, c.Keep)
		return r, r >= c.Floor, err
	}
	return tune(c.Knobs, func(k []byte) (float64, error) { return rate(k, c.Opponents) }, keep, c.Passes, c.Margin, c.Progress)
}

// tune is Tune's search over knobs, with the measures given.
func tune(start []byte, rate func([]byte) (float64, error), keep func([]byte) (float64, bool, error),
	passes int, margin float64, progress func(TuneStep)) (*TuneResult, error) {
	keys, vals, err := knobList(start)
	if err != nil {
		return nil, err
	}
	cur := encodeKnobs(keys, vals)
	curRate, err := rate(cur)
	if err != nil {
		return nil, err
	}
	res := &TuneResult{Start: string(cur), StartRate: curRate}
	if progress != nil {
		progress(TuneStep{Knobs: string(cur), Knob: "(start)", Rate: curRate, KeepRate: math.NaN()})
	}
	for pass := 0; pass < passes; pass++ {
		moved := false
		for i, key := range keys {
			var best []byte
			var bestVal any
			bestRate, bestStep := curRate+margin, -1 // bestStep indexes res.Steps
			for _, v := range candidates(vals[i]) {
				old := vals[i]
				vals[i] = v
				k := encodeKnobs(keys, vals)
				vals[i] = old
				r, err := rate(k)
				if err != nil {
					return nil, err
				}
				step := TuneStep{Knobs: string(k), Knob: key, Rate: r, KeepRate: math.NaN()}
				if r > bestRate {
					kr, ok, err := keep(k)
					if err != nil {
						return nil, err
					}
					step.KeepRate = kr
					if ok {
						best, bestVal, bestRate, bestStep = k, v, r, len(res.Steps)
					}
				}
				res.Steps = append(res.Steps, step)
				if progress != nil {
					progress(step)
				}
			}
			if best != nil {
				vals[i], cur, curRate, moved = bestVal, best, bestRate, true
				res.Steps[bestStep].Kept = true
				if progress != nil { // the variant again, marked as the one kept
					progress(res.Steps[bestStep])
				}
			}
		}
		if !moved {
			break
		}
	}
	res.Best, res.BestRate = string(cur), curRate
	return res, nil
}

// knobList reads a JSON object's keys in order and their values (bools and
// numbers; other knobs are kept as they are and not searched).
func knobList(knobs []byte) ([]string, []any, error) {
	dec := json.NewDecoder(bytes.NewReader(knobs))
	dec.UseNumber()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, nil, fmt.Errorf("knobs %q: want a JSON object", knobs)
	}
	var keys []string
	var vals []any
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, nil, fmt.Errorf("knobs %q: %v", knobs, err)
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			return nil, nil, fmt.Errorf("knobs %q: %v", knobs, err)
		}
		keys, vals = append(keys, t.(string)), append(vals, v)
	}
	return keys, vals, nil
}

// encodeKnobs writes the knobs back as a JSON object in their order.
func encodeKnobs(keys []string, vals []any) []byte {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(',')
		}
		kb, _ := json.Marshal(k)
		vb, _ := json.Marshal(vals[i])
		b.Write(kb)
		b.WriteByte(':')
		b.Write(vb)
	}
	b.WriteByte('}')
	return b.Bytes()
}

// candidates are the values a knob is tried at: a bool flipped; an integer
// ±1, halved, doubled and 0; a fraction halved, ×1.5, doubled and 0. None
// for other values.
func candidates(v any) []any {
	switch x := v.(type) {
	case bool:
		return []any{!x}
	case json.Number:
		var out []any
		seen := map[string]bool{x.String(): true}
		add := func(s string) {
			if !seen[s] {
				seen[s] = true
				out = append(out, json.Number(s))
			}
		}
		if n, err := x.Int64(); err == nil {
			for _, c := range []int64{n - 1, n + 1, n / 2, 2 * n, 0} {
				add(strconv.FormatInt(c, 10))
			}
			return out
		}
		f, _ := x.Float64()
		for _, c := range []float64{f / 2, 1.5 * f, 2 * f, 0} {
			add(strconv.FormatFloat(c, 'g', -1, 64))
		}
		return out
	}
	return nil
}
