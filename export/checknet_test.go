package export

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/tiny"
	"github.com/edagym/edagym/policies"
)

// TestCheckNetRefusesContext: a network with a context layer is refused,
// since the exported C++ computes the plain per-unit MLP; the same network
// without it passes.
func TestCheckNetRefusesContext(t *testing.T) {
	c, err := tiny.Parse("tiny.cnf", []byte(tiny.DefaultConfig))
	if err != nil {
		t.Fatal(err)
	}
	enc, err := tiny.NewEncoder(c, env.Units)
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{Title: "Tiny", Shape: Shape{Planes: tiny.NumPlanes, Crop: tiny.CropSize, Features: tiny.NumFeatures, Actions: enc.Spec().Actions}}
	for _, context := range []bool{false, true} {
		n, err := policies.NewNet(enc.Spec(), policies.NetConfig{Hidden1: 8, Hidden2: 8, Context: context}, 1)
		if err != nil {
			t.Fatal(err)
		}
		err = g.CheckNet(n)
		if context != (err != nil) || (err != nil && !strings.Contains(err.Error(), "context")) {
			t.Errorf("context %v: %v", context, err)
		}
	}
}
