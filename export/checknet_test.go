package export

import (
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/tiny"
	"github.com/edagym/edagym/policies"
)

// TestCheckNetTakesContext: a network with a context layer passes, as the
// same network without it does (the C++ player computes the context: each
// game's TestExportedContextPlayerMatchesGo), and its parameters, Wc
// included, are counted.
func TestCheckNetTakesContext(t *testing.T) {
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
		if err := g.CheckNet(n); err != nil {
			t.Errorf("context %v: %v", context, err)
		}
		n.Params = n.Params[:len(n.Params)-1]
		if err := g.CheckNet(n); err == nil {
			t.Errorf("context %v: a parameter short passed", context)
		}
	}
}
