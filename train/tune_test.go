package train

import (
	"encoding/json"
	"math"
	"testing"
)

// TestTuneClimbsToThePeak: the coordinate search on a made-up measure
// (best at A 3 with B on; Keep forbids A above 3) walks A up one step a
// pass, flips B, keeps the knobs' order and the knob it does not search,
// and stops after a pass that changed nothing.
func TestTuneClimbsToThePeak(t *testing.T) {
	type knobs struct {
		A    int
		B    bool
		Name string
	}
	measure := func(k []byte) knobs {
		var s knobs
		if err := json.Unmarshal(k, &s); err != nil {
			t.Fatal(err)
		}
		return s
	}
	rate := func(k []byte) (float64, error) {
		s := measure(k)
		r := 0.5 - 0.05*math.Abs(float64(s.A-3))
		if s.B {
			r += 0.1
		}
		return r, nil
	}
	keep := func(k []byte) (float64, bool, error) { return 0, measure(k).A <= 3, nil }
	res, err := tune([]byte(`{"A":0,"B":false,"Name":"x"}`), rate, keep, 10, 0.01, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"A":3,"B":true,"Name":"x"}`; res.Best != want {
		t.Errorf("best knobs %s, want %s", res.Best, want)
	}
	if math.Abs(res.StartRate-0.35) > 1e-9 || math.Abs(res.BestRate-0.6) > 1e-9 {
		t.Errorf("rates %.3f -> %.3f, want 0.350 -> 0.600", res.StartRate, res.BestRate)
	}
	kept := 0
	for _, s := range res.Steps {
		if s.Kept {
			kept++
		}
	}
	if kept != 4 { // A 0->1 and B, then A 1->2, then 2->3; the fourth pass changes nothing
		t.Errorf("%d moves kept, want 4", kept)
	}
	// A margin above every gain keeps the start.
	res, err = tune([]byte(`{"A":0,"B":false,"Name":"x"}`), rate, keep, 10, 0.5, nil)
	if err != nil || res.Best != `{"A":0,"B":false,"Name":"x"}` {
		t.Errorf("with a margin of 0.5: %v, %v; want the start", res, err)
	}
}

// TestTuneCandidates: the values a knob is tried at.
func TestTuneCandidates(t *testing.T) {
	for _, c := range []struct {
		v    any
		want string
	}{
		{true, `[false]`},
		{json.Number("4"), `[3,5,2,8,0]`},
		{json.Number("0"), `[-1,1]`},
		{json.Number("1.5"), `[0.75,2.25,3,0]`},
		{"a", `null`},
	} {
		got, _ := json.Marshal(candidates(c.v))
		if string(got) != c.want {
			t.Errorf("candidates(%v) = %s, want %s", c.v, got, c.want)
		}
	}
	if _, _, err := knobList([]byte(`[1]`)); err == nil {
		t.Error("knobList of an array: no error")
	}
}
