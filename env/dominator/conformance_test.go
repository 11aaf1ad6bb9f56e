package dominator_test

import (
	"testing"

	_ "github.com/edagym/edagym/agents/dominator"
	"github.com/edagym/edagym/internal/conformance"
)

// TestConformance: every Null and Demo match file of the original engine
// (default, FIXED, GENERATOR1 and GENERATOR3 boards) is reproduced byte for
// byte.
func TestConformance(t *testing.T) { conformance.Run(t, "dominator") }
