package env_test

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
)

// TestClearUnitsObsClearsMarkedSlots: after a step that filled slots 0
// and 2 of 4 (slot 3 never written), ClearUnitsObs leaves every crop,
// feature and mask byte 0, and the globals as they were.
func TestClearUnitsObsClearsMarkedSlots(t *testing.T) {
	spec := env.Spec{Obs: env.UnitsObs(4, 2, 3, 5, 2, "unit", "features", "globals")}
	obs := spec.NewObs()
	crops, feats, mask, globals := env.ClearUnitsObs(obs)
	for _, s := range []int{0, 2} {
		mask[s] = 1
		for k := range 2 * 3 * 3 {
			crops[s*18+k] = uint8(k + 1)
		}
		for k := range 5 {
			feats[s*5+k] = float32(k + 1)
		}
	}
	globals[0], globals[1] = 7, 8
	crops, feats, mask, globals = env.ClearUnitsObs(obs)
	if slices.ContainsFunc(crops, func(b uint8) bool { return b != 0 }) ||
		slices.ContainsFunc(feats, func(f float32) bool { return f != 0 }) ||
		slices.ContainsFunc(mask, func(b uint8) bool { return b != 0 }) {
		t.Errorf("left written: crops %v features %v mask %v", crops, feats, mask)
	}
	if globals[0] != 7 || globals[1] != 8 {
		t.Errorf("globals %v, want [7 8]", globals)
	}
}
