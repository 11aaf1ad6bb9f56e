package policies

import (
	"fmt"
	"math"

	"github.com/edagym/edagym/env"
)

// Bounds of a checkpoint's spec, far above any game's (Ork Island's
// 1000×1000 boards have at most 10,000 units a player): a file past them
// was not written by edagym, and its sizes must not reach allocations.
const (
	maxDim   = 1 << 16 // one dimension of a tensor
	maxElems = 1 << 26 // elements of one tensor for one agent
)

// checkSpec verifies that a spec read from a file is one an encoder could
// have made: named game and mode, positive sizes, shapes of positive
// dimensions whose products do not overflow.
func checkSpec(s *env.Spec) error {
	if s.Game == "" {
		return fmt.Errorf("spec names no game")
	}
	if s.Players < 1 || s.Players > 64 || s.Rounds < 1 {
		return fmt.Errorf("spec has %d players and %d rounds", s.Players, s.Rounds)
	}
	if s.Slots < 1 || s.Slots > maxDim || s.Actions < 1 || s.Actions > maxDim {
		return fmt.Errorf("spec has %d slots of %d actions, want 1 to %d of each", s.Slots, s.Actions, maxDim)
	}
	for _, t := range s.Obs {
		if len(t.Shape) == 0 || len(t.Shape) > 4 {
			return fmt.Errorf("observation %q has %d dimensions", t.Name, len(t.Shape))
		}
		n := 1
		for _, d := range t.Shape {
			if d < 1 || d > maxDim {
				return fmt.Errorf("observation %q has shape %v: every size must be 1 to %d", t.Name, t.Shape, maxDim)
			}
			if n *= d; n > maxElems {
				return fmt.Errorf("observation %q has shape %v: more than %d elements", t.Name, t.Shape, maxElems)
			}
		}
	}
	return nil
}

// maxWeight bounds a weight's and a channel scale's magnitude: the shipped
// networks' weights stay under 4, and a file with weights of 1e37 (finite)
// made every logit infinite and played its first action everywhere.
const maxWeight = 1e6

// checkNumbers verifies that every stored number is one training can make:
// finite weights, positive finite channel scales, finite Adam moments with
// non-negative second moments. A NaN weight would make every action's
// logit NaN, and the policy would silently play its first action.
func (c *Checkpoint) checkNumbers() error {
	if c.Steps < 0 || c.Updates < 0 {
		return fmt.Errorf("%d steps and %d updates", c.Steps, c.Updates)
	}
	if i := firstNonFinite(c.Params); i >= 0 {
		return fmt.Errorf("weight %d is %v", i, c.Params[i])
	}
	for i, w := range c.Params {
		if math.Abs(float64(w)) > maxWeight {
			return fmt.Errorf("weight %d is %v, beyond ±%g: no trained network has such weights", i, w, float64(maxWeight))
		}
	}
	for i, s := range c.Scale {
		if !(s > 0) || math.IsInf(float64(s), 0) {
			return fmt.Errorf("channel %d's scale is %v, want a positive finite number", i, s)
		}
		if s > maxWeight {
			return fmt.Errorf("channel %d's scale is %v, beyond %g", i, s, float64(maxWeight))
		}
	}
	if o := c.Optim; o != nil {
		if o.Step < 0 {
			return fmt.Errorf("optimizer step %d", o.Step)
		}
		if i := firstNonFinite(o.M); i >= 0 {
			return fmt.Errorf("optimizer first moment %d is %v", i, o.M[i])
		}
		for i, v := range o.V {
			if !(v >= 0) || math.IsInf(float64(v), 0) {
				return fmt.Errorf("optimizer second moment %d is %v, want a non-negative finite number", i, v)
			}
		}
	}
	if c.Episodes < len(c.Recent) {
		return fmt.Errorf("%d recent episodes of %d", len(c.Recent), c.Episodes)
	}
	for i, e := range c.Recent {
		if !finite(e.Return) || !(e.Place >= 1) || !finite(e.Place) {
			return fmt.Errorf("recent episode %d: return %v, place %v", i, e.Return, e.Place)
		}
	}
	for k, v := range c.Extra {
		if !finite(v) {
			return fmt.Errorf("extra %q is %v", k, v)
		}
	}
	return nil
}

// firstNonFinite is the index of the first NaN or infinity in v, or -1.
func firstNonFinite(v []float32) int {
	for i, x := range v {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return i
		}
	}
	return -1
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
