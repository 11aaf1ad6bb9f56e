package policies

import (
	"bytes"
	"fmt"
	"slices"
)

// Average is the checkpoint whose weights are the element-wise mean of the
// given ones' (a "soup", or stochastic weight averaging over a run's
// snapshots): the mean of a few snapshots of one fine-tuning run, or of runs
// fine-tuned from the same init, usually sits in a flatter, steadier region
// than any single one, whose play swings with the last few updates.
//
// The checkpoints must be the same network over the same spec (game, mode,
// layout, hidden sizes, critic and channel scales); the result is a policy
// checkpoint with no optimizer state, carrying the first one's config, the
// largest step and update counts and, in Extra["averaged"], how many it
// averages.
func Average(cs ...*Checkpoint) (*Checkpoint, error) {
	if len(cs) < 2 {
		return nil, fmt.Errorf("average: give at least two checkpoints, got %d", len(cs))
	}
	first := cs[0]
	out := &Checkpoint{Game: first.Game, Spec: first.Spec, Net: first.Net,
		Scale: slices.Clone(first.Scale), Params: make(Floats, len(first.Params)),
		Seed: first.Seed, Config: bytes.Clone(first.Config),
		Extra: map[string]float64{"averaged": float64(len(cs))}}
	sum := make([]float64, len(first.Params))
	for i, c := range cs {
		if err := sameNetwork(first, c); err != nil {
			return nil, fmt.Errorf("average: checkpoint %d: %w", i+1, err)
		}
		for j, w := range c.Params {
			sum[j] += float64(w)
		}
		out.Steps = max(out.Steps, c.Steps)
		out.Updates = max(out.Updates, c.Updates)
	}
	for j, s := range sum {
		out.Params[j] = float32(s / float64(len(cs)))
	}
	return out, out.check()
}

// sameNetwork tells why c's weights cannot be averaged with ref's, if so.
func sameNetwork(ref, c *Checkpoint) error {
	switch {
	case c.Game != ref.Game:
		return fmt.Errorf("game %s, the first is %s", c.Game, ref.Game)
	case c.Spec.Mode != ref.Spec.Mode:
		return fmt.Errorf("%s mode, the first %s mode", c.Spec.Mode, ref.Spec.Mode)
	case c.Net != ref.Net:
		return fmt.Errorf("network %+v, the first %+v", c.Net, ref.Net)
	}
	l, err := NewLayout(&c.Spec)
	if err != nil {
		return err
	}
	saved, _ := NewLayout(&ref.Spec)
	if !l.Compatible(saved) || l.GlobLen != saved.GlobLen || !slices.Equal(c.Scale, ref.Scale) {
		return fmt.Errorf("its observation layout differs from the first's")
	}
	return nil
}
