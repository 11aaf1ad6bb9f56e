package policies

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestNonsenseCheckpointsAreRefused: checkpoints whose checksum is right but
// whose content training cannot have made fail on load, naming the problem.
func TestNonsenseCheckpointsAreRefused(t *testing.T) {
	nan, inf := float32(math.NaN()), float32(math.Inf(1))
	crops := func(c *Checkpoint) *env.TensorSpec {
		i, err := c.Spec.ObsIndex(env.CropsTensor)
		if err != nil {
			t.Fatal(err)
		}
		c.Spec.Obs[i].Shape = slices.Clone(c.Spec.Obs[i].Shape)
		return &c.Spec.Obs[i]
	}
	cases := []struct {
		name, want string
		mutate     func(*Checkpoint)
	}{
		{"NaN weight", "weight 7 is NaN", func(c *Checkpoint) { c.Params[7] = nan }},
		{"infinite weight", "is +Inf", func(c *Checkpoint) { c.Params[len(c.Params)-1] = inf }},
		{"huge finite weight", "weight 5 is 1e+37, beyond", func(c *Checkpoint) { c.Params[5] = 1e37 }},
		{"huge negative weight", "is -2e+06, beyond", func(c *Checkpoint) { c.Params[9] = -2e6 }},
		{"huge scale", "scale is 1e+30, beyond", func(c *Checkpoint) { c.Scale[0] = 1e30 }},
		{"infinite scale", "scale is +Inf", func(c *Checkpoint) { c.Scale[0] = inf }},
		{"NaN scale", "scale is NaN", func(c *Checkpoint) { c.Scale[1] = nan }},
		{"zero scale", "scale is 0", func(c *Checkpoint) { c.Scale[0] = 0 }},
		{"negative crop size", "every size must be", func(c *Checkpoint) {
			// Two negative sides keep the product, and so the weight
			// count, as it was: only the shape check sees it.
			s := crops(c).Shape
			s[2], s[3] = -s[2], -s[3]
		}},
		{"huge crop", "every size must be", func(c *Checkpoint) { crops(c).Shape[2] = 1 << 20 }},
		{"no slots", "slots", func(c *Checkpoint) { c.Spec.Slots = 0 }},
		{"no rounds", "rounds", func(c *Checkpoint) { c.Spec.Rounds = -1 }},
		{"NaN moment", "first moment 3 is NaN", func(c *Checkpoint) { c.Optim.M[3] = nan }},
		{"negative second moment", "second moment 0 is -1", func(c *Checkpoint) { c.Optim.V[0] = -1 }},
		{"negative steps", "-5 steps", func(c *Checkpoint) { c.Steps = -5 }},
		{"NaN seconds", "extra \"seconds\" is NaN", func(c *Checkpoint) { c.Extra = map[string]float64{"seconds": math.NaN()} }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, _ := testCheckpoint(t)
			tc.mutate(c)
			data, err := c.Encode()
			if err != nil {
				t.Fatal(err)
			}
			_, err = Decode(data)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Decode: %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// TestShippedCheckpointIsSane: the validation accepts what training writes.
func TestShippedCheckpointIsSane(t *testing.T) {
	if _, err := Load("../checkpoints/orkisland.ckpt"); err != nil {
		t.Fatal(err)
	}
}
